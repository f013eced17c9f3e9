// The bench's reference page (issue 19): a bare React Router app, built into build/ (beside this
// file, so that its server build finds react and react-router in the repository's node_modules)
// by scripts/bench/deployed.ts and served by the storefront's own server (apps/web/server.ts).
import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
