import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for header-signed requests (the S3 API and its clones: MinIO,
// Scaleway, OVH, R2). Written on node:crypto so the object store needs no SDK (ADR 0009).
// Reference: "Authenticating Requests: Using the Authorization Header" of the S3 API guide.

export type SigV4Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type SigV4Request = {
  method: string;
  /** Path already encoded as the service expects it (S3: each segment once), plus the query. */
  url: URL;
  /** Headers sent and signed besides host and the x-amz-* headers added here. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (`sha256Hex(body)`; `EMPTY_SHA256` without one). */
  payloadHash: string;
  region: string;
  service: string;
  credentials: SigV4Credentials;
  date: Date;
};

export type SignedRequest = {
  /** Every header to send except host (fetch sets it from the URL, as signed). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
};

export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ stay as they are. */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

/** '20130524T000000Z' */
export const amzDate = (date: Date): string => date.toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Query parameters encoded and sorted by name, then value. */
function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([n1, v1], [n2, v2]) => (n1 < n2 ? -1 : n1 > n2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The key derived from the secret for one day, region and service. */
export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
}

/** Adds x-amz-date, x-amz-content-sha256, the session token if any, and the Authorization header. */
export function signRequest(request: SigV4Request): SignedRequest {
  const stamp = amzDate(request.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = request.payloadHash;
  if (request.credentials.sessionToken) headers['x-amz-security-token'] = request.credentials.sessionToken;

  const signed: Record<string, string> = { ...headers, host: request.url.host };
  const names = Object.keys(signed).sort();
  const signedHeaders = names.join(';');
  const canonicalHeaders = names
    .map((name) => `${name}:${(signed[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQuery(request.url),
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${request.region}/${request.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = signingKey(request.credentials.secretAccessKey, day, request.region, request.service);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${request.credentials.accessKeyId}/${scope},` +
    `SignedHeaders=${signedHeaders},Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign };
}
