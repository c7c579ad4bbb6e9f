import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on :3000 (npm run dev); Vite proxies its two surfaces.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/graphql': 'http://localhost:3000' },
  },
  // Pages load per route (app/lazy-pages.ts); the entry (React, Chakra's styled system, Apollo,
  // the router) is ~550 kB raw. A bigger chunk means something heavy slipped into it.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
});
