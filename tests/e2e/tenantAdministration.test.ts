import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../packages/server/src/demo/demoUsers.js';
import type { RunningServer } from './support/coverlineServer.js';
import { apiOf, signIn, startDemoStory, storyShots, type DemoStory } from './support/story.js';

/**
 * Tenant administration as an administrator does it on the demo tenant: a permission group for making
 * quotes, a new user in it (both through the screens), the user signing in with what the group allows and
 * nothing more, and blocking the user from another browser, after which the user's next call is refused.
 */

const shot = storyShots('tenant-administration');
const stamp = Date.now().toString(36);
const GROUP = `Quote makers ${stamp}`;
const clerk = { email: `clerk.${stamp}@demo.example.com`, password: 'Quote-clerk-2026' };
const QUOTE_PERMISSIONS = ['quote:Find', 'quote:Read', 'quote:Init', 'quote:Save'];

let story: DemoStory;
let server: RunningServer;
let admin: Page;
let browser: Browser;
let clerkPage: Page;
let clerkUserUrl: string;

describe('tenant administration, in Chromium against the real server', () => {
  beforeAll(async () => {
    story = await startDemoStory('tenant-administration-server');
    ({ server, page: admin } = story);
    browser = admin.context().browser() as Browser;
  });

  afterAll(() => story?.stop());

  it('creates a permission group holding quote permissions', async () => {
    await admin.goto(`${server.url}/admin-area/permission-groups/add`);
    await admin.getByRole('heading', { name: 'New permission group' }).waitFor();
    await admin.getByRole('textbox', { name: 'Name' }).fill(GROUP);
    const permissions = admin.getByRole('group', { name: 'Permissions' });
    await permissions.getByRole('searchbox', { name: 'Search Available: Permissions' }).fill('quote:');
    for (const permission of QUOTE_PERMISSIONS) {
      await permissions.getByRole('checkbox', { name: permission, exact: true }).check();
    }
    await permissions.getByRole('button', { name: 'Add the ticked Permissions' }).click();
    await shot(admin, 'new-group');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL(/\/admin-area\/permission-groups\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: GROUP }).waitFor();
    const table = admin.getByRole('table', { name: 'Permissions' });
    for (const permission of QUOTE_PERMISSIONS) await table.getByText(permission, { exact: true }).waitFor();
    await shot(admin, 'group');
  });

  it('adds a user in that group through the user form', async () => {
    await admin.goto(`${server.url}/admin-area/users/add`);
    await admin.getByRole('heading', { name: 'New user' }).waitFor();
    await admin.getByRole('textbox', { name: 'E-mail' }).fill(clerk.email);
    await admin.getByRole('textbox', { name: 'First name' }).fill('Clara');
    await admin.getByRole('textbox', { name: 'Last name' }).fill('Quill');
    await admin.getByLabel(/^Password/).fill(clerk.password);
    await admin.getByLabel(/^Confirm password/).fill(clerk.password);
    await admin.getByRole('combobox', { name: 'Permission groups' }).click();
    await admin.getByRole('option', { name: GROUP }).click();
    await admin.keyboard.press('Escape');
    await shot(admin, 'new-user');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL(/\/admin-area\/users\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { name: 'Clara Quill' }).waitFor();
    await admin.getByRole('link', { name: GROUP }).waitFor();
    clerkUserUrl = admin.url();
    await shot(admin, 'user');
  });

  it('lets the new user sign in at once, to the quotes and not to the administration of users', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    clerkPage = await context.newPage();
    clerkPage.setDefaultTimeout(20_000);
    await signIn(clerkPage, server.url, DEMO_TENANT, clerk);
    await clerkPage.goto(`${server.url}/workspace/quotes`);
    await clerkPage.getByRole('heading', { name: 'Quotes' }).waitFor();
    await shot(clerkPage, 'clerk-quotes');

    await clerkPage.goto(`${server.url}/admin-area/users`);
    await clerkPage.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect((await apiOf(clerkPage)('GET', '/api/users/find')).status).toBe(403);
    expect((await apiOf(clerkPage)('GET', '/api/quotes/find?page=0&limit=10')).status).toBe(200);
  });

  it('blocks the user from the administrator’s browser; the user’s next call is refused', async () => {
    await admin.goto(clerkUserUrl);
    await admin.getByRole('button', { name: 'Block' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Block the user?' });
    await dialog.getByText(/Clara Quill will be signed out at once/).waitFor();
    await dialog.getByRole('button', { name: 'Block' }).click();
    await admin.getByText('Blocked', { exact: true }).waitFor();
    await shot(admin, 'user-blocked');

    expect((await apiOf(clerkPage)('GET', '/api/quotes/find?page=0&limit=10')).status).toBe(401);
    await clerkPage.goto(`${server.url}/workspace/quotes`);
    await clerkPage.waitForURL(/\/login\?returnTo=/);
    await shot(clerkPage, 'clerk-signed-out');
  });
});
