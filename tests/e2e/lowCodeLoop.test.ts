import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.js';
import { chooseOption, chooseOptionUntil } from './support/formFields.js';
import {
  freePort,
  newDataDir,
  removeDataDir,
  startServer,
  type RunningServer,
} from './support/coverlineServer.js';
import { clickUntil } from './support/panels.js';
import { signIn as signInAt, storyShots } from './support/story.js';
import { addUser } from './support/tenantUsers.js';
import { DEMO_TENANT, DEMO_USERS } from '../../packages/server/src/demo/demoUsers.js';
import { reportFailures } from './support/failureReport.js';

/**
 * The low-code loop: a product manager shapes a product and a staff member quotes it straight away, with no restart
 * in between: the new object's fields appear in the quote form, the server validates them with the same
 * compiled schema, and a field added in a new version is on the next new quote. A saved query whose condition
 * tests that new field then lists the quotes that have it, in the staff member's sidebar, sorted, searched and
 * exported.
 */

const VIEWPORT = { width: 1440, height: 900 };
const TENANT = DEMO_TENANT;
const productManager = DEMO_USERS.administrator;
const staff = {
  email: 'sam.staff@example.com',
  password: 'Staff#2026pass',
  firstName: 'Sam',
  lastName: 'Ozoliņš',
  permissions: ['quote:*', 'party:*', 'query:Read', 'internal:Restriction'],
};
const PRODUCT = 'Roadside assistance';
const QUERY = 'High mileage';

let server: RunningServer;
let dataDir: string;
let browser: Browser;
let admin: Page;
let clerk: Page;
/** The address of the first quote, to open it again. */
let quoteAddress: string;
/** The number the server gave the first quote. */
let quoteNr: string;
/** The numbers of the quotes saved with a mileage, by their mileage. */
const byMileage = new Map<number, string>();

const shot = storyShots('low-code');

const signIn = (page: Page, user: { email: string; password: string }) =>
  signInAt(page, server.url, TENANT, user);

/** Adds a field to an object of the version page through the field definition dialog. */
/**
 * Chooses the field of a condition builder's rule until the rule shows it: a choice made as the rule is drawn
 * again may be lost, and the rule's comparison and value follow its field.
 */
const chooseField = (page: Page, field: Locator, name: string) =>
  chooseOptionUntil(page, field, name, async () => (await field.textContent()) === name);

async function addField(
  page: Page,
  object: Locator,
  field: { key: string; name: string; type: string; mandatory?: boolean },
  more?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await object.getByRole('button', { name: 'Add field' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Key/ }).fill(field.key);
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(field.name);
  await dialog.getByRole('button', { name: 'Choose Icon' }).click();
  await page.getByRole('dialog', { name: 'Choose an icon' }).getByRole('button', { name: 'Label' }).click();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Field type' }), field.type);
  if (field.mandatory === true) await dialog.getByRole('switch', { name: 'Mandatory' }).click();
  await more?.(dialog);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.waitFor({ state: 'detached' })).resolves.toBeUndefined();
}

/** The message under a form field (its description for assistive technology). */
function messageOf(field: Locator): Promise<string | undefined> {
  return field.evaluate(
    (input) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? undefined,
  );
}

/**
 * Saves the version on screen, then activates it after the confirmation. The page reads the saved version
 * again and renders it afresh, which would close a confirmation opened before: it is waited for.
 */
async function saveAndActivate(page: Page): Promise<void> {
  const reread = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' &&
      /\/api\/product-versions\/[0-9a-f-]{36}\/context$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(/saved/).first().waitFor();
  await reread;
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Activate' }).click();
  await page.getByText('Active', { exact: true }).waitFor();
}

/**
 * Starts a new quote for the product from the workspace sidebar and waits for its form: an unsaved draft on
 * the new-quote address, titled "New quote", without a number until its first save.
 */
