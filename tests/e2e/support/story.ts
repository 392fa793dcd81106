import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS_DIR } from './paths.js';

/**
 * Screenshots in test-artifacts/e2e named `{story}-{nn}-{name}.png`, numbered in the order the story is told,
 * each taken once transitions have ended.
 */
export function storyShots(story: string): (page: Page, name: string) => Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  let shots = 0;
  return async (page, name) => {
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    shots += 1;
    await page.screenshot({
      path: join(ARTIFACTS_DIR, `${story}-${String(shots).padStart(2, '0')}-${name}.png`),
      fullPage: true,
    });
  };
}

/** Signs in through the app's login page and the tenant's issuer. */
export async function signIn(
  page: Page,
  baseUrl: string,
  tenant: string,
  user: { email: string; password: string },
): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Account name').fill(tenant);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(home|workspace|admin-area)/);
}

/**
 * Calls the API as the signed-in user, with the access token the app holds: for what a story takes as given
 * (the persons it starts from, say) rather than tells.
 */
export function apiOf(page: Page) {
  return async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> =>
    page.evaluate(
      async ({ method, path, body }) => {
        const key = Object.keys(sessionStorage).find((each) => each.startsWith('oidc.user'));
        const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
        const response = await fetch(path, {
          method,
          headers: {
            authorization: `Bearer ${user.access_token ?? ''}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json().catch(() => null)) as T };
      },
      { method, path, body },
    );
}
