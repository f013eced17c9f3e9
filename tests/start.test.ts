// README's first command: `npm start` runs the API and the storefront, creates the embedded
// database under DATA_DIR with the demo data on first start, keeps it after, and Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/api/src/config.ts';
import { freePort, getPage } from './product.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'eclat-start-'));

async function waitFor(url: string, host: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    try {
      const page = await getPage(url, host);
      if (page.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts scripts/start.ts, checks both servers, adds a marker, then stops it with SIGINT. */
async function runOnce(check: (api: string, web: string) => Promise<void>): Promise<number | null> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const child = spawn(process.execPath, [join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      WEB_PORT: String(webPort),
      LOG_LEVEL: 'warn',
      WEB_HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const web = `http://127.0.0.1:${webPort}`;
    await waitFor(`${api}/health`, 'localhost', 60_000);
    await waitFor(`${web}/`, 'localhost', 30_000);
    await check(api, web);
  } finally {
    child.kill('SIGINT');
  }
  return exited;
}

describe('npm start', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts both servers on a new DATA_DIR, keeps the data on the next start, and stops on Ctrl-C', async () => {
    let firstToken = '';
    const firstExit = await runOnce(async (api, web) => {
      const token = await fetch(`${api}/api/companies/token/host/localhost`).then(
        (r) => r.json() as Promise<{ token: string }>,
      );
      firstToken = token.token;
      const me = await fetch(`${api}/api/companies/me`, { headers: { company: firstToken } }).then(
        (r) => r.json() as Promise<{ company: { nickname: string } }>,
      );
      expect(me.company.nickname).toBe('maison-eclat');
      const page = await getPage(`${web}/en`, 'localhost');
      expect(page.status).toBe(200);
    });
    expect(firstExit).toBe(0);

    const secondExit = await runOnce(async (api) => {
      // The same database: the demo company keeps its random token instead of being re-created.
      const token = await fetch(`${api}/api/companies/token/host/localhost`).then(
        (r) => r.json() as Promise<{ token: string }>,
      );
      expect(token.token).toBe(firstToken);
    });
    expect(secondExit).toBe(0);
  }, 180_000);
});

describe('configuration', () => {
  it('defaults to PGlite under ./data and the documented ports', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@127.0.0.1:5432/db' });
  });

  it('refuses an invalid setting with a clear message', () => {
    expect(() => loadConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