async function newQuote(page: Page): Promise<void> {
  await page.goto(`${server.url}/home`);
  const nav = page.getByRole('navigation', { name: 'Workspace navigation' });
  const open = async (group: string) => {
    const button = nav.getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  };
  const product = nav.getByRole('link', { name: PRODUCT });
  const newQuoteAddress = /\/workspace\/products\/[0-9a-f-]{36}\/new$/;
  // Under load a click on the menu while the landing page still decides where to send its user (the
  // dashboard) was undone twice (in CI and here, 1 in some 100 runs, not reproduced on a quiet machine).
  await clickUntil(
    page,
    async () => {
      await open('Quotes');
      await open('New quote');
      await product.click();
      await page.waitForURL(newQuoteAddress, { timeout: 5000 }).catch(() => undefined);
    },
    async () => newQuoteAddress.test(page.url()),
  );
  await page.getByRole('heading', { name: 'New quote' }).waitFor();
  await page.getByRole('button', { name: 'Save' }).waitFor();
}

describe('the low-code loop, in Chromium against the real server', () => {
  reportFailures(() => [admin, clerk]);

  beforeAll(async () => {
    const port = await freePort();
    dataDir = await newDataDir();
    // The first start creates the demo tenant; the staff user is added while the server is stopped.
    server = await startServer(port, dataDir, 'low-code-server');
    await server.stop();
    await addUser(dataDir, { tenantCode: TENANT, ...staff });
    server = await startServer(port, dataDir, 'low-code-server');
    browser = await launchChromium();
    admin = await (await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' })).newPage();
    clerk = await (await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' })).newPage();
    admin.setDefaultTimeout(20_000);
    clerk.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir !== undefined) await removeDataDir(dataDir);
  });

  it('a product manager creates a product and its first version', async () => {
    await signIn(admin, productManager);
    await admin.goto(`${server.url}/admin-area/products/new`);
    await admin.getByRole('textbox', { name: /^Name/ }).fill(PRODUCT);
    await admin.getByRole('textbox', { name: /^Code/ }).fill('ROADSIDE');
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('heading', { name: PRODUCT }).waitFor();

    await admin.getByRole('link', { name: 'Add version' }).click();
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.waitForURL(/\/product-versions\/[0-9a-f-]{36}$/);
    await admin.getByRole('button', { name: 'Add object' }).waitFor();
  });

  it('adds an object with a mandatory lookup, a money field and a field shown only when a yes/no is yes', async () => {
    await admin.getByRole('button', { name: 'Add object' }).click();
    await admin.getByRole('menuitem', { name: 'New custom object' }).click();
    await admin
      .getByRole('region', { name: 'New object' })
      .getByRole('textbox', { name: /^Name/ })
      .fill('Vehicle');
    const vehicle = admin.getByRole('region', { name: 'Vehicle' });
    await vehicle.getByRole('textbox', { name: /^Key/ }).fill('vehicle');

    await addField(admin, vehicle, { key: 'make', name: 'Make', type: 'Lookup', mandatory: true }, (dialog) =>
      chooseOption(admin, dialog.getByRole('combobox', { name: /^Lookup/ }), 'Vehicle makes'),
    );
    await addField(admin, vehicle, { key: 'value', name: 'Vehicle value', type: 'Money', mandatory: true });
    await addField(admin, vehicle, { key: 'towsTrailer', name: 'Tows a trailer', type: 'Yes / no' });
    await addField(
      admin,
      vehicle,
      { key: 'trailerPlate', name: 'Trailer plate', type: 'Short text', mandatory: true },
      async (dialog) => {
        await dialog.getByRole('button', { name: 'Edit Display condition' }).click();
        const builder = admin.getByRole('dialog', { name: /^Display condition of/ });
        await builder.getByRole('button', { name: 'Add rule' }).click();
        await chooseField(
          admin,
          builder.getByRole('combobox', { name: 'Field' }),
          'Vehicle › Tows a trailer',
        );
        await chooseOption(admin, builder.getByRole('combobox', { name: 'Comparison' }), 'equals');
        await builder.getByRole('radio', { name: 'Yes' }).check();
        await builder.getByText('vehicle.towsTrailer == true').waitFor();
        await builder.getByRole('button', { name: 'Apply' }).click();
        await builder.waitFor({ state: 'detached' });
      },
    );
    const fields = vehicle.getByRole('table');
    await expect(fields.getByRole('row').allTextContents()).resolves.toHaveLength(5);
    await shot(admin, 'version-with-fields');

    await saveAndActivate(admin);
    await shot(admin, 'version-active');
  });

  // Cards render their fields once near the viewport (lazy rendering), a frame or so after the form: poll.
  it('a staff member opens a new quote for the product and sees its fields', async () => {
    await signIn(clerk, staff);
    await newQuote(clerk);
    await expect.poll(() => clerk.getByRole('region', { name: 'Vehicle' }).isVisible()).toBe(true);
    for (const label of [/^Make/, /^Vehicle value/])
      await expect.poll(() => clerk.getByLabel(label).first().isVisible()).toBe(true);
    // Shown only for a trailer.
    await expect(clerk.getByLabel(/^Trailer plate/).count()).resolves.toBe(0);
    await shot(clerk, 'new-quote');
  });

  it('saves the empty quote with warnings and shows the server’s refusals on the fields', async () => {
    const save = clerk.waitForResponse((response) => response.url().endsWith('/api/quotes/save'));
    await clerk.getByRole('button', { name: 'Save' }).click();
    expect((await save).status()).toBe(400);
    // A refused first save stores nothing: the draft stays on the new-quote address.
    expect(clerk.url()).toMatch(/\/new$/);
    const make = clerk.getByRole('combobox', { name: /^Make/ });
    await expect.poll(() => messageOf(make)).toBe('This field is required');
    await expect(messageOf(clerk.getByRole('textbox', { name: /^Vehicle value/ }))).resolves.toBe(
      'This field is required',
    );
    await shot(clerk, 'empty-quote-refused');
  });

  it('saves the filled quote, and a reload shows the saved values', async () => {
    await clerk.getByRole('combobox', { name: /^Make/ }).fill('Volks');
    await clerk.getByRole('option', { name: 'Volkswagen' }).click();
    await clerk.getByRole('textbox', { name: /^Vehicle value/ }).fill('18500');
    await clerk.getByRole('group', { name: 'Tows a trailer' }).getByRole('button', { name: 'Yes' }).click();
    await clerk.getByRole('textbox', { name: /^Trailer plate/ }).fill('TR-1234');
    const save = clerk.waitForResponse((response) => response.url().endsWith('/api/quotes/save'));
    await clerk.getByRole('button', { name: 'Save' }).click();
    expect((await save).status()).toBe(200);
    quoteNr = ((await (await save).json()) as { quote: { quoteNr: string } }).quote.quoteNr;
    await clerk.getByText('Quote saved').waitFor();
    // The first save stored and numbered the quote, which now opens at its own address.
    await clerk.waitForURL(/\/workspace\/quotes\/[0-9a-f-]{36}$/);
    quoteAddress = clerk.url();
    await clerk.getByRole('heading', { name: quoteNr }).waitFor();

    await clerk.reload();
    await clerk.getByRole('button', { name: 'Save' }).waitFor();
    await expect(clerk.getByRole('combobox', { name: /^Make/ }).inputValue()).resolves.toBe('Volkswagen');
    // The editors, not the disabled copies that hold their places until their code is there (the money
    // field's copy shows its currency in the text).
    const editor = (name: RegExp) => clerk.getByRole('textbox', { name, disabled: false });
    await expect(editor(/^Vehicle value/).inputValue()).resolves.toBe('18 500.00');
    await expect(editor(/^Trailer plate/).inputValue()).resolves.toBe('TR-1234');
    await shot(clerk, 'saved-quote-reloaded');
  });

  it('finds the saved quote by its number with Ctrl+K and opens it', async () => {
    await clerk.goto(`${server.url}/home`);
    await clerk.getByRole('heading', { name: /^Welcome/ }).waitFor();
    await clerk.keyboard.press('Control+K');
    const dialog = clerk.getByRole('dialog', { name: 'Search' });
    await dialog.getByText('Start typing to search').waitFor();
    await clerk.keyboard.type(quoteNr.toLowerCase());
    const hit = dialog
      .getByRole('region', { name: 'Quotes' })
      .getByRole('link', { name: new RegExp(quoteNr) });
    await hit.waitFor();
    await shot(clerk, 'quote-found');
    await hit.click();
    await clerk.waitForURL(quoteAddress);
    await expect(clerk.getByRole('textbox', { name: /^Trailer plate/ }).inputValue()).resolves.toBe(
      'TR-1234',
    );
  });

  it('finds the saved quote in the quotes list and opens it from its row', async () => {
    const nav = clerk.getByRole('navigation', { name: 'Workspace navigation' });
    // On a quote's page its section is open already; a click would close it.
    const quotes = nav.getByRole('button', { name: 'Quotes' });
    if ((await quotes.getAttribute('aria-expanded')) !== 'true') await quotes.click();
    await nav.getByRole('link', { name: 'All quotes' }).click();
    await clerk.waitForURL(/\/workspace\/quotes$/);
    await clerk.getByRole('searchbox', { name: 'Search' }).fill(quoteNr);
    // The unfiltered list shows the quote too; clicking it while the search redraws the rows loses the click.
    await clerk.waitForURL(new RegExp(`search=${quoteNr}`));
    await expect.poll(() => clerk.getByRole('link', { name: /^Open / }).count()).toBe(1);
    const row = clerk.getByRole('link', { name: `Open ${quoteNr}` });
    await shot(clerk, 'quote-list');
    await row.click();
    await clerk.waitForURL(quoteAddress);
    await clerk.getByRole('heading', { name: quoteNr }).waitFor();
  });

  it('a field added in a new version is on the next new quote, and the saved quote keeps its form', async () => {
    // The version is locked now that a quote uses it: the product manager copies it.
    await admin.reload();
    await admin.getByText(/is locked/).waitFor();
    const locked = admin.url();
    await admin.getByRole('button', { name: 'Copy' }).click();
    await admin.getByText(/^Copied as/).waitFor();
    // The copy opens on its own page, which the toast comes before: a click on the locked page could be lost.
    await admin.waitForURL((url) => url.href !== locked);
    await admin.getByText(/is locked/).waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: 'Show Vehicle' }).click();
    await addField(admin, admin.getByRole('region', { name: 'Vehicle' }), {
      key: 'mileage',
      name: 'Mileage',
      type: 'Whole number',
    });
    await saveAndActivate(admin);
    await shot(admin, 'second-version-active');

    await newQuote(clerk);
    await expect.poll(() => clerk.getByRole('textbox', { name: /^Mileage/ }).isVisible()).toBe(true);
    await shot(clerk, 'next-quote-with-new-field');

    await clerk.goto(quoteAddress);
    await clerk.getByRole('button', { name: 'Save' }).waitFor();
    await expect(clerk.getByRole('textbox', { name: /^Mileage/ }).count()).resolves.toBe(0);
  });

  it('the staff member saves two quotes on the new version, each with its mileage', async () => {
    for (const [mileage, value] of [
      [42_000, '21000'],
      [125_000, '9000'],
    ] as const) {
      await newQuote(clerk);
      await expect.poll(() => clerk.getByRole('textbox', { name: /^Mileage/ }).isVisible()).toBe(true);
      await clerk.getByRole('combobox', { name: /^Make/ }).fill('Volks');
      await clerk.getByRole('option', { name: 'Volkswagen' }).click();
      await clerk.getByRole('textbox', { name: /^Vehicle value/ }).fill(value);
      await clerk.getByRole('textbox', { name: /^Mileage/ }).fill(String(mileage));
      const save = clerk.waitForResponse((response) => response.url().endsWith('/api/quotes/save'));
      await clerk.getByRole('button', { name: 'Save' }).click();
      expect((await save).status()).toBe(200);
      byMileage.set(mileage, ((await (await save).json()) as { quote: { quoteNr: string } }).quote.quoteNr);
      await clerk.waitForURL(/\/workspace\/quotes\/[0-9a-f-]{36}$/);
    }
  });

  it('a product manager defines a saved query whose condition tests the new field, offered in the sidebar', async () => {
    await admin.goto(`${server.url}/admin-area/queries/insurance-quotes/new`);
    await admin.getByRole('textbox', { name: /^Name/ }).fill(QUERY);
    for (const column of ['Number', 'Vehicle / Mileage'])
      await chooseOption(admin, admin.getByRole('combobox', { name: /^Columns/ }), column);
    await admin.getByRole('checkbox', { name: 'Search Number' }).check();
    await admin.getByRole('button', { name: 'Edit Condition' }).click();
    const builder = admin.getByRole('dialog', { name: /^Display condition of/ });
    await builder.getByRole('button', { name: 'Add rule' }).click();
    await chooseField(admin, builder.getByRole('combobox', { name: 'Field' }), 'Vehicle / Mileage');
    await chooseOption(admin, builder.getByRole('combobox', { name: 'Comparison' }), 'is greater than');
    await builder.getByRole('spinbutton', { name: 'Value' }).fill('10000');
    // The demo's motor insurance has a vehicle mileage too.
    await builder.getByRole('button', { name: 'Add rule' }).click();
    await chooseField(admin, builder.getByRole('combobox', { name: 'Field' }).last(), 'Product');
    await chooseOption(admin, builder.getByRole('combobox', { name: 'Comparison' }).last(), 'equals');
    await builder.getByRole('textbox', { name: 'Value' }).fill(PRODUCT);
    await builder.getByText(`vehicle.mileage > 10000 && productName == "${PRODUCT}"`).waitFor();
    await shot(admin, 'query-condition-on-new-field');
    await builder.getByRole('button', { name: 'Apply' }).click();
    await builder.waitFor({ state: 'detached' });
    // Offered in the sidebar unless unticked.
    await expect(admin.getByRole('checkbox', { name: 'Sidebar' }).isChecked()).resolves.toBe(true);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`${QUERY} saved`).waitFor();
    await shot(admin, 'saved-query');
  });

  it('the staff member opens it from the sidebar, sorts it by mileage, exports it as CSV and searches it', async () => {
    await clerk.goto(`${server.url}/home`);
    const nav = clerk.getByRole('navigation', { name: 'Workspace navigation' });
    // The section stays open from the quote pages before.
    const quotes = nav.getByRole('button', { name: 'Quotes' });
    if ((await quotes.getAttribute('aria-expanded')) !== 'true') await quotes.click();
    await nav.getByRole('link', { name: QUERY }).click();
    await clerk.waitForURL(/\/workspace\/query\/[0-9a-f-]{36}/);
    // The page starts on the previous month; the quotes are today's.
    await clerk.getByRole('textbox', { name: 'From', exact: true }).fill('2000-01-01');
    await clerk.getByRole('textbox', { name: 'To', exact: true }).fill('2100-12-31');
    const table = clerk.getByRole('table');
    /** The quote numbers of the table's rows, in order. */
    const shown = async () => {
      const rows = (await table.getByRole('row').all()).slice(1);
      return Promise.all(rows.map((row) => row.getByRole('cell').first().textContent()));
    };
    const [low, high] = [byMileage.get(42_000), byMileage.get(125_000)];
    // Not the quote without a mileage (of the first version), nor the demo's motor quotes, which have one.
    await expect.poll(async () => (await shown()).sort()).toEqual([low, high].sort());
    await table.getByRole('button', { name: 'Vehicle / Mileage' }).click();
    await expect.poll(shown).toEqual([low, high]);
    await table.getByRole('button', { name: 'Vehicle / Mileage' }).click();
    await expect.poll(shown).toEqual([high, low]);
    await shot(clerk, 'saved-query-sorted');

    const download = clerk.waitForEvent('download');
    await clerk.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^query-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(readFileSync((await (await download).path()) as string, 'utf8')).toBe(
      `\uFEFFNumber,Vehicle / Mileage\r\n${high},125000\r\n${low},42000\r\n`,
    );

    await clerk.getByRole('searchbox', { name: 'Search' }).fill(low as string);
    await expect.poll(shown).toEqual([low]);
    await shot(clerk, 'saved-query-searched');
  });
});
