// The page's scripts wait for its first paint (issue 19). React Router's <Scripts> preloads every
// module of the page with <link rel="modulepreload">, and React hoists those links into <head>,
// before the stylesheet: at the browser's default High priority, ~150 KB of script shared a slow
// phone connection with the stylesheet and the hero image, which the first paint needs and the
// script does not (the page is rendered on the server). Marked fetchpriority="low", they are
// fetched after them; the module scripts still run before DOMContentLoaded, as before.

import { Transform, type TransformCallback } from 'node:stream';

const PRELOAD = '<link rel="modulepreload" ';
const LOW = '<link rel="modulepreload" fetchpriority="low" ';
const HEAD_END = Buffer.from('</head>');

/** The same document head with its module preloads at low priority. */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll(PRELOAD, LOW);
}

/**
 * A pass-through for the document's stream that rewrites its head (held until `</head>` arrives,
 * which React writes in its first flush) and leaves the body's bytes untouched.
 */
export function scriptPriorityStream(): Transform {
  let held: Buffer[] | null = [];
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (held === null) return callback(null, chunk);
      held.push(chunk);
      const bytes = Buffer.concat(held);
      const end = bytes.indexOf(HEAD_END);
      if (end === -1) {
        held = [bytes];
        return callback();
      }
      held = null;
      const cut = end + HEAD_END.length;
      const head = Buffer.from(lowerModulePreloads(bytes.subarray(0, cut).toString('utf8')), 'utf8');
      callback(null, Buffer.concat([head, bytes.subarray(cut)]));
    },
    flush(callback: TransformCallback) {
      // A document without a head (an error page cut short): whatever was held, as it was.
      callback(null, held && held.length > 0 ? Buffer.concat(held) : undefined);
    },
  });
}
