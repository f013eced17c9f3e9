import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config: media storage (ADR 0009)', () => {
  const s3Keys = { S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret' };

  it('keeps media on disk under DATA_DIR/media by default', () => {
    expect(loadConfig({}).media).toEqual({ storage: 'disk', dir: resolve('./data/media') });
    expect(loadConfig({ DATA_DIR: '/srv/eclat' }).media).toEqual({
      storage: 'disk',
      dir: '/srv/eclat/media',
    });
    expect(loadConfig({ MEDIA_STORAGE: 'database' }).media).toEqual({ storage: 'database' });
  });

  it('uses the bucket once one is named, with AWS defaults', () => {
    expect(loadConfig({ S3_BUCKET: 'eclat-media', ...s3Keys }).media).toEqual({
      storage: 's3',
      s3: {
        endpoint: 'https://s3.us-east-1.amazonaws.com',
        region: 'us-east-1',
        bucket: 'eclat-media',
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'secret',
        sessionToken: undefined,
        forcePathStyle: false,
        publicUrl: undefined,
      },
    });
    // An explicit choice wins over a bucket left in the environment.
    expect(loadConfig({ MEDIA_STORAGE: 'disk', S3_BUCKET: 'eclat-media' }).media.storage).toBe('disk');
  });

  it('reads every S3 setting (MinIO path-style, temporary credentials, a CDN)', () => {
    const media = loadConfig({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'fr-par',
      S3_BUCKET: 'media.eclat',
      S3_SESSION_TOKEN: 'token',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: 'https://cdn.example/eclat/',
      ...s3Keys,
    }).media;
    expect(media).toMatchObject({
      storage: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        region: 'fr-par',
        bucket: 'media.eclat',
        sessionToken: 'token',
        forcePathStyle: true,
        publicUrl: 'https://cdn.example/eclat',
      },
    });
  });

  it('refuses to start with s3 but no bucket or keys, naming what is missing', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(
      'Invalid configuration:\nS3_BUCKET: required when MEDIA_STORAGE is s3\n' +
        'S3_ACCESS_KEY_ID: required when MEDIA_STORAGE is s3\nS3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE is s3',
    );
    expect(() => loadConfig({ S3_BUCKET: 'eclat-media', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(
      /^Invalid configuration:\nS3_SECRET_ACCESS_KEY: required when MEDIA_STORAGE is s3$/,
    );
  });

  it('refuses malformed settings with a clear message', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ MEDIA_STORAGE: 'ftp' }, /MEDIA_STORAGE/],
      [{ S3_ENDPOINT: 's3.example.com' }, /S3_ENDPOINT must be an http\(s\) origin/],
      [{ S3_ENDPOINT: 'https://s3.example.com/bucket' }, /S3_ENDPOINT must be an http\(s\) origin/],
      [{ S3_BUCKET: 'Eclat_Media' }, /S3_BUCKET must be a bucket name/],
      [{ S3_REGION: 'EU West' }, /S3_REGION/],
      [{ S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
      [{ S3_PUBLIC_URL: 'cdn.example' }, /S3_PUBLIC_URL must be an http\(s\) URL/],
      [
        { S3_BUCKET: 'eclat-media', S3_ENDPOINT: 'http://localhost:9000', ...s3Keys },
        /S3_FORCE_PATH_STYLE: must be true when S3_ENDPOINT is an IP address or localhost/,
      ],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });
});

describe('config: proxies and the dev outbox (ADR 0013)', () => {
  it('trusts the storefront on this machine by default, a list, or none', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'fd00::/8' }).trustProxy).toEqual(['fd00::/8']);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it('refuses what is not an address or a range', () => {
    for (const value of ['*', 'true', '10.0.0.0/33', 'storefront', '10.0.0.1/8/1', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads DEV_OUTBOX and whether it runs in production', () => {
    expect(loadConfig({}).accounts).toMatchObject({ devOutbox: 'auto', production: true });
    expect(loadConfig({ DEV_OUTBOX: 'on', NODE_ENV: 'development' }).accounts).toMatchObject({
      devOutbox: 'on',
      production: false,
    });
    expect(() => loadConfig({ DEV_OUTBOX: 'yes' })).toThrow(/DEV_OUTBOX/);
  });
});

