import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.js';
import {
  freePort,
  newDataDir,
  removeDataDir,
  startServer,
  type RunningServer,
} from './support/coverlineServer.js';
import { ARTIFACTS_DIR } from './support/paths.js';
import { addUser } from './support/tenantUsers.js';
import { reportFailures } from './support/failureReport.js';

const WIDE = { width: 1440, height: 900 };
const OTHER_NAME = 'coverline.example';
const NARROW = { width: 1000, height: 800 };

const tenant = `e2e_${Date.now().toString(36)}`;
const admin = { email: 'admin@example.com', password: 'Admin#2026pass' };
const clerk = {
  email: 'clara.clerk@example.com',
  password: 'Clerk#2026pass',
  firstName: 'Clara',
  lastName: 'Kalniņa',
  permissions: ['party:Find', 'party:Read', 'party:Create'],
};

let port: number;
let dataDir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;
let shots = 0;

/** A screenshot in test-artifacts/e2e, numbered in the order the story is told, once transitions have ended. */
async function shot(name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  shots += 1;
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${String(shots).padStart(2, '0')}-${name}.png`) });
}

const banner = () => page.getByRole('banner');

/** Signs in on the issuer's login page, which the app has redirected to. */
async function signInAtIssuer(email: string, password: string): Promise<void> {
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the app shell, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    port = await freePort();
    dataDir = await newDataDir();
    server = await startServer(port, dataDir);
    // Another name for this machine, as a server name that PUBLIC_URL does not name.
    browser = await launchChromium([`--host-resolver-rules=MAP ${OTHER_NAME} 127.0.0.1`]);
    page = await (await browser.newContext({ viewport: WIDE, locale: 'en-GB' })).newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir !== undefined) await removeDataDir(dataDir);
  });

  it('sends a page opened at localhost to PUBLIC_URL’s 127.0.0.1, and says where to go from another name', async () => {
    await page.goto(`http://localhost:${port}/login`);
    expect(page.url()).toBe(`${server.url}/login`);
    await page.getByLabel('Account name').waitFor();

    await page.goto(`http://${OTHER_NAME}:${port}/login?returnTo=%2Fworkspace`);
    await page.getByRole('heading', { name: 'Open Coverline at its own address' }).waitFor();
    await shot('wrong-address');
    await page.getByRole('link', { name: `Open ${server.url}` }).click();
    await page.waitForURL(`${server.url}/login?returnTo=%2Fworkspace`);
    await page.getByLabel('Account name').waitFor();
  });

  it('registers a tenant', async () => {
    await page.goto(`${server.url}/register`);
    await page.getByLabel('Organisation code').fill(tenant);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByLabel('Confirm password').fill(admin.password);
    await shot('registration');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('heading', { name: 'Your organisation is registered' }).waitFor();
    await shot('registered');
  });

  it('signs the administrator in through the tenant’s issuer', async () => {
    // A second, restricted user for the forbidden-route step, added while the server is stopped.
    await server.stop();
    await addUser(dataDir, { tenantCode: tenant, ...clerk });
    server = await startServer(port, dataDir);

    await page.getByRole('link', { name: 'Go to sign-in' }).click();
    await expect(page.getByLabel('Account name').inputValue()).resolves.toBe(tenant);
    await page.getByRole('button', { name: 'Continue' }).click();
    await signInAtIssuer(admin.email, admin.password);

    // A new tenant's administrator starts at the settings.
    await page.waitForURL(/\/admin-area\/settings$/);
    await page.getByRole('textbox', { name: 'Company name' }).waitFor();
    await shot('signed-in-admin-settings');
  });

  it('navigates the workspace sidebar', async () => {
    await banner().getByRole('link', { name: 'Workspace' }).click();
    // An administrator of an insurance tenant lands on the dashboard, empty in a new tenant.
    await page.waitForURL(/\/workspace\/dashboard$/);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Quote status' }).getByText('Nothing yet this year.').waitFor();
    await shot('dashboard-empty');
    const nav = page.getByRole('navigation', { name: 'Workspace navigation' });
    await nav.getByRole('button', { name: 'Persons' }).click();
    await nav.getByRole('link', { name: 'New private person' }).click();
    await page.waitForURL(/\/workspace\/persons\/private\/new$/);
    const trail = banner().getByRole('navigation', { name: 'Breadcrumb trail' });
    await expect(trail.getByText('New private person').getAttribute('aria-current')).resolves.toBe('page');
    await nav.getByRole('link', { name: 'All persons' }).click();
    await page.waitForURL(/\/workspace\/persons$/);
    await page.getByRole('heading', { name: 'Persons' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await nav.getByRole('button', { name: 'Quotes' }).click();
    await shot('workspace-sidebar');
  });

  it('navigates the admin sidebar', async () => {
    await banner().getByRole('link', { name: 'Administration' }).click();
    await page.waitForURL(/\/admin-area\/settings$/);
    const nav = page.getByRole('navigation', { name: 'Administration navigation' });
    await nav.getByRole('button', { name: 'Product configuration' }).click();
    await nav.getByRole('button', { name: 'System objects' }).click();
    await nav.getByRole('link', { name: 'Private person' }).click();
    await page.waitForURL(/\/admin-area\/object\/[\w-]+$/);
    await nav.getByRole('button', { name: 'Users' }).click();
    await nav.getByRole('link', { name: 'Add user' }).click();
    await page.waitForURL(/\/admin-area\/users\/add$/);
    await banner().getByRole('navigation', { name: 'Breadcrumb trail' }).getByText('Add user').waitFor();
    await shot('admin-sidebar');
  });

  it('switches the language, and back', async () => {
    await banner().getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await banner().getByRole('button', { name: 'Sprache' }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-DE');
    await shot('german');

    await banner().getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await banner().getByRole('button', { name: 'Language' }).waitFor();
  });

  it('switches the theme', async () => {
    await banner().getByRole('button', { name: 'Appearance' }).click();
    await page.getByRole('button', { name: 'Indigo' }).click();
    await shot('appearance-indigo');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(banner().evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
      'rgb(40, 53, 147)',
    );
  });

  it('offers a mini sidebar that widens on hover, a full-height one, and hideable header and footer', async () => {
    const nav = page.getByRole('navigation', { name: 'Administration navigation' });
    const navWidth = async () => (await nav.boundingBox())?.width ?? 0;
    await banner().getByRole('button', { name: 'Appearance' }).click();
    await page.getByRole('radio', { name: 'Icons only' }).check();
    await page.getByRole('radio', { name: 'Full height' }).check();
    await page.getByRole('radio', { name: 'Compact' }).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(navWidth).toBeLessThan(100);
    await shot('mini-full-height-compact');

    await nav.hover();
    await expect.poll(navWidth).toBeGreaterThan(200);
    await shot('mini-hovered');

    await banner().getByRole('button', { name: 'Appearance' }).click();
    await page.getByRole('switch', { name: 'Show header' }).uncheck();
    await page.getByRole('switch', { name: 'Show footer' }).uncheck();
    await page.getByRole('radio', { name: 'Boxed' }).check();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => banner().count()).toBe(0);
    await shot('no-header-no-footer-boxed');

    await page.getByRole('button', { name: 'Appearance' }).click();
    await page.getByRole('button', { name: 'Restore defaults' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await banner().waitFor();
    // Back to the tenant's theme too: green.
    await expect(banner().evaluate((element) => getComputedStyle(element).backgroundColor)).resolves.toBe(
      'rgb(27, 94, 32)',
    );
  });

  it('lays the sidebar over the page below 1200 px and restores it on a wide screen', async () => {
    const nav = page.getByRole('navigation', { name: 'Administration navigation' });
    await page.setViewportSize(NARROW);
    await expect.poll(() => nav.isVisible()).toBe(false);
    await shot('narrow-closed');

    await banner().getByRole('button', { name: 'Open navigation' }).click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await shot('narrow-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.isVisible()).toBe(false);

    await page.setViewportSize(WIDE);
    await expect.poll(() => nav.isVisible()).toBe(true);
  });

  it('searches from Ctrl+K, typing straight into the search box', async () => {
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByText('Start typing to search').waitFor();
    await page.keyboard.type('zz-no-such-person');
    await dialog.getByText('Nothing found for “zz-no-such-person”').waitFor();
    await shot('search');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('switches to a user without admin permissions, who is denied the settings', async () => {
    await banner().getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Switch user' }).click();
    await signInAtIssuer(clerk.email, clerk.password);
    await page.getByRole('heading', { name: 'Welcome, Clara Kalniņa' }).waitFor();
    await expect(banner().getByRole('link', { name: 'Administration' }).count()).resolves.toBe(0);

    await page.goto(`${server.url}/admin-area/settings`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    await expect(page.getByRole('link', { name: 'Go to home page' }).count()).resolves.toBe(0);
    await shot('access-denied');

    // Starting a quote needs quote:Init: the page says so instead of the server refusing a call.
    await page.goto(`${server.url}/workspace/products/00000000-0000-4000-8000-000000000000/new`);
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });

  it('sends the user to sign in, and back, when the server refuses the access token', async () => {
    await page.goto(`${server.url}/home`);
    await page.getByRole('heading', { name: 'Welcome, Clara Kalniņa' }).waitFor();
    // A token the server cannot verify, as after a key change: the next call answers 401.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      if (key === undefined) throw new Error('no signed-in user in session storage');
      const user = JSON.parse(sessionStorage.getItem(key) as string) as { access_token: string };
      sessionStorage.setItem(key, JSON.stringify({ ...user, access_token: `${user.access_token}x` }));
    });
    await page.reload();
    await page.waitForURL(/\/login\?returnTo=%2Fhome$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    // The issuer still knows the user: no password asked, straight back where they were.
    await page.waitForURL(/\/home$/);
    await page.getByRole('heading', { name: 'Welcome, Clara Kalniņa' }).waitFor();
  });

  it('signs out', async () => {
    await banner().getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Coverline' }).waitFor();
    await shot('signed-out');
  });
});
