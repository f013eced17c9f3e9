import { useT } from '../../../lib/i18n/use-lang.ts';
import { Link } from '../../../ui/link.tsx';
import type { ErrorView } from './describe-error.ts';
import { NotFoundArt } from './not-found-art.tsx';

/**
 * The error page of spec §2/§8: a large status number, a title and a way forward. The error type
 * is exposed as data-error-type for tests and monitoring.
 */
export function ErrorPage({ view, showHomeLink = true }: { view: ErrorView; showHomeLink?: boolean }) {
  const t = useT('shell');
  const showStatus = view.kind !== 'maintenance';
  return (
    <main
      id="main"
      data-error-type={view.kind}
      className="mx-auto max-w-site px-5 py-16 text-center sm:py-24"
    >
      {view.kind === 'not_found' ? <NotFoundArt /> : null}
      {showStatus ? (
        <p className="mt-8 font-heading text-7xl leading-none font-light tracking-tight text-muted sm:text-8xl">
          {view.status}
        </p>
      ) : null}
      <h1 className="mt-6 text-2xl sm:text-3xl">{view.title}</h1>
      <p className="mx-auto mt-4 max-w-prose text-muted">{view.text}</p>
      {showHomeLink && view.kind !== 'company_error' && view.kind !== 'maintenance' ? (
        <p className="mt-10">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded-button bg-primary px-6 text-on-primary transition-colors duration-200 hover:bg-primary-hover"
          >
            {t('backHome')}
          </Link>
        </p>
      ) : null}
    </main>
  );
}
