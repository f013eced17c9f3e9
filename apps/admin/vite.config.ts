import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console is a single-page app served by the API under /admin/ (ADR 0011): same origin as
// /api, so no CORS. `npm run dev` proxies /api to a running API.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    port: 5174,
    proxy: { '/api': process.env.API_URL ?? 'http://127.0.0.1:4000' },
  },
});
