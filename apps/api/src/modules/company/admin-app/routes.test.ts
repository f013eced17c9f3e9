import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAppRoutes, resolveInside } from './routes.ts';

async function appServing(dir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  adminAppRoutes(app, { dir });
  await app.ready();
  return app;
}

describe('the back office served under /admin/', () => {
  let root: string;
  let built: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'eclat-admin-'));
    built = join(root, 'dist');
    mkdirSync(join(built, 'assets'), { recursive: true });
    writeFileSync(join(built, 'index.html'), '<!doctype html><title>Console</title>');
    writeFileSync(join(built, 'assets', 'index-3f2a1b.js'), 'console.log(1)');
    writeFileSync(join(built, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // A file next to the build that must never be reachable.
    writeFileSync(join(root, 'secret.txt'), 'not for you');
    app = await appServing(built);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers hashed assets with a year of immutable cache and their type', async () => {
    const res = await app.inject({ url: '/admin/assets/index-3f2a1b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log(1)');
  });

  it('answers index.html, revalidated, for the root and for client routes', async () => {
    for (const url of ['/admin/', '/admin/today', '/admin/catalogue/shops/12?tab=hours']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.body).toContain('<title>Console</title>');
    }
    const other = await app.inject({ url: '/admin/favicon.svg' });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.headers['content-type']).toBe('image/svg+xml');
  });

  it('redirects /admin to /admin/', async () => {
    const res = await app.inject({ url: '/admin' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/');
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const res = await app.inject({ url: '/admin/assets/gone-123.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('never serves a file outside the build, however the path is written', async () => {
    for (const url of [
      '/admin/../secret.txt',
      '/admin/%2e%2e/secret.txt',
      '/admin/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/admin/..%5csecret.txt',
      '/admin/%00secret.txt',
      '/admin/%E0%A4%A',
    ]) {
      const res = await app.inject({ url });
      expect(res.body, url).not.toContain('not for you');
      expect([400, 404], url).toContain(res.statusCode);
    }
  });

  it('answers 404 everywhere when the build is absent', async () => {
    const empty = await appServing(join(root, 'nowhere'));
    for (const url of ['/admin/', '/admin/today', '/admin/assets/index-3f2a1b.js']) {
      const res = await empty.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await empty.inject({ url: '/admin/' })).json().message).toContain('not built');
    await empty.close();
  });
});

describe('resolveInside', () => {
  it('keeps plain relative paths and refuses the rest', () => {
    expect(resolveInside('/srv/dist', 'assets/a.js')).toBe('/srv/dist/assets/a.js');
    expect(resolveInside('/srv/dist', '')).toBe('/srv/dist');
    expect(resolveInside('/srv/dist', '../x')).toBeNull();
    expect(resolveInside('/srv/dist', 'a/%2e%2e/%2e%2e/x')).toBeNull();
    expect(resolveInside('/srv/dist', '%2fetc%2fpasswd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', 'a\\..\\x')).toBeNull();
    expect(resolveInside('/srv/dist', '%zz')).toBeNull();
  });
});
