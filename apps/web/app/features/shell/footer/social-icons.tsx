import type { SocialNetwork } from '../../../lib/shell-types.ts';

// lucide-react dropped brand logos; these are simple outline marks in the same 24 px, 1.6 stroke
// style, drawn for this storefront.
const PATHS: Record<SocialNetwork, string[]> = {
  facebook: [
    'M15.5 3h-2.2A4.3 4.3 0 0 0 9 7.3V10H6.5v3.5H9V21h3.5v-7.5h2.6l.6-3.5h-3.2V7.6c0-.6.5-1.1 1.1-1.1h1.9z',
  ],
  instagram: [
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
    'M12 8.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
    'M17.3 6.7h.01',
  ],
  youtube: [
    'M3 8.6c.1-1.5 1.3-2.7 2.8-2.8C7.5 5.6 9.7 5.5 12 5.5s4.5.1 6.2.3c1.5.1 2.7 1.3 2.8 2.8.1 1.1.2 2.2.2 3.4s-.1 2.3-.2 3.4c-.1 1.5-1.3 2.7-2.8 2.8-1.7.2-3.9.3-6.2.3s-4.5-.1-6.2-.3C4.3 18.1 3.1 16.9 3 15.4 2.9 14.3 2.8 13.2 2.8 12s.1-2.3.2-3.4z',
    'M10.2 9.3v5.4l4.6-2.7z',
  ],
  linkedIn: [
    'M4 9.5h3.5V20H4z',
    'M5.75 4.2a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8z',
    'M10.5 9.5H14v1.6c.6-1 1.8-1.9 3.6-1.9 2.6 0 3.4 1.8 3.4 4.4V20h-3.5v-5.6c0-1.2-.3-2.2-1.6-2.2-1.4 0-1.9 1-1.9 2.3V20h-3.5z',
  ],
  google: [
    'M20.5 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.8a4.2 4.2 0 0 1-1.8 2.7',
    'M15 16.5a5.5 5.5 0 1 1 1.5-8.2',
    'M20.3 10.5A8.5 8.5 0 1 1 17.9 5.9',
  ],
};

export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  google: 'Google',
  youtube: 'YouTube',
  instagram: 'Instagram',
  linkedIn: 'LinkedIn',
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[network].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
