import { ApiError } from '@eclat/contracts';
import type { T } from './i18n/i18n.tsx';

/** What went wrong, in the console's language, with the API's own words when it gave some. */
export function describeError(error: unknown, t: T): { title: string; detail: string | null } {
  if (error instanceof ApiError) {
    const detail = error.errors?.length
      ? error.errors
          .map((e) => `${e.path.replace(/^(body|querystring|params)\.?/, '')}: ${e.message}`)
          .join(' · ')
      : error.message;
    if (error.code === 503) return { title: t('error.unavailable'), detail: null };
    if (error.code === 401) return { title: t('error.signedOut'), detail: null };
    if (error.code === 403) return { title: t('error.forbidden'), detail };
    if (error.code === 404) return { title: t('error.notFound'), detail };
    if (error.code === 409) return { title: t('error.conflict'), detail };
    if (error.code === 429) return { title: t('error.tooMany'), detail };
    if (error.code >= 400 && error.code < 500) return { title: t('error.invalid'), detail };
    return { title: t('error.server'), detail };
  }
  return { title: t('error.unexpected'), detail: error instanceof Error ? error.message : null };
}
