// The console asks which business first (ADR 0011): a host name, or a nickname that names the
// business's storefront host under the console's own domain (studio-zen → studio-zen.localhost
// when the console is opened on localhost, studio-zen.eclat.example on admin.eclat.example).

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** The domain nicknames live under, from the host the console is opened on. */
export function baseDomain(currentHost: string): string {
  const host = currentHost.toLowerCase().replace(/:\d+$/, '');
  if (host === 'localhost' || IPV4.test(host) || host.endsWith('.localhost')) return 'localhost';
  const labels = host.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : host;
}

/** The hosts to try, in order, for what someone typed; empty when it cannot be a host. */
export function hostCandidates(input: string, currentHost: string): string[] {
  const value = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '');
  if (!value || value.length > 253) return [];
  const labels = value.split('.');
  if (!labels.every((l) => LABEL.test(l))) return [];
  if (labels.length > 1 || value === 'localhost') return [value];
  return [`${value}.${baseDomain(currentHost)}`, value];
}
