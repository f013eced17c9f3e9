import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amzDate, EMPTY_SHA256, sha256Hex, signRequest, uriEncode } from './sigv4.ts';

// The examples of the S3 API guide, "Signature Calculations for the Authorization Header:
// Transferring Payload in a Single Chunk (AWS Signature Version 4)": one account, one day.
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const example = {
  region: 'us-east-1',
  service: 's3',
  credentials,
  date: new Date('2013-05-24T00:00:00Z'),
};
const host = 'https://examplebucket.s3.amazonaws.com';
const scope = 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request';

describe('AWS Signature Version 4', () => {
  it('signs the documented GET Object example (Range: bytes=0-9)', () => {
    const signed = signRequest({
      ...example,
      method: 'GET',
      url: new URL(`${host}/test.txt`),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n' +
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(signed.headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers).toMatchObject({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': EMPTY_SHA256,
    });
    expect(signed.headers.host).toBeUndefined();
  });

  it('signs the documented PUT Object example (a payload, a Date header, an encoded key)', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signRequest({
      ...example,
      method: 'PUT',
      url: new URL(`${host}/${uriEncode('test$file.text')}`),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
    });
    expect(signed.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signed.headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope},` +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs the documented GET Bucket Lifecycle and List Objects examples (query strings)', () => {
    const sign = (path: string) =>
      signRequest({ ...example, method: 'GET', url: new URL(`${host}${path}`), payloadHash: EMPTY_SHA256 })
        .headers.authorization;
    expect(sign('/?lifecycle')).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope},SignedHeaders=host;x-amz-content-sha256;x-amz-date,` +
        'Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543',
    );
    expect(sign('/?max-keys=2&prefix=J')).toBe(
      `AWS4-HMAC-SHA256 Credential=${scope},SignedHeaders=host;x-amz-content-sha256;x-amz-date,` +
        'Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });

  it('signs the session token of temporary credentials and the port of the host', () => {
    const signed = signRequest({
      ...example,
      credentials: { ...credentials, sessionToken: 'token/with+chars==' },
      method: 'DELETE',
      url: new URL('http://127.0.0.1:9000/bucket/a.webp'),
      payloadHash: EMPTY_SHA256,
    });
    expect(signed.headers['x-amz-security-token']).toBe('token/with+chars==');
    expect(signed.canonicalRequest).toContain('host:127.0.0.1:9000\n');
    expect(signed.headers.authorization).toContain(
      'SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token,',
    );
  });

  it('encodes like S3: unreserved characters only, slashes kept in keys', () => {
    expect(uriEncode("a b+c/d~e_f.g-h!'()*é")).toBe('a%20b%2Bc%2Fd~e_f.g-h%21%27%28%29%2A%C3%A9');
    expect(uriEncode('dir/a b.webp', true)).toBe('dir/a%20b.webp');
    expect(amzDate(new Date('2026-03-29T01:02:03.456Z'))).toBe('20260329T010203Z');
  });

  it('gives the same signature whatever the order of the query and header names', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][a-z-]{0,8}$/), fc.string({ maxLength: 8 })), {
          selector: ([name]) => name,
          maxLength: 5,
        }),
        (pairs) => {
          const sign = (list: [string, string][]) => {
            const url = new URL(`${host}/k`);
            for (const [name, value] of list) url.searchParams.append(name, value);
            const headers = Object.fromEntries(list.map(([name, value]) => [`x-test-${name}`, `v${value}`]));
            return signRequest({ ...example, method: 'GET', url, headers, payloadHash: EMPTY_SHA256 }).headers
              .authorization;
          };
          expect(sign([...pairs].reverse())).toBe(sign(pairs));
        },
      ),
    );
  });
});
