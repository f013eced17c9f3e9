// Process entry: config → database (migrations, demo data) → listen. Ctrl-C closes cleanly.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './db/prepare.ts';

const config = loadConfig();
const database = await prepareDatabase(config);
const app = await buildApp({
  database,
  logLevel: config.logLevel,
  companyCacheSeconds: config.companyCacheSeconds,
  dataDir: config.dataDir,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
