/**
 * Likely typos in the domain of an e-mail address (issue 17 item 9): "camille@gmial.con" is most
 * probably "camille@gmail.com". A suggestion only — the visitor decides — so a rare real domain
 * close to a common one is never rewritten, only questioned.
 */

/** The domains most customers use (France, Europe); a typo is measured against these. */
const COMMON_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'yahoo.fr',
  'hotmail.com',
  'hotmail.fr',
  'outlook.com',
  'outlook.fr',
  'live.fr',
  'live.com',
  'icloud.com',
  'me.com',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'bbox.fr',
  'neuf.fr',
  'gmx.de',
  'gmx.fr',
  'web.de',
  'proton.me',
  'protonmail.com',
  'aol.com',
  'msn.com',
] as const;

/** Top-level domains mistyped often enough to fix on their own ("gmail.con", "orange.ft"). */
const TLD_FIXES: Readonly<Record<string, string>> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  vom: 'com',
  xom: 'com',
  comm: 'com',
  co: 'com',
  cm: 'com',
  om: 'com',
  ft: 'fr',
  fe: 'fr',
  gr: 'fr',
  frr: 'fr',
  nte: 'net',
  ner: 'net',
  nt: 'net',
};

/** Damerau-Levenshtein distance (optimal string alignment): a swap of two letters counts one. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/**
 * The address the visitor probably meant, or null when the address looks right (or is not an
 * address at all: the form's own rule says so). Known domains are never questioned.
 */
export function suggestEmailFix(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if ((COMMON_DOMAINS as readonly string[]).includes(domain)) return null;
  const dot = domain.lastIndexOf('.');
  if (dot <= 0) return null;

  // A known domain one or two keystrokes away ("gmial.con" is two: a swap and a letter).
  let best: { domain: string; distance: number } | null = null;
  for (const known of COMMON_DOMAINS) {
    const distance = editDistance(domain, known);
    // Short domains are a letter away from other real ones ("me.com", "ms.com"): exact only.
    const allowed = known.length >= 9 ? 2 : known.length >= 8 ? 1 : 0;
    if (distance <= allowed && (best === null || distance < best.distance))
      best = { domain: known, distance };
  }
  if (best) return `${local}@${best.domain}`;

  // An unknown name with a mistyped ending ("monsalon.con").
  const tld = domain.slice(dot + 1);
  const fixed = TLD_FIXES[tld];
  return fixed ? `${local}@${domain.slice(0, dot)}.${fixed}` : null;
}
