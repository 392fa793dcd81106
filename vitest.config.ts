import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The server suite against the database its global setup picks (see packages/server/test/support/globalSetup.ts). */
const serverProject = (name: string, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...exclude],
    environment: 'node',
    globalSetup: ['packages/server/test/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

/** The screens' tests: React and MUI in jsdom. */
const JSDOM = {
  environment: 'jsdom',
  setupFiles: ['tests/support/jsdomLabelControl.ts'],
  // A worker keeps React, MUI and the document between its files instead of loading them for each file,
  // which halves the time of these tests; each test unmounts what it rendered and clears the storage.
  isolate: false,
  // Whole MUI forms and screens rendered in jsdom take seconds when the machine is busy.
  testTimeout: 30_000,
} as const;

// Tests run against the sources of sibling packages, so no build is needed before `npm test`.
export default defineConfig({
  resolve: {
    alias: {
      '@coverline/engine': source('./packages/engine/src/index.ts'),
      '@coverline/widgets': source('./packages/widgets/src/index.ts'),
    },
  },
  test: {
    // Every core (Vitest leaves one idle by default): the files are independent and CI has two cores. The e2e
    // files, each a server and a browser, run after the rest (`npm test`), not beside a jsdom screen.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['packages/engine/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['packages/engine/test-support/setup.ts'],
        },
      },
      serverProject('server'),
      // The same suite on real PostgreSQL when DATABASE_URL names one (`npm test` runs scripts/with-postgres.sh).
      // The embedded database's own tests, and the checks of the HTTP layer that every route passes through
      // before and after its statements (malformed payloads, response schemas), are the same on either run.
      ...(process.env.DATABASE_URL
        ? [
            serverProject('server-postgres', [
              'packages/server/src/db/embeddedDatabase.test.ts',
              'packages/server/test/http/malformedInput.test.ts',
              'packages/server/test/http/responseSchemas.test.ts',
            ]),
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'widgets',
          include: ['packages/widgets/src/**/*.test.{ts,tsx}'],
          ...JSDOM,
          setupFiles: ['packages/widgets/test/setup.ts', ...JSDOM.setupFiles],
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
          ...JSDOM,
          setupFiles: ['packages/app/src/testing/setup.ts', ...JSDOM.setupFiles],
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
          // What a story waits for arrives from a server and a browser that share two cores with another story:
          // a poll waits as long as a locator does (the pages' default timeout), not Vitest's second.
          expect: { poll: { timeout: 20_000 } },
          // Two stories at a time, each with its own server, database and browser: 500 s → 312 s on two cores.
          fileParallelism: true,
        },
      },
    ],
  },
});
