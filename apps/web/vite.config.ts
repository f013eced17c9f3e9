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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), assetsDirectoryFromBuildLocation()],
  // Workspace packages (@eclat/contracts, @eclat/domain) ship TypeScript source: bundle them.
  ssr: { noExternal: [/^@eclat\//] },
});
