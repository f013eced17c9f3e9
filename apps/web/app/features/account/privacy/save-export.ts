import type { ApiCaller } from '../../../lib/browser-api.ts';
import { BrowserApiError } from '../../../lib/browser-api.ts';

/** The file name the API gives (Content-Disposition), else a sensible one. */
export function attachmentName(disposition: string | null, fallback = 'eclat-data.json'): string {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * Downloads the export link's JSON document and has the browser save it as a file. The document
 * is fetched with the company header (the API's tenant routes want it, a bare link would not send
 * it), so a dead link says so in the page instead of saving an error as the file.
 */
export async function saveExport(caller: ApiCaller, url: string): Promise<void> {
  const response = await fetch(new URL(url, location.origin), {
    headers: { accept: 'application/json', company: caller.companyToken, curlang: caller.lang },
  });
  if (!response.ok) throw new BrowserApiError(response.status, {});
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = attachmentName(response.headers.get('content-disposition'));
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked once the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
