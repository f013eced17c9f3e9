// `npm start`: the API (embedded PGlite under DATA_DIR unless DATABASE_URL is set; migrations
// and demo data on first start) and the storefront's production build, together.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, startChild, superviseChildren } from './processes.ts';

const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.WEB_PORT ?? '3000';
const webBuild = join(root, 'apps/web/build/server/index.js');
if (!existsSync(webBuild)) {
  console.error('The storefront is not built: run `npm run build` (npm start does it for you).');
  process.exit(1);
}

const api = startChild('api', [join(root, 'apps/api/src/server.ts')], { API_PORT: apiPort });
const web = startChild('web', [join(root, 'apps/web/server.ts'), webBuild], {
  PORT: webPort,
  HOST: process.env.WEB_HOST ?? '0.0.0.0',
  NODE_ENV: 'production',
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // The back office (served by the API under /admin/) frames the storefront to preview a theme.
  BACKOFFICE_ORIGINS:
    process.env.BACKOFFICE_ORIGINS ?? `http://localhost:${apiPort},http://127.0.0.1:${apiPort}`,
});
superviseChildren([api, web]);
console.log(
  `Éclat: storefront http://localhost:${webPort} · back office http://localhost:${apiPort}/admin/ · API http://localhost:${apiPort}/api/docs`,
);
