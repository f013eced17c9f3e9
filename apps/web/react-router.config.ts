import type { Config } from '@react-router/dev/config';

export default {
  // Every page is rendered on the server: the company is resolved from the Host header per request.
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
