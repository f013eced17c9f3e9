import type { S3Config } from '../../config.ts';
import { isSafePath } from './safe-keys.ts';
import { EMPTY_SHA256, sha256Hex, signRequest, uriEncode } from './sigv4.ts';
import { type BlobStore, BlobStoreError } from './storage.ts';

/** What the bucket answered: HTTP status and S3's error code ('NoSuchKey', 'SignatureDoesNotMatch'…). */
export class S3Error extends BlobStoreError {
  readonly status: number;
  readonly code: string;
  constructor(what: string, status: number, code: string, detail: string) {
    super(`S3 ${what}: ${status} ${code}${detail ? ` (${detail})` : ''}`);
    this.name = 'S3Error';
    this.status = status;
    this.code = code;
  }
}

/** Keys never change content (a new upload gets a new key): caches may keep them for a year. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const TIMEOUT_MS = 30_000;

/** The platform's fetch; tests pass one that reaches virtual-hosted buckets on 127.0.0.1. */
export type Fetch = (url: URL, init: RequestInit) => Promise<Response>;

/** Objects through the S3 REST API: PutObject, GetObject, DeleteObject, signed with SigV4. */
export class S3BlobStore implements BlobStore {
  readonly #s: S3Config;
  readonly #now: () => Date;
  readonly #fetch: Fetch;

  constructor(settings: S3Config, options: { now?: () => Date; fetch?: Fetch } = {}) {
    this.#s = settings;
    this.#now = options.now ?? (() => new Date());
    this.#fetch = options.fetch ?? fetch;
  }

  /** The object's address, path-style or virtual-hosted-style as configured. */
  objectUrl(path: string): URL {
    if (!isSafePath(path)) throw new Error(`unsafe media path ${JSON.stringify(path)}`);
    const endpoint = new URL(this.#s.endpoint);
    const key = uriEncode(path, true);
    return this.#s.forcePathStyle
      ? new URL(`${endpoint.origin}/${uriEncode(this.#s.bucket)}/${key}`)
      : new URL(`${endpoint.protocol}//${this.#s.bucket}.${endpoint.host}/${key}`);
  }

  async #send(method: string, path: string, body?: Buffer, headers?: Record<string, string>) {
    const url = this.objectUrl(path);
    const signed = signRequest({
      method,
      url,
      headers,
      payloadHash: body ? sha256Hex(body) : EMPTY_SHA256,
      region: this.#s.region,
      service: 's3',
      credentials: this.#s,
      date: this.#now(),
    });
    try {
      return await this.#fetch(url, {
        method,
        headers: signed.headers,
        body: body ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new BlobStoreError(`S3 ${method} ${path}: the bucket could not be reached`, { cause: error });
    }
  }

  async put(path: string, bytes: Buffer, mime: string): Promise<void> {
    const response = await this.#send('PUT', path, bytes, {
      'content-type': mime,
      'cache-control': CACHE_CONTROL,
    });
    if (!response.ok) throw await s3Error(`PutObject ${path}`, response);
    await response.arrayBuffer();
  }

  async get(path: string): Promise<Buffer | null> {
    const response = await this.#send('GET', path);
    if (response.ok) return Buffer.from(await response.arrayBuffer());
    const error = await s3Error(`GetObject ${path}`, response);
    // Only a missing key is "no such image"; a missing bucket or a refusal is a storage failure.
    if (error.code === 'NoSuchKey') return null;
    throw error;
  }

  async delete(path: string): Promise<void> {
    const response = await this.#send('DELETE', path);
    if (!response.ok && response.status !== 404) throw await s3Error(`DeleteObject ${path}`, response);
    await response.arrayBuffer();
  }

  publicUrl(path: string): string | null {
    if (!this.#s.publicUrl) return null;
    if (!isSafePath(path)) throw new Error(`unsafe media path ${JSON.stringify(path)}`);
    return `${this.#s.publicUrl.replace(/\/+$/, '')}/${uriEncode(path, true)}`;
  }
}

/** S3 answers errors as `<Error><Code>…</Code><Message>…</Message></Error>`. */
async function s3Error(what: string, response: Response): Promise<S3Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? (response.status === 404 ? 'NotFound' : 'Unknown');
  const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1] ?? '';
  return new S3Error(what, response.status, code, message.slice(0, 200));
}
