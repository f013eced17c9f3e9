import type { Lang } from '@eclat/contracts';
import { isRouteErrorResponse } from 'react-router';
import {
  type ErrorMessageKey,
  errorMessages,
  NOT_FOUND_DOCUMENT_TITLE,
} from '../../../locales/shell/error-messages.ts';

// Error pages may render before any company (and its catalogue) is known: bundled texts only.
const t = (lang: Lang, key: ErrorMessageKey) => errorMessages[lang][key];

/** Reads the error data of a route error response, whatever threw it (see storefront-errors.server.ts). */
export function readErrorData(value: unknown): { type?: string; message?: string } {
  if (typeof value !== 'object' || value === null) return typeof value === 'string' ? { message: value } : {};
  const record = value as Record<string, unknown>;
  return {
    type: typeof record.type === 'string' ? record.type : undefined,
    message: typeof record.message === 'string' ? record.message : undefined,
  };
}

export type ErrorKind = 'company_error' | 'maintenance' | 'not_found' | 'generic';

export type ErrorView = {
  kind: ErrorKind;
  status: number;
  title: string;
  text: string;
  /** What the browser tab says (the company's title pattern goes around it when there is one). */
  documentTitle: string;
};

/** The tab says the page's title, except on a 404 (spec §8). */
const withTab = (view: Omit<ErrorView, 'documentTitle'>): ErrorView => ({
  ...view,
  documentTitle: view.title,
});

/**
 * What the error page says for a route error (spec §8): company_error → 'business not
 * registered'; maintenance → 'Nous revenons bientôt !' (status 500); 404 → the not-found page;
 * any other response its status and message; anything else 'An error occurred'.
 */
export function describeError(error: unknown, lang: Lang): ErrorView {
  if (!isRouteErrorResponse(error)) {
    return withTab({
      kind: 'generic',
      status: 500,
      title: t(lang, 'genericErrorTitle'),
      text: t(lang, 'genericErrorText'),
    });
  }
  const { type, message } = readErrorData(error.data);
  if (type === 'company_error') {
    return withTab({
      kind: 'company_error',
      status: error.status,
      title: t(lang, 'companyErrorTitle'),
      text: t(lang, 'companyErrorText'),
    });
  }
  if (type === 'maintenance') {
    return withTab({
      kind: 'maintenance',
      status: error.status,
      title: t(lang, 'maintenanceTitle'),
      text: t(lang, 'maintenanceText'),
    });
  }
  if (error.status === 404) {
    return {
      kind: 'not_found',
      status: 404,
      title: t(lang, 'notFoundTitle'),
      text: t(lang, 'notFoundText'),
      documentTitle: NOT_FOUND_DOCUMENT_TITLE,
    };
  }
  return withTab({
    kind: 'generic',
    status: error.status,
    title: t(lang, 'genericErrorTitle'),
    text: message || error.statusText || t(lang, 'genericErrorText'),
  });
}
