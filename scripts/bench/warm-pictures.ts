// The pictures of the pages Lighthouse is about to load, asked once of each storefront process
// before it does (issue 19). Right after a start, the API draws each picture's renditions on first
// request (sharp, up to a second for the demo's SVG artwork) and each storefront process keeps the
// answers (ADR 0038): without this, the first Lighthouse run of a page measured that one-time work,
// not the page as a deployed product serves it to its next visitor.
import { request } from 'node:http';

const PICTURE = /\/api\/media\/[^"'\s,)\\]+/g;

/** Every picture a page's HTML names: src, srcset and preload candidates, CSS url()s. */
export function picturesOf(html: string): string[] {
  return [
    ...new Set(
      [...html.replaceAll('&amp;', '&').replaceAll('&quot;', '"').matchAll(PICTURE)].map((match) => match[0]),
    ),
  ];
}

/** One GET on a connection of its own, so that the cluster hands it to its next process. */
export function getOnce(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks every picture of these pages `processes` times, each on a new connection (node:cluster
 * deals connections round-robin). Returns how many pictures; throws on one that does not answer 200.
 */
export async function warmPictures(
  pageUrls: readonly string[],
  processes: number,
  pageHeaders: Record<string, string> = {},
): Promise<number> {
  const pictures = new Set<string>();
  for (const page of pageUrls) {
    const response = await fetch(page, { headers: { accept: 'text/html', ...pageHeaders } });
    for (const path of picturesOf(await response.text())) pictures.add(new URL(path, page).href);
  }
  const accept = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
  for (const picture of pictures) {
    for (let i = 0; i < processes; i++) {
      const status = await getOnce(picture, accept);
      if (status !== 200) throw new Error(`${picture}: ${status} while warming the pictures`);
    }
  }
  return pictures.size;
}
