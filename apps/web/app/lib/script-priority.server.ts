// The page's scripts wait for its first paint (issue 19). React Router's <Scripts> preloads every
// module of the page with <link rel="modulepreload">, and React hoists those links into <head>,
// before the stylesheet: at the browser's default High priority, ~150 KB of script shared a slow
// phone connection with the stylesheet and the hero image, which the first paint needs and the
// script does not (the page is rendered on the server). Marked fetchpriority="low", they are
// fetched after them; the module scripts still run before DOMContentLoaded, as before.

import { Transform, type TransformCallback } from 'node:stream';
import { deferScripts } from './scripts-after-paint.server.ts';

const PRELOAD = '<link rel="modulepreload" ';
const LOW = '<link rel="modulepreload" fetchpriority="low" ';
const HEAD_END = Buffer.from('</head>');

/** The same document head with its module preloads at low priority. */
export function lowerModulePreloads(head: string): string {
  return head.replaceAll(PRELOAD, LOW);
}

/**
 * The document's stream as the browser should get it: its head rewritten (held until `</head>`
 * arrives, which React writes in its first flush), and what React writes in one go sent as one
 * chunk. React writes a page as some twenty small chunks in the same tick; the compression
 * middleware compressed each on its own (a thread-pool round trip apiece) and the browser got the
 * page in pieces over 30–300 ms, painting the top of the booking page before its free times
 * (issue 19: the first chip painted up to 175 ms after the first paint). Chunks written in the
 * same turn of the event loop now leave together at its end; a later flush of React (a Suspense
 * boundary resolved) is a chunk of its own, as before.
 */
export function scriptPriorityStream({ scriptsAfterPaint = false } = {}): Transform {
  let pending: Buffer[] = [];
  let headDone = false;
  let scheduled = false;
  /** The document's beginning rewritten; null while what it needs has not all arrived. */
  const rewrite = (bytes: Buffer, final: boolean): Buffer | null => {
    if (scriptsAfterPaint) {
      // Its scripts after the paint (lib/scripts-after-paint.server.ts): held up to React Router's
      // inline module, which React writes in the shell's flush with the head.
      const deferred = deferScripts(bytes.toString('latin1'));
      if (deferred !== null) return Buffer.from(deferred, 'latin1');
    }
    const end = bytes.indexOf(HEAD_END);
    if ((end === -1 || scriptsAfterPaint) && !final) return null;
    // A document without a head (an error page cut short) leaves as it was.
    if (end === -1) return bytes;
    const cut = end + HEAD_END.length;
    const head = Buffer.from(lowerModulePreloads(bytes.subarray(0, cut).toString('utf8')), 'utf8');
    return Buffer.concat([head, bytes.subarray(cut)]);
  };
  /** What can leave now: the pending bytes, the beginning rewritten; null while it is incomplete. */
  const take = (final: boolean): Buffer | null => {
    if (pending.length === 0) return null;
    let bytes: Buffer = Buffer.concat(pending);
    if (!headDone) {
      const rewritten = rewrite(bytes, final);
      if (rewritten === null) {
        pending = [bytes];
        return null;
      }
      bytes = rewritten;
      headDone = true;
    }
    pending = [];
    return bytes;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const bytes = take(false);
          if (bytes) this.push(bytes);
        });
      }
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, take(true) ?? undefined);
    },
  });
}