describe('config: SMS gateway (ADR 0023)', () => {
  const twilioKeys = {
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: 'token',
  };

  it('keeps SMS in the outbox when no gateway is chosen, whatever keys lie around', () => {
    expect(loadConfig({}).accounts.sms).toBeUndefined();
    expect(loadConfig({ BREVO_API_KEY: 'xkeysib-1', SMS_SENDER: 'Eclat' }).accounts.sms).toBeUndefined();
  });

  it('reads Brevo: key, sender, the live API by default, a time limit', () => {
    expect(
      loadConfig({ SMS_PROVIDER: 'brevo', BREVO_API_KEY: 'xkeysib-1', SMS_SENDER: 'Eclat' }).accounts.sms,
    ).toEqual({
      provider: 'brevo',
      apiKey: 'xkeysib-1',
      sender: 'Eclat',
      baseUrl: 'https://api.brevo.com',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        SMS_PROVIDER: 'brevo',
        BREVO_API_KEY: 'xkeysib-1',
        SMS_SENDER: '+33700000000',
        BREVO_API_URL: 'http://127.0.0.1:5599/',
        SMS_TIMEOUT_MS: '2500',
      }).accounts.sms,
    ).toMatchObject({ sender: '+33700000000', baseUrl: 'http://127.0.0.1:5599', timeoutMs: 2500 });
  });

  it('reads Twilio with a sender, or with a Messaging Service that wins over it', () => {
    expect(
      loadConfig({ SMS_PROVIDER: 'twilio', SMS_SENDER: 'SalonZen', ...twilioKeys }).accounts.sms,
    ).toEqual({
      provider: 'twilio',
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'token',
      sender: { from: 'SalonZen' },
      baseUrl: 'https://api.twilio.com',
      timeoutMs: 10_000,
    });
    expect(
      loadConfig({
        SMS_PROVIDER: 'twilio',
        SMS_SENDER: 'SalonZen',
        TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
        TWILIO_API_URL: 'http://127.0.0.1:5600',
        ...twilioKeys,
      }).accounts.sms,
    ).toMatchObject({
      sender: { messagingServiceSid: 'MG0123456789abcdef0123456789abcdef' },
      baseUrl: 'http://127.0.0.1:5600',
    });
  });

  it('refuses to start with a chosen gateway but no keys or sender, naming what is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'brevo' })).toThrow(
      'Invalid configuration:\nBREVO_API_KEY: required when SMS_PROVIDER is brevo\nSMS_SENDER: required when SMS_PROVIDER is brevo',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'token' })).toThrow(
      'Invalid configuration:\nTWILIO_ACCOUNT_SID: required when SMS_PROVIDER is twilio\nSMS_SENDER or TWILIO_MESSAGING_SERVICE_SID: required when SMS_PROVIDER is twilio',
    );
  });

  it('refuses values the gateways would refuse', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ SMS_PROVIDER: 'ovh' }, /SMS_PROVIDER/],
      [{ SMS_SENDER: 'Salon-Alpha' }, /SMS_SENDER must be up to 11 letters and digits/],
      [{ SMS_SENDER: 'MaisonEclat12' }, /SMS_SENDER/],
      [{ SMS_SENDER: 'Éclat' }, /SMS_SENDER/],
      [{ TWILIO_ACCOUNT_SID: 'SK0123456789abcdef0123456789abcdef' }, /TWILIO_ACCOUNT_SID must be AC/],
      [{ TWILIO_MESSAGING_SERVICE_SID: 'MG123' }, /TWILIO_MESSAGING_SERVICE_SID/],
      [{ BREVO_API_URL: 'api.brevo.com' }, /BREVO_API_URL/],
      [{ SMS_TIMEOUT_MS: '10' }, /SMS_TIMEOUT_MS/],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env), JSON.stringify(env)).toThrow(message);
  });
});

describe('config: request logs (LOG_REQUESTS, ADR 0027)', () => {
  it('logs failures and slow requests only by default', () => {
    expect(loadConfig({}).logRequests).toEqual({ kind: 'errors' });
  });

  it('reads all, errors and sample:N', () => {
    expect(loadConfig({ LOG_REQUESTS: 'all' }).logRequests).toEqual({ kind: 'all' });
    expect(loadConfig({ LOG_REQUESTS: 'errors' }).logRequests).toEqual({ kind: 'errors' });
    expect(loadConfig({ LOG_REQUESTS: 'sample:100' }).logRequests).toEqual({ kind: 'sample', every: 100 });
  });

  it('refuses anything else with a clear message', () => {
    for (const value of ['none', 'sample', 'sample:0', 'sample:-1', 'sample:1.5', 'ALL'])
      expect(() => loadConfig({ LOG_REQUESTS: value }), value).toThrow(
        /LOG_REQUESTS: LOG_REQUESTS must be all, errors or sample:N/,
      );
  });
});
