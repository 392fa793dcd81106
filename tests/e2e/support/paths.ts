import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where screenshots and server logs of end-to-end runs go (ignored by git). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../../../test-artifacts/e2e/', import.meta.url));
