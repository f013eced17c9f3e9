// The frame every HTML mail shares: the business's logo (or name) on its header colour, a white
// card, its button colour on links, its name at the foot. Inline styles and a single column of at
// most 560 px, which mail clients and a 375 px phone both render without sideways scrolling.

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The company identity and theme as a mail shows it (companies.identity and themes.general). */
export type Brand = {
  logoUrl: string | null;
  /** Buttons and links. */
  primary: string;
  /** Rules and quotes. */
  accent: string;
  text: string;
  /** The header band behind the logo. */
  header: string;
  /** Around the card. */
  background: string;
  font: string;
};

/** The house style (the demo company's colours): gifts and account mails before issue 20 used it. */
export const HOUSE_BRAND: Brand = {
  logoUrl: null,
  primary: '#5b2a4e',
  accent: '#c9a96e',
  text: '#2b2027',
  header: '#ffffff',
  background: '#faf7f4',
  font: 'Georgia,serif',
};

// Colours and fonts come from a company's settings: only plain values reach a style attribute.
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;
const FONT = /^[\w\s,'"-]{1,80}$/;
const webUrl = (url: string | null | undefined) => (url && /^https?:\/\/[^\s"'<>]+$/i.test(url) ? url : null);

/**
 * A Brand from the stored identity and themes documents; anything unusable falls back. A logo
 * stored as a path (our own media) is made absolute on `origin`, as a mail needs.
 */
export function brandOf(
  identity: Record<string, unknown>,
  themes: Record<string, unknown>,
  origin = '',
): Brand {
  const general = (themes.general ?? {}) as Record<string, unknown>;
  const colour = (key: string, fallback: string) => {
    const value = general[key];
    return typeof value === 'string' && COLOUR.test(value.trim()) ? value.trim() : fallback;
  };
  const font = (general.bodyFont as { name?: unknown } | undefined)?.name;
  const stored = (identity.logo as { url?: unknown } | null | undefined)?.url;
  const logo =
    typeof stored === 'string' && stored.startsWith('/') && !stored.startsWith('//')
      ? `${origin}${stored}`
      : stored;
  return {
    logoUrl: webUrl(typeof logo === 'string' ? logo : null),
    primary: colour('buttonsColor', HOUSE_BRAND.primary),
    accent: colour('secondaryButtonsColor', HOUSE_BRAND.accent),
    text: colour('textColor', HOUSE_BRAND.text),
    header: colour('headerColor', HOUSE_BRAND.header),
    background: colour('mkpBackgroundColor', HOUSE_BRAND.background),
    font:
      typeof font === 'string' && FONT.test(font)
        ? `${font.replace(/["']/g, '')},sans-serif`
        : HOUSE_BRAND.font,
  };
}

/** A complete HTML document around `body` (already escaped HTML). */
export function mailPage(args: {
  lang: string;
  title: string;
  company: string;
  brand?: Brand | undefined;
  body: string;
}): string {
  const b = args.brand ?? HOUSE_BRAND;
  const e = escapeHtml;
  const head = b.logoUrl
    ? `<img src="${e(b.logoUrl)}" alt="${e(args.company)}" height="48" style="max-height:48px;max-width:100%;height:auto;border:0">`
    : `<strong style="font-size:20px;color:${b.primary}">${e(args.company)}</strong>`;
  return [
    `<!doctype html><html lang="${e(args.lang)}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${e(args.title)}</title>`,
    `<style>a{color:${b.primary}}</style></head>`,
    `<body style="font-family:${b.font};color:${b.text};background:${b.background};margin:0;padding:16px 8px;line-height:1.5">`,
    '<div style="max-width:560px;margin:auto;background:#fff;border:1px solid #e6dcd3;box-sizing:border-box;overflow-wrap:anywhere">',
    `<div style="background:${b.header};padding:16px 20px;border-bottom:3px solid ${b.accent}">${head}</div>`,
    `<div style="padding:20px">${args.body}</div>`,
    `<div style="padding:12px 20px;font-size:13px;color:#6b5e66;border-top:1px solid #e6dcd3">${e(args.company)}</div>`,
    '</div></body></html>',
  ].join('');
}

/** A link styled as the business's button. */
export function button(href: string, label: string, brand?: Brand): string {
  const b = brand ?? HOUSE_BRAND;
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:${b.primary};color:#fff;text-decoration:none;padding:10px 18px;border-radius:4px;margin:4px 0">${escapeHtml(label)}</a>`;
}
