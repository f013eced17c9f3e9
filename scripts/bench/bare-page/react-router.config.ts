// The bench's reference page (issue 19): a bare React Router app, built into BARE_PAGE_BUILD by
// scripts/bench/deployed.ts and served by the storefront's own server (apps/web/server.ts).
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: process.env.BARE_PAGE_BUILD ?? 'build',
} satisfies Config;
