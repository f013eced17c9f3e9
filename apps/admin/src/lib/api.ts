import { type ApiClient, ApiError, createApiClient, mapCallError } from '@eclat/contracts';
import type { Lang } from '@eclat/contracts/langs';
import { z } from 'zod';

/**
 * The one API client (packages/contracts) on the console's own origin: the API serves the console
 * under /admin/, so /api is same-origin. A 401 on a signed-in call means the session is over
 * (spec §4: an invalid token causes logout).
 */
export function consoleApi(options: {
  companyToken: string | null;
  authToken: string | null;
  lang: Lang;
  onUnauthorised: () => void;
}): ApiClient {
  const watched: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (response.status === 401 && options.authToken) options.onUnauthorised();
    return response;
  };
  return createApiClient({
    baseUrl: window.location.origin,
    companyToken: options.companyToken,
    authToken: options.authToken,
    lang: options.lang,
    fetch: watched,
  });
}

/**
 * Media uploads are multipart/form-data, which the JSON client does not send: the same headers,
 * the same error mapping, the answer parsed with its contract.
 */
export async function uploadFiles<S extends z.ZodType>(
  path: string,
  files: File[],
  schema: S,
  auth: { companyToken: string; authToken: string; lang: Lang },
  dir?: string,
): Promise<z.infer<S>> {
  const url = new URL(path, window.location.origin);
  if (dir) url.searchParams.set('dir', dir);
  url.searchParams.set('_timestamp', String(Date.now()));
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body: form,
      headers: {
        accept: 'application/json',
        company: auth.companyToken,
        curlang: auth.lang,
        authorization: `Bearer ${auth.authToken}`,
      },
    });
  } catch {
    throw mapCallError(undefined, undefined);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw mapCallError(response.status, body);
  return schema.parse(body);
}

export { ApiError };

/** The empty answer of a 204 (deletes of the simple tenant entities). */
export const NoContent = z.unknown();
