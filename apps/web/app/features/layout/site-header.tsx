import { useT } from '../../lib/i18n/use-lang.ts';
import type { Shell } from '../../lib/shell.ts';
import { Link } from '../../ui/link.tsx';

/** Spec §2 header: the logo (height = logo size) or the site name, linking home. */
export function SiteHeader({ shell }: { shell: Shell }) {
  const t = useT();
  return (
    <header className="border-b border-line bg-header text-on-header">
      <div className="mx-auto flex min-h-16 max-w-site items-center justify-center px-5 py-3">
        <Link
          to="/"
          className="inline-flex min-h-11 items-center"
          aria-label={`${shell.siteName} – ${t('home')}`}
        >
          {shell.logo ? (
            <img
              src={shell.logo.url}
              alt={shell.siteName}
              style={{ height: shell.logo.size }}
              className="w-auto max-w-[70vw] object-contain"
              fetchPriority="high"
            />
          ) : (
            <span className="font-heading text-xl tracking-wide">{shell.siteName}</span>
          )}
        </Link>
      </div>
    </header>
  );
}
