import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Serves (`npm run examples`) or builds (`npm run examples:build`) the pages in `examples/embed` and
 * `examples/gallery`, with the engine and the widgets taken from their sources.
 */
export default defineConfig({
  root: source('../../examples'),
  plugins: [react()],
  resolve: {
    alias: {
      '@coverline/engine': source('../engine/src/index.ts'),
      '@coverline/widgets': source('./src/index.ts'),
    },
  },
  build: {
    outDir: source('node_modules/.examples-dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: {
        embed: source('../../examples/embed/index.html'),
        gallery: source('../../examples/gallery/index.html'),
      },
    },
  },
  server: { open: '/embed/' },
});
