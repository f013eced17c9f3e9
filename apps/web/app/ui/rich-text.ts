/**
 * Typography for the business's rich text (posts, legal texts): spacing, headings, lists and
 * links, through descendant variants (the storefront's stylesheet belongs to the shell).
 */
export const richTextClass = [
  'text-lg leading-relaxed',
  '[&_p]:mb-5 [&_ul]:mb-5 [&_ol]:mb-5 [&_blockquote]:mb-5',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:font-heading [&_h2]:text-3xl [&_h2]:leading-tight',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:font-heading [&_h3]:text-2xl [&_h3]:leading-snug',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-medium',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mb-1',
  '[&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-primary [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl',
  '[&_strong]:font-semibold',
].join(' ');
