import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test kit: a small S3 on 127.0.0.1 (the real services are out of reach in tests). It keeps
// objects in memory, checks every request's SigV4 Authorization header with its own
// implementation of the documented algorithm (not the client's signer), and answers errors in
// S3's XML format.

export type StubAccount = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
};

export type StubObject = { body: Buffer; contentType?: string; cacheControl?: string };

export type StubRequest = { method: string; bucket: string; key: string; status: number; code?: string };

export type S3Stub = {
  /** 'http://127.0.0.1:port' */
  endpoint: string;
  port: number;
  /** Stored objects by key (without the bucket). */
  objects: Map<string, StubObject>;
  requests: StubRequest[];
  /** Answers 500 InternalError to the nth PutObject received from now on (1 = the next one). */
  failPut(nth: number): void;
  close(): Promise<void>;
};

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/,]+)\/(\d{8})\/([^/,]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

type Refusal = { status: number; code: string; message: string };

/** The SigV4 check S3 does: null when the request is signed by the account, else S3's refusal. */
function checkSignature(req: IncomingMessage, body: Buffer, account: StubAccount): Refusal | null {
  const header = req.headers.authorization;
  const match = header ? AUTHORIZATION.exec(header) : null;
  if (!match) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const [, accessKeyId, day, region, signedList, signature] = match as unknown as string[];
  if (accessKeyId !== account.accessKeyId)
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist.',
    };
  if (region !== account.region)
    return { status: 400, code: 'AuthorizationHeaderMalformed', message: `the region '${region}' is wrong` };
  const stamp = String(req.headers['x-amz-date'] ?? '');
  const at = Date.parse(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!stamp.startsWith(day as string) || Number.isNaN(at))
    return { status: 403, code: 'AccessDenied', message: 'bad x-amz-date' };
  if (Math.abs(Date.now() - at) > 15 * 60_000)
    return {
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    };
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body))
    return {
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: 'The provided x-amz-content-sha256 header does not match what was computed.',
    };
  const signed = (signedList as string).split(';');
  const unsigned = Object.keys(req.headers).filter(
    (name) => name.startsWith('x-amz-') && !signed.includes(name),
  );
  if (!signed.includes('host') || unsigned.length > 0)
    return {
      status: 403,
      code: 'AccessDenied',
      message: `headers must be signed: host, ${unsigned.join(', ')}`,
    };
  if (account.sessionToken && req.headers['x-amz-security-token'] !== account.sessionToken)
    return {
      status: 403,
      code: 'InvalidToken',
      message: 'The provided token is malformed or otherwise invalid.',
    };

  const target = new URL(req.url ?? '/', 'http://stub');
  const query = [...target.searchParams]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const headers = signed
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, target.pathname, query, headers, signed.join(';'), payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${stamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(
    hmac(hmac(hmac(`AWS4${account.secretAccessKey}`, day as string), region as string), 's3'),
    'aws4_request',
  );
  const expected = createHmac('sha256', key).update(toSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature as string, 'hex')))
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  return null;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Bucket and key from a virtual-hosted (bucket.host) or path-style (/bucket/key) request. */
function locate(req: IncomingMessage, port: number): { bucket: string; key: string } {
  const host = String(req.headers.host ?? '');
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://stub').pathname).slice(1);
  const suffix = `.localhost:${port}`;
  if (host.endsWith(suffix)) return { bucket: host.slice(0, -suffix.length), key: path };
  const slash = path.indexOf('/');
  return slash < 0 ? { bucket: path, key: '' } : { bucket: path.slice(0, slash), key: path.slice(slash + 1) };
}

export async function startS3Stub(account: StubAccount): Promise<S3Stub> {
  const objects = new Map<string, StubObject>();
  const requests: StubRequest[] = [];
  let puts = 0;
  let failingPut: number | null = null;
  let port = 0;

  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const { bucket, key } = locate(req, port);
    const method = req.method ?? 'GET';
    const send = (status: number, headers: Record<string, string> = {}, payload?: Buffer) => {
      requests.push({ method, bucket, key, status });
      res.writeHead(status, headers).end(payload);
    };
    const refuse = ({ status, code, message }: Refusal) => {
      requests.push({ method, bucket, key, status, code });
      res
        .writeHead(status, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
            `<Key>${key}</Key><RequestId>stub</RequestId></Error>`,
        );
    };

    const refusal = checkSignature(req, body, account);
    if (refusal) return refuse(refusal);
    if (bucket !== account.bucket)
      return refuse({ status: 404, code: 'NoSuchBucket', message: 'The specified bucket does not exist' });
    if (method === 'PUT') {
      puts += 1;
      if (puts === failingPut)
        return refuse({
          status: 500,
          code: 'InternalError',
          message: 'We encountered an internal error. Please try again.',
        });
      objects.set(key, {
        body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      });
      return send(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
    }
    if (method === 'GET') {
      const object = objects.get(key);
      if (!object)
        return refuse({ status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' });
      return send(200, { 'content-type': object.contentType ?? 'application/octet-stream' }, object.body);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      return send(204);
    }
    return refuse({ status: 405, code: 'MethodNotAllowed', message: 'The specified method is not allowed.' });
  };

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    objects,
    requests,
    failPut(nth) {
      failingPut = puts + nth;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * fetch over node:http that sends `*.localhost` to 127.0.0.1 with the Host header unchanged, so
 * virtual-hosted-style requests (bucket.localhost:port) reach the stub as they would a real S3.
 */
export function localhostFetch(url: URL, init: RequestInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: init.method,
        headers: init.headers as Record<string, string>,
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
          else (callback as (e: null, a: string, f: number) => void)(null, '127.0.0.1', 4);
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const status = res.statusCode ?? 500;
          const headers = Object.entries(res.headers).flatMap(([name, value]) =>
            value === undefined ? [] : [[name, String(value)] as [string, string]],
          );
          resolve(new Response(status === 204 ? null : Buffer.concat(chunks), { status, headers }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    const body = init.body;
    req.end(body instanceof Uint8Array ? body : undefined);
  });
}
