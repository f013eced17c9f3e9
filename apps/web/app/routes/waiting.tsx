import { useEffect } from 'react';
import { localisePath } from '../lib/i18n/lang-path.ts';
import { translate } from '../lib/i18n/translate.ts';
import { useT } from '../lib/i18n/use-lang.ts';
import { withPageTitle } from '../lib/seo/meta.ts';
import { pageTitle } from '../lib/shell.server.ts';
import { requireStorefront } from '../lib/storefront.server.ts';
import { buttonClass } from '../ui/icon-button.ts';
import type { Route } from './+types/waiting.ts';

/** How long the waiting page waits before trying the home again (the page says it will). */
export const WAITING_RETRY_SECONDS = 20;

/** Spec §2: the empty layout, nothing that would call the API again. */
export const handle = { layout: 'empty' };

export function loader({ context }: Route.LoaderArgs) {
  const storefront = requireStorefront(context);
  return {
    title: pageTitle(storefront, translate(storefront.lang, 'shell', 'waitingTitle')),
    home: localisePath('/', storefront.lang),
    siteName: storefront.company.identity.displayName,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...withPageTitle(matches, loaderData?.title),
  { name: 'robots', content: 'noindex' },
];

/** The waiting page under overload (spec §2, §4): a calm word and a way back that retries by itself. */
export default function Waiting({ loaderData }: Route.ComponentProps) {
  const tr = useT('shell');
  useEffect(() => {
    // A full load, not a client navigation: the home's first shops load is what is retried.
    const timer = window.setTimeout(
      () => window.location.assign(loaderData.home),
      WAITING_RETRY_SECONDS * 1000,
    );
    return () => window.clearTimeout(timer);
  }, [loaderData.home]);
  return (
    <main
      id="main"
      data-testid="waiting-page"
      className="mx-auto flex w-full max-w-prose flex-1 flex-col items-center justify-center px-5 py-16 text-center"
    >
      <p className="font-heading text-2xl tracking-wide">{loaderData.siteName}</p>
      <span aria-hidden="true" className="mt-10 inline-flex gap-2">
        <span className="size-2 rounded-full bg-primary motion-safe:animate-[pulse-dot_1.4s_ease-in-out_infinite]" />
        <span className="size-2 rounded-full bg-primary motion-safe:animate-[pulse-dot_1.4s_ease-in-out_0.2s_infinite]" />
        <span className="size-2 rounded-full bg-primary motion-safe:animate-[pulse-dot_1.4s_ease-in-out_0.4s_infinite]" />
      </span>
      <h1 className="mt-8 text-3xl">{tr('waitingTitle')}</h1>
      <p className="mt-4 text-muted">{tr('waitingText')}</p>
      <p className="mt-10">
        <a href={loaderData.home} className={buttonClass.primary}>
          {tr('waitingRetry')}
        </a>
      </p>
    </main>
  );
}
