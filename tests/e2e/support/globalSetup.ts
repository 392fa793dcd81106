import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freePort, newDataDir, removeDataDir, startServer } from './coverlineServer.js';
import { REPO_ROOT } from './paths.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a server that has just made the demo tenant, stopped: see `demoDataDir`. */
    demoDataDir: string;
  }
}

/**
 * End-to-end tests run the real production build: the engine (which the server imports), the widgets (packed
 * as an integrator installs them), the server and the app. Set E2E_SKIP_BUILD=1 to reuse the last build while iterating on a test.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') buildForProduction();
  // The demo tenant is made once, by the built server's first start, and each demo story starts from a copy.
  const demoDataDir = await newDataDir();
  await (await startServer(await freePort(), demoDataDir, 'demo-data')).stop();
  project.provide('demoDataDir', demoDataDir);
  return () => removeDataDir(demoDataDir);
}

export function buildForProduction(): void {
  for (const workspace of ['packages/engine', 'packages/widgets', 'packages/server', 'packages/app']) {
    // Vitest sets NODE_ENV=test, which Vite would carry into the bundle: React's development build.
    execFileSync('npm', ['run', 'build', '--workspace', workspace], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
