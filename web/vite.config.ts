import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { landingHtml } from './vite/landing-html';
import { precompress } from './vite/precompress';

/** Where the dev server proxies /api and /ws: the BFF of `npm start` unless BFF_URL says otherwise. */
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * The shared contracts are pure schema definitions, so a bundle may drop every one it does not
 * use; only the module that configures zod's messages must always run.
 */
const contractsWithoutSideEffects = (id: string) =>
  id.includes('/services/contracts/src/') && !id.endsWith('/zod-messages.ts');

export default defineConfig(({ command }) => ({
  plugins: [react(), landingHtml(), precompress()],
  resolve: {
    // react-router's package points every condition at its development build; production builds
    // take the production one it ships beside it (no dev-only checks and warnings).
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: reactRouterProduction('dom-export.mjs'),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !contractsWithoutSideEffects(id) },
      output: {
        // What every page runs first as two files rather than thirty small ones (the libraries, then
        // everything the entry imports): fewer requests ahead of the first page over HTTP/1.1's six
        // connections, and better compression.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            { name: 'app', priority: 1, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    // Tenants are subdomains (acme.localhost), so the dev server accepts any *.localhost host.
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: bff, changeOrigin: false },
      '/ws': { target: bff, ws: true, changeOrigin: false },
    },
  },
}));
