import { mkdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_TENANT, DEMO_USERS } from '../../../packages/server/src/demo/demoUsers.js';
import { launchChromium } from './chromium.js';
import { freePort, newDataDir, removeDataDir, startServer, type RunningServer } from './coverlineServer.js';
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

/** What a story runs on: a fresh server with the demo tenant, and Chromium signed in as its administrator. */
export interface DemoStory {
  server: RunningServer;
  dataDir: string;
  page: Page;
  stop(): Promise<void>;
}

/**
 * Starts a server on a new data directory (its first start creates the demo tenant), opens Chromium at a
 * desktop size in British English and signs in as the demo administrator. `stop()` undoes it all.
 */
/** A data directory holding the demo tenant as a first start makes it, copied from the one made for the run. */
async function demoDataDir(): Promise<string> {
  const dataDir = await newDataDir();
  await cp(inject('demoDataDir'), dataDir, { recursive: true });
  return dataDir;
}

export async function startDemoStory(logName: string): Promise<DemoStory> {
  const dataDir = await demoDataDir();
  const server = await startServer(await freePort(), dataDir, logName);
  const browser = await launchChromium();
  const stop = async () => {
    await browser.close();
    await server.stop();
    await removeDataDir(dataDir);
  };
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await signIn(page, server.url, DEMO_TENANT, DEMO_USERS.administrator);
    return { server, dataDir, page, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
