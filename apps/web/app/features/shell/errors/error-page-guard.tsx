import { Component, type ErrorInfo, type ReactNode } from 'react';
import { langFromPath, localisePath } from '../../../lib/i18n/lang-path.ts';
import { type ErrorMessageKey, errorMessages } from '../../../locales/shell/error-messages.ts';

type Props = { children: ReactNode };
type State = { failure: Error | null };

/**
 * Spec §8: if the error page itself fails, a message says an error occurred while showing it,
 * with the details and a link home. Plain markup only: nothing here may fail again.
 */
export class ErrorPageGuard extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(failure: unknown): State {
    return { failure: failure instanceof Error ? failure : new Error(String(failure)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[storefront] the error page failed', error, info.componentStack);
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const lang = typeof location === 'undefined' ? 'fr' : langFromPath(location.pathname);
    const text = (key: ErrorMessageKey) => errorMessages[lang][key];
    return (
      <main
        id="main"
        data-error-type="error_page_failed"
        className="mx-auto max-w-site px-5 py-16 text-center"
      >
        <h1 className="text-2xl">{text('errorPageFailedTitle')}</h1>
        <p className="mt-4 text-muted">{text('errorPageFailedText')}</p>
        <details className="mx-auto mt-4 max-w-prose text-left text-sm">
          <summary className="cursor-pointer">{text('errorDetails')}</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{failure.message}</pre>
        </details>
        <p className="mt-8">
          <a href={localisePath('/', lang)} className="underline underline-offset-4">
            {text('backHome')}
          </a>
        </p>
      </main>
    );
  }
}
