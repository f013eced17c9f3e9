// `npm run dev`: the API restarted on change and the storefront's Vite dev server.
import { join } from 'node:path';
import { root, startChild, superviseChildren } from './processes.ts';

const apiPort = process.env.API_PORT ?? '4000';
const api = startChild('api', ['--watch', join(root, 'apps/api/src/server.ts')], {
  API_PORT: apiPort,
  NODE_ENV: 'development',
});
const web = startChild(
  'web',
  [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'dev', '--port', process.env.WEB_PORT ?? '3000'],
  { API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` },
  join(root, 'apps/web'),
);
superviseChildren([api, web]);
