import DOMPurify from 'isomorphic-dompurify';

/**
 * Rich text from a business (posts, events, legal texts) is sanitised on write and on read
 * (architecture page "Time, money, text"): formatting, links and images stay; scripts, event
 * handlers, iframes and styles go.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'a',
      'ul',
      'ol',
      'li',
      'h2',
      'h3',
      'h4',
      'blockquote',
      'img',
      'figure',
      'figcaption',
      'hr',
      'span',
    ],
    ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'width', 'height', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
  });
}

/** Sanitises every language of a localised rich text. */
export function sanitizeLocalisedHtml<T extends Partial<Record<string, string>>>(value: T): T {
  const out: Partial<Record<string, string>> = {};
  for (const [lang, html] of Object.entries(value))
    if (typeof html === 'string') out[lang] = sanitizeHtml(html);
  return out as T;
}
