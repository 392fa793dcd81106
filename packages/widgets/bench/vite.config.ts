import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Builds the benchmark page in production mode (minified React), with the engine from its sources. */
export default defineConfig({
  root: source('.'),
  plugins: [react()],
  resolve: { alias: { '@coverline/engine': source('../../engine/src/index.ts') } },
  build: { outDir: source('../node_modules/.bench-dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  logLevel: 'warn',
});
