/**
 * The host name a visitor asked for, as the company registry knows it: lower case, without the
 * port ('Maison-Eclat.localhost:3000' → 'maison-eclat.localhost', '[::1]:3000' → '::1').
 */
export function hostName(hostHeader: string | null | undefined): string {
  const raw = (hostHeader ?? '').trim().toLowerCase();
  if (raw.startsWith('[')) {
    const end = raw.indexOf(']');
    return end > 0 ? raw.slice(1, end) : raw;
  }
  const colon = raw.indexOf(':');
  const name = colon >= 0 ? raw.slice(0, colon) : raw;
  // A trailing dot (fully qualified form) names the same host.
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
