import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from './paths.js';

/**
 * End-to-end tests run the real production build: the engine (which the server imports), the widgets (packed
 * as an integrator installs them), the server and the app. Set E2E_SKIP_BUILD=1 to reuse the last build while iterating on a test.
 */
export default function buildOnce(): void {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  for (const workspace of ['packages/engine', 'packages/widgets', 'packages/server', 'packages/app']) {
    // Vitest sets NODE_ENV=test, which Vite would carry into the bundle: React's development build.
    execFileSync('npm', ['run', 'build', '--workspace', workspace], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
