import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxText } from '../../packages/server/test/support/docx.js';
import { savedExampleMotorQuote } from './support/motorExample.js';
import { openDialog, openPanel } from './support/panels.js';
import { REPO_ROOT } from './support/paths.js';
import { apiOf, storyShots, startDemoStory, type DemoStory } from './support/story.js';
import { reportFailures } from './support/failureReport.js';

/**
 * Documents from templates, as a product manager and an underwriter meet them on the demo tenant: the example
 * offer template uploaded on the motor product's page, its data previewed, then a PDF generated from a quote
 * of that product through its document panel, converted by LibreOffice and attached, and e-mailed as a PDF
 * through the demo's Mailgun stand-in from the quote and from the demo's issued policy; then the product's
 * invoice e-mails set on its page.
 */

const shot = storyShots('document-templates');
/** Generation waits on LibreOffice and on the job's polling (every 5 s). */
const GENERATED = { timeout: 60_000, interval: 500 };

let story: DemoStory;
let page: Page;
let productId: string;
let quoteId: string;
let quoteNr: string;
/** The demo's issued motor policy. */
let policyId: string;
let policyNr: string;

interface MailgunEvent {
  recipient: string;
  message: { headers: { subject: string }; attachments: { filename: string }[] };
}

describe('document templates end to end, in Chromium against the real server', () => {
  reportFailures(() => [page]);

  beforeAll(async () => {
    story = await startDemoStory('document-templates-server');
    ({ page } = story);
    const example = await savedExampleMotorQuote(page);
    productId = example.productId;
    quoteId = example.saved.quote.id;
    quoteNr = (example.saved.quote as unknown as { quoteNr: string }).quoteNr;
    const policies = await apiOf(page)<{
      items: { entityId: string; contractNumber: string; status: string }[];
    }>('GET', '/api/policies/find?page=0&limit=10');
    const issued = policies.body.items.find((policy) => policy.status === 'ACTIVE');
    [policyId, policyNr] = [issued?.entityId ?? '', issued?.contractNumber ?? ''];
  });

  afterAll(() => story?.stop());

  it('uploads the example template on the product page and previews its data', async () => {
    await page.goto(`${story.server.url}/admin-area/products/${productId}`);
    const card = page.getByRole('region', { name: 'Document templates' });
    // CI once lost this first click on the freshly opened page (the dialog never showed); not seen here.
    const dialog = await openDialog(
      page,
      card.getByRole('button', { name: 'Upload template' }),
      'Upload template',
    );
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Offer');
    await dialog.getByLabel('Word file (DOCX)').setInputFiles({
      name: 'motor-quote-offer.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: readFileSync(join(REPO_ROOT, 'examples/documents/motor-quote-offer.docx')),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(() => card.getByRole('row', { name: /^Offer/ }).count()).toBe(1);

    await card.getByRole('button', { name: 'Preview data' }).click();
    const preview = page.getByRole('dialog', { name: 'Data a template receives' });
    await preview.getByRole('textbox', { name: 'Quote or contract number' }).fill(quoteNr);
    await preview.getByRole('button', { name: 'Show' }).click();
    const json = preview.getByLabel('Data a template receives');
    await expect.poll(() => json.textContent()).toContain(`"number": "${quoteNr}"`);
    // Indented by four spaces, lookups by their names.
    expect(await json.textContent()).toContain('\n        "make": "Volkswagen"');
    await shot(page, 'preview-data');
    await preview.getByRole('button', { name: 'Close' }).click();

    // A template's preview, filled with the data of the quote named.
    await card
      .getByRole('row', { name: /^Offer/ })
      .getByRole('button', { name: 'Preview' })
      .click();
    const filled = page.getByRole('dialog', { name: 'Data a template receives' });
    await filled.getByRole('textbox', { name: 'Quote or contract number' }).fill(quoteNr);
    await filled.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => filled.getByLabel('Data a template receives').textContent()).toContain(quoteNr);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      filled.getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    expect(docxText(readFileSync(await download.path()))).toContain(quoteNr);
    await filled.getByRole('button', { name: 'Close' }).click();
  });

  it('refuses a file that is not a Word document, saying why', async () => {
    const card = page.getByRole('region', { name: 'Document templates' });
    await card.getByRole('button', { name: 'Upload template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload template' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Not a template');
    await dialog.getByLabel('Word file (DOCX)').setInputFiles({
      name: 'offer.docx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('plain text, not a document'),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('The file is not a Word document (DOCX)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('generates a PDF from a quote of the product and shows it in the document panel', async () => {
    await page.goto(`${story.server.url}/workspace/quotes/${quoteId}`);
    const documents = await openPanel(page, 'Documents');
    await documents.getByRole('button', { name: 'Generate document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate a document' });
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Offer' }).click();
    await dialog.getByRole('button', { name: 'Attach' }).click();

    const row = documents.getByRole('row', { name: new RegExp(`Offer ${quoteNr}\\.pdf`) });
    await expect.poll(() => row.count(), GENERATED).toBe(1);
    await expect.poll(() => page.getByText('Document generated').count()).toBeGreaterThan(0);
    await shot(page, 'generated');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ]);
    const text = execFileSync('pdftotext', ['-layout', await download.path(), '-']).toString();
    expect(text).toContain(`Offer ${quoteNr}`);
    expect(text).toContain('Volkswagen Touareg');
  }, 120_000);

  /** What the demo's Mailgun stand-in took, newest first, by Mailgun's events API. */
  const mailgunEvents = async () => {
    const events = await page.request.get(`${story.server.url}/stand-ins/mailgun/v3/mg.example.com/events`, {
      headers: { authorization: `Basic ${Buffer.from('api:demo-mailgun-key').toString('base64')}` },
    });
    return ((await events.json()) as { items: MailgunEvent[] }).items;
  };

  // The same story from a quote and from an issued policy: the offer template of the product, made for the
  // record as a PDF, goes with the e-mail.
  it.for([
    { record: 'quote', address: () => `/workspace/quotes/${quoteId}`, number: () => quoteNr },
    { record: 'issued policy', address: () => `/workspace/policies/${policyId}`, number: () => policyNr },
  ])(
    'e-mails the $record’s offer as a PDF through the demo’s Mailgun, where it arrives with the file',
    { timeout: 120_000 },
    async ({ record, address, number }) => {
      await page.goto(`${story.server.url}${address()}`);
      const emails = await openPanel(page, 'E-mails');
      await emails.getByRole('button', { name: 'Send e-mail' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send e-mail' });
      await dialog.getByRole('textbox', { name: 'To' }).fill('anna.berzina@example.lv');
      await dialog.getByRole('textbox', { name: 'Subject' }).fill(`Your offer ${number()}`);
      await dialog.getByRole('textbox', { name: 'Message' }).fill('Dear Anna, your offer is attached.');
      await dialog.getByRole('checkbox', { name: 'Offer' }).check();
      await dialog.getByRole('button', { name: 'Send' }).click();

      // Queued, then sent by its job once LibreOffice made the PDF: the table polls until it is.
      const row = emails.getByRole('row', { name: new RegExp(`Your offer ${number()}`) });
      await row.getByRole('cell', { name: 'Sent', exact: true }).waitFor(GENERATED);
      await row.getByRole('button', { name: `Offer ${number()}.pdf` }).waitFor();
      await shot(page, `emailed-from-${record.replace(' ', '-')}`);

      expect((await mailgunEvents())[0]).toMatchObject({
        recipient: 'anna.berzina@example.lv',
        message: {
          headers: { subject: `Your offer ${number()}` },
          attachments: [{ filename: `Offer ${number()}.pdf` }],
        },
      });
    },
  );

  it('sets the product’s invoice e-mails on its page, in a light and a dark theme and on a phone', async () => {
    // A contract e-mail template of the product to write them, as the message templates card makes one.
    const template = await apiOf(page)<{ id: string }>(
      'POST',
      `/api/products/${productId}/contracts/message-templates`,
      {
        name: 'Premium invoice',
        type: 'MJML',
        template:
          '<mjml><mj-body><mj-section><mj-column><mj-text>{installment.amount} is due on ' +
          '{installment.dueDate}.</mj-text></mj-column></mj-section></mj-body></mjml>',
        templateTranslations: {},
        settings: { subject: 'Invoice {record.number}', generateAndAttachDocuments: [] },
      },
    );
    expect(template.status).toBe(200);
    await page.goto(`${story.server.url}/admin-area/products/${productId}`);
    const invoices = page.getByRole('group', { name: 'Invoices by e-mail' });
    await invoices.getByRole('switch', { name: 'Send invoices automatically' }).check();
    await invoices.getByRole('spinbutton', { name: 'Days in advance' }).fill('5');
    await invoices.getByRole('combobox', { name: /E-mail template/ }).click();
    await page.getByRole('option', { name: 'Premium invoice' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/saved/).first().waitFor();
    const saved = await apiOf(page)<{ settings: { invoiceSettings: object } }>(
      'GET',
      `/api/products/${productId}`,
    );
    expect(saved.body.settings.invoiceSettings).toEqual({
      sendAutomatically: true,
      sendDaysInAdvance: 5,
      emailTemplateId: template.body.id,
    });
    await invoices.scrollIntoViewIfNeeded();
    await shot(page, 'invoice-settings');
    const phone = async (name: string) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await invoices.scrollIntoViewIfNeeded();
      await shot(page, name);
      await page.setViewportSize({ width: 1440, height: 900 });
    };
    await phone('invoice-settings-phone');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Appearance' }).click();
    await page.getByRole('button', { name: 'Dark navy' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await shot(page, 'invoice-settings-dark');
    await phone('invoice-settings-phone-dark');
  });
});
