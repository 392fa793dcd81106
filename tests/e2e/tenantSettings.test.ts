import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './support/coverlineServer.js';
import { apiOf, startDemoStory, storyShots, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * The demo administrator sets the tenant up: changes a general setting, adds an integration with a secret
 * (which the dialog never shows again, and which a later save keeps), and creates an intermediary through the
 * form generated from the tenant's INTERMEDIARY object definition.
 */

const shot = storyShots('settings');
const API_KEY = 'e2e-planted-sms-key-5d1c';

let story: DemoStory;
let server: RunningServer;
let page: Page;

interface StoredSettings {
  companyFullName: string;
  integrations: { name: string; settings: Record<string, string>; secretsSet?: string[] }[];
}

describe('tenant settings and intermediaries, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('settings-server');
    ({ server, page } = story);
  });

  afterAll(() => story?.stop());

  const settings = async () => (await apiOf(page)<StoredSettings>('GET', '/api/tenant/settings')).body;

  it('changes a general setting with the one save', async () => {
    await page.goto(`${server.url}/admin-area/settings`);
    const name = page.getByRole('textbox', { name: 'Company name' });
    await expect.poll(() => name.inputValue()).toBe('Coverline Demo SIA');
    await name.fill('Coverline Baltic SIA');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('General information saved').waitFor();
    expect((await settings()).companyFullName).toBe('Coverline Baltic SIA');
    await shot(page, 'saved');
  });

  it('adds an integration with a secret, checked only when the dialog is applied', async () => {
    await page.getByRole('button', { name: 'Add integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New integration' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'SMS' }).click();
    await dialog.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Infobip' }).click();
    // A name another integration has is refused, whatever its case.
    await dialog.getByRole('textbox', { name: 'Name' }).fill('customer E-MAIL');
    await dialog.getByRole('textbox', { name: 'API address' }).fill('https://sms.example.com/api');
    await dialog.getByRole('textbox', { name: 'Sender' }).fill('Coverline');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('Another integration already has this name.').waitFor();
    await dialog.getByText('Required').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Customer texts');
    await dialog.getByLabel('API key').fill(API_KEY);
    await shot(page, 'integration-dialog');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('General information saved').waitFor();
    const saved = (await settings()).integrations.find((each) => each.name === 'Customer texts');
    expect(saved).toMatchObject({ settings: { sentFrom: 'Coverline' }, secretsSet: ['apiKey'] });
    expect(JSON.stringify(await settings())).not.toContain(API_KEY);
  });

  it('reopens the integration without its secret, and keeps it when saved without retyping it', async () => {
    await page.reload();
    await page.getByRole('button', { name: 'Edit Customer texts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit integration' });
    const key = dialog.getByLabel('API key');
    expect(await key.inputValue()).toBe('');
    expect(await key.getAttribute('placeholder')).toBe('Stored — type to replace');
    expect(await page.content()).not.toContain(API_KEY);
    await dialog.getByRole('textbox', { name: 'Sender' }).fill('Coverline Baltic');
    await shot(page, 'integration-reopened');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('General information saved').waitFor();
    const saved = (await settings()).integrations.find((each) => each.name === 'Customer texts');
    expect(saved).toMatchObject({ settings: { sentFrom: 'Coverline Baltic' }, secretsSet: ['apiKey'] });
  });

  it('creates an intermediary through the form generated from its object definition', async () => {
    await page.goto(`${server.url}/admin-area/intermediaries/add`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Riga Insurance Agents');
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('RIA');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('office@ria.example.lv');
    await shot(page, 'intermediary-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Riga Insurance Agents' }).waitFor();
    expect(page.url()).toMatch(/\/admin-area\/intermediaries\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const addUser = page.getByRole('link', { name: 'Add user' });
    expect(await addUser.getAttribute('href')).toMatch(
      /\/admin-area\/users\/add\?affiliation=[0-9a-f-]{36}$/,
    );
    await shot(page, 'intermediary');

    await page.goto(`${server.url}/admin-area/intermediaries`);
    await page.getByText('Riga Insurance Agents').waitFor();
    await page.getByText('Baltic Insurance Brokers').waitFor();
    await shot(page, 'intermediaries');
  });
});
