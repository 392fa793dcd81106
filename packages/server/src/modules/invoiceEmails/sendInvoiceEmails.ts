import { addDays, DEFAULT_TENANT_SETTINGS, todayIn, type Product } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import type { JobHandler } from '../../jobs/jobRunner.js';
import { queueEmail } from '../messages/email.js';
import { enabledIntegrations } from '../tenantSettings/enabledIntegration.js';
import { MESSAGE_KINDS } from '../messages/messageKinds.js';
import { renderMessageTemplate } from '../messageTemplates/render.js';
import { messageTemplates } from '../messageTemplates/service.js';
import { productService } from '../products/service.js';
import { readSettings } from '../tenantSettings/service.js';
import { dueInstallments, type DueInstallment } from './dueInstallments.js';

/** The job kind of the invoice e-mails, run for every tenant once a day. */
export const SEND_INVOICE_EMAILS = 'send-invoice-emails';

/** Why an invoice was not e-mailed (it is tried again the next day while it is still due). */
export interface SkippedInvoice {
  reason: 'integrationNotAvailable' | 'templateNotFound' | 'payerWithoutEmail';
  productId: string;
  contractId?: string;
  dueDate?: string;
}

/** What a day's run did: how many invoices it queued, and which it could not. */
export interface InvoiceRun {
  day: string;
  queued: number;
  skipped: SkippedInvoice[];
}

/**
 * Takes the installment for its one invoice e-mail: false when it is taken already — by an earlier run, or by a
 * run of another process that committed meanwhile (the insert waits for it on the key).
 */
async function claimInstallment(tx: Tx, tenantId: string, due: DueInstallment): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into invoice_email (tenant_id, contract_kind, contract_id, installment_key, due_date)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning contract_id`,
    [tenantId, due.kind, due.contractId, due.installmentKey, due.dueDate],
  );
  return rows.length > 0;
}

const automatic = (product: Product) => product.settings?.invoiceSettings?.sendAutomatically === true;

/**
 * E-mails the invoices of `day` (the tenant's): for each product that sends them automatically, each
 * installment of its policies and loans falling due from `day` to `sendDaysInAdvance` days later goes to the
 * contract's payer, written by the product's contract message template `emailTemplateId` in the tenant's
 * language (`{installment.…}` reading that installment; the documents the template names generated and
 * attached), through the tenant's first enabled e-mail integration. Each is stored on the contract's e-mail
 * list and sent by the `send-email` job like any e-mail; an installment is claimed before its e-mail is
 * written, so that it is never e-mailed twice.
 */
export async function sendInvoiceEmails(
  tx: Tx,
  tenantId: string,
  day: string,
  at: Date,
): Promise<InvoiceRun> {
  const run: InvoiceRun = { day, queued: 0, skipped: [] };
  const products = (await productService.list(tx)).filter(automatic);
  if (products.length === 0) return run;
  const settings = await readSettings(tx);
  const locale = settings.locale ?? (DEFAULT_TENANT_SETTINGS.locale as string);
  const [integration] = await enabledIntegrations(tx, 'EMAIL');
  for (const product of products) {
    const productId = product.id as string;
    const invoices = product.settings?.invoiceSettings ?? {};
    if (integration === undefined) {
      run.skipped.push({ reason: 'integrationNotAvailable', productId });
      continue;
    }
    const template = (await messageTemplates.findAll(tx, { equals: { productId, kind: 'contracts' } })).find(
      (each) => each.id === invoices.emailTemplateId,
    );
    if (template === undefined) {
      run.skipped.push({ reason: 'templateNotFound', productId });
      continue;
    }
    const due = await dueInstallments(tx, productId, {
      from: day,
      to: addDays(day, invoices.sendDaysInAdvance ?? 0),
    });
    for (const installment of due) {
      const { kind: path, contractId, dueDate, payerEmail } = installment;
      if (payerEmail === null) {
        run.skipped.push({ reason: 'payerWithoutEmail', productId, contractId, dueDate });
        continue;
      }
      if (!(await claimInstallment(tx, tenantId, installment))) continue;
      const kind = MESSAGE_KINDS.find((each) => each.path === path);
      const rendered = await renderMessageTemplate(
        tx,
        template,
        { kind: path, refId: contractId, installment: installment.number },
        locale,
        at,
      );
      const emailId = await queueEmail(
        tx,
        tenantId,
        {
          kind: kind as NonNullable<typeof kind>,
          refId: contractId,
          integration,
          to: payerEmail,
          cc: '',
          bcc: '',
          subject: rendered.subject,
          message: rendered.html ?? rendered.text ?? '',
          html: rendered.html !== undefined,
          documentTemplateIds: template.settings.generateAndAttachDocuments,
          locale,
          createdBy: null,
        },
        [],
        at,
      );
      await tx.query(
        `update invoice_email set email_id = $4
          where contract_kind = $1 and contract_id = $2 and installment_key = $3`,
        [path, contractId, installment.installmentKey, emailId],
      );
      run.queued += 1;
    }
  }
  return run;
}

/** The day's invoice e-mails as a job: the day it was queued for (a retry sends that day's), else today. */
export const sendInvoiceEmailsJob: JobHandler = async (tx, job) => {
  const { day } = job.payload as { day?: string };
  return sendInvoiceEmails(tx, job.tenantId, day ?? todayIn(await readSettings(tx), job.at), job.at);
};
