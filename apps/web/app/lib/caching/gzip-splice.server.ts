// A kept page compressed once, served with a fresh nonce each time (issue 19). A page cache hit
// for a browser was compressed again on every request by the server's compression middleware
// (brotli, quality 4): 200 KB of HTML, about half of a storefront process's CPU per page view,
// which the bench, asking for no encoding, never saw. The page's bytes between its nonces never
// change, so each run is compressed once as raw DEFLATE ending on a byte boundary (a sync flush);
// a response is those runs with the fresh nonce between them as uncompressed ("stored") DEFLATE
// blocks, in a gzip member whose checksum is computed over the bytes it holds. Gzip rather than
// brotli: a brotli stream cannot be cut and joined like this; the page weighs ~3 % more than gzip
// -9 in one go and 8–12 % more than brotli 4 made it (ADR 0036).
import { constants, crc32, deflateRaw } from 'node:zlib';

/** The gzip member header: magic, DEFLATE, no flags, no time, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final stored block: the end of the DEFLATE stream. */
const LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** DEFLATE looks back this far for repeats. */
const WINDOW = 32_768;

/** One run as raw DEFLATE that ends byte-aligned and not final, to be followed. */
function deflateRun(run: Buffer, dictionary: Buffer | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    deflateRaw(
      run,
      {
        level: 9,
        finishFlush: constants.Z_SYNC_FLUSH,
        ...(dictionary && dictionary.length > 0 ? { dictionary } : {}),
      },
      (error, out) => (error ? reject(error) : resolve(out)),
    );
  });
}

/** A page's runs compressed once; `jointLength`: the only joint length they may be joined with. */
export type DeflatedRuns = { runs: Buffer[]; jointLength: number | null };

/**
 * Compresses each run of a page, the runs before it as its dictionary (what the decoder has just
 * written), so that the page compresses about as well as in one go. The joints are not known yet:
 * the dictionary holds NUL bytes in their place and the page holds none, so no repeat found can
 * cover them — provided the joint has that length. A page holding a NUL is compressed run by run.
 */
export async function deflateRuns(runs: readonly Buffer[], jointLength: number): Promise<DeflatedRuns> {
  if (runs.some((run) => run.includes(0))) {
    return { runs: await Promise.all(runs.map((run) => deflateRun(run, null))), jointLength: null };
  }
  const placeholder = Buffer.alloc(jointLength);
  const written: Buffer[] = [];
  const deflated: Buffer[] = [];
  for (const [index, run] of runs.entries()) {
    if (index > 0) written.push(placeholder);
    const before = Buffer.concat(written);
    deflated.push(await deflateRun(run, before.subarray(Math.max(0, before.length - WINDOW))));
    written.splice(0, written.length, before.subarray(Math.max(0, before.length - WINDOW)), run);
  }
  return { runs: deflated, jointLength };
}

/** `bytes` as uncompressed, non-final DEFLATE blocks (each at most 65,535 bytes). */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(chunk.length ^ 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/**
 * The gzip body of `runs` joined by `joint`, from the runs as `deflateRuns` compressed them:
 * what gunzip gives back is `runs.join(joint)`.
 */
export function spliceGzip(runs: readonly Buffer[], compressed: DeflatedRuns, joint: Buffer): Buffer {
  const deflated = compressed.runs;
  if (runs.length !== deflated.length || runs.length === 0) throw new Error('one deflated run per run');
  if (compressed.jointLength !== null && joint.length !== compressed.jointLength)
    throw new Error(`a joint of ${compressed.jointLength} bytes was compressed for, not ${joint.length}`);
  const between = storedBlocks(joint);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  for (const [index, run] of runs.entries()) {
    if (index > 0) {
      pieces.push(...between);
      crc = crc32(joint, crc);
      length += joint.length;
    }
    pieces.push(deflated[index] as Buffer);
    crc = crc32(run, crc);
    length += run.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  // ISIZE is the length modulo 2³².
  trailer.writeUInt32LE(length % 0x1_0000_0000, 4);
  pieces.push(LAST_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): named, or by `*`, with a
 * weight above zero; an explicit `gzip;q=0` refuses it whatever `*` says.
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let star = false;
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const wanted = Number.isFinite(weight) && weight > 0;
    if (name === 'gzip' || name === 'x-gzip') return wanted;
    if (name === '*') star = wanted;
  }
  return star;
}
