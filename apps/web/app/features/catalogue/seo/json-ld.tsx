import { useContext } from 'react';
import { NonceContext } from '../../../lib/csp.ts';

/** JSON in a script element: '<' escaped so that no text can close the element. */
const serialise = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * A page's schema.org structured data (issue 7), as JSON-LD script elements carrying the page's
 * nonce like every script of the document (Content-Security-Policy of entry.server). The browser
 * hides nonces from the DOM, so the attribute differs at hydration by design.
 */
export function JsonLd({ data }: { data: readonly object[] | undefined }) {
  const nonce = useContext(NonceContext);
  if (!data || data.length === 0) return null;
  return (
    <>
      {data.map((item) => (
        <script
          key={serialise(item).slice(0, 80)}
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built by the server, '<' escaped
          dangerouslySetInnerHTML={{ __html: serialise(item) }}
        />
      ))}
    </>
  );
}
