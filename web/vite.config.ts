import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where the dev server proxies /api and /ws: the BFF of `npm start` unless BFF_URL says otherwise. */
const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    // Tenants are subdomains (acme.localhost), so the dev server accepts any *.localhost host.
    host: '127.0.0.1',
    allowedHosts: ['.localhost'],
    proxy: {
      '/api': { target: bff, changeOrigin: false },
      '/ws': { target: bff, ws: true, changeOrigin: false },
    },
  },
});
