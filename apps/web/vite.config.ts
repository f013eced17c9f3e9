import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * React Router writes the client assets directory into the server build relative to the project
 * (`"build/client"`), which react-router-serve resolves against the current directory: started
 * from the repository root it would serve no assets. Resolve it from the server build's own
 * location instead (build/server/index.js → build/client), so any working directory works.
 */
function assetsDirectoryFromBuildLocation(): Plugin {
  return {
    name: 'eclat:assets-directory-from-build-location',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('virtual:react-router/server-build')) return null;
      const pattern = /export const assetsBuildDirectory = "[^"]*";/;
      if (!pattern.test(code)) this.error('assetsBuildDirectory not found in the React Router server build');
      return code.replace(
        pattern,
        'export const assetsBuildDirectory = decodeURIComponent(new URL("../client", import.meta.url).pathname);',
      );
    },
  };
}

/**
 * The small modules every page loads, gathered in one chunk (issue 7 measure): React Router gives
 * each module shared by several routes its own file, some 45 scripts per page, and the first paint
 * then waits on them under Lighthouse's simulated slow 4G (HTTP/1.1, 6 connections): about a second
 * and ten performance points. Modules only loaded on demand (dialogs, drawer, popups, Radix) are
 * left out, so that they still load on demand.
 */
const SHARED_MODULES = new RegExp(
  [
    // lib/ minus what only the journeys' pages load (it stays in their own chunks).
    '/app/lib/(?!.*\\.server)(?!use-caller|load-script|seo/private-page-meta)',
    '/app/locales/shell/error-messages',
    '/app/ui/(link|icon-button|badge|form-field|article-gallery|category-sections|next-slot|page-frame|post-card|rich-text|service-card|shop-hours|tabs|use-mounted)',
    '/app/features/shell/[^/]+$',
    '/app/features/shell/(platform|theme|preview)/',
    '/app/features/account/customer-session',
    '/app/features/shell/header/use-eshop-cart',
    '/app/features/shell/notices/notice',
    '/app/features/catalogue/(seo/|services/(service-types|booking-path))',
  ].join('|'),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), assetsDirectoryFromBuildLocation()],
  // Workspace packages (@eclat/contracts, @eclat/domain) ship TypeScript source: bundle them.
  ssr: { noExternal: [/^@eclat\//] },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'icons', test: /lucide-react/ },
            { name: 'shared', test: SHARED_MODULES },
          ],
        },
      },
    },
  },
});
