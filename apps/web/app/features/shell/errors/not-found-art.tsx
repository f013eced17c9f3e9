/** A calm line drawing for the 404 page (a trail that leads nowhere), in the theme's colours. */
export function NotFoundArt() {
  return (
    <svg
      viewBox="0 0 240 160"
      width="240"
      height="160"
      aria-hidden="true"
      className="mx-auto h-auto w-48 text-muted sm:w-60"
    >
      <rect x="1" y="1" width="238" height="158" rx="24" fill="var(--color-surface)" />
      <path
        d="M36 128c24-6 30-26 54-30s34 14 58 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeDasharray="2 8"
      />
      <path
        d="M176 100c-14-16-22-28-22-40a22 22 0 0 1 44 0c0 12-8 24-22 40z"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M170 56a6 6 0 1 1 8 6c-2 1-2 2-2 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="176" cy="73" r="1.6" fill="currentColor" />
      <circle cx="36" cy="128" r="4" fill="var(--color-primary)" />
    </svg>
  );
}
