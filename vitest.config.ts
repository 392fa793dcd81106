import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests run against the sources of sibling packages, so no build is needed before `npm test`.
export default defineConfig({
  resolve: {
    alias: {
      '@coverline/engine': source('./packages/engine/src/index.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'engine', include: ['packages/engine/src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
