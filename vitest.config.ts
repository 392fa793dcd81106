import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests run against the sources of sibling packages, so no build is needed before `npm test`.
export default defineConfig({
  resolve: {
    alias: {
      '@coverline/engine': source('./packages/engine/src/index.ts'),
      '@coverline/widgets': source('./packages/widgets/src/index.ts'),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'engine', include: ['packages/engine/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/server/test/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/widgets/test/setup.ts'],
          // whole MUI forms rendered in jsdom take seconds when the machine is busy
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // The app's build constants (packages/app/vite.config.ts).
        define: {
          __PLATFORM_VERSION__: '"test"',
          __LOCALES_VERSION__: '"test"',
          __LIVE_PERMISSION_CHECK__: 'false',
        },
        test: {
          name: 'app',
          include: ['packages/app/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/app/src/testing/setup.ts'],
          // Screens rendered whole in jsdom take seconds when the machine is busy, as the widgets' forms do.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
