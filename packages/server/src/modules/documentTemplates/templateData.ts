import { DEFAULT_TENANT_SETTINGS, formatDate, localNow, type TenantSettings } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { DocumentKind } from '../documents/documentKinds.js';
import { descriptionsOf, objectDescriptions } from '../history/objectDescriptions.js';
import { initQuote } from '../quotes/service.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import { readSettings } from '../tenantSettings/service.js';
import { placeholderValues } from './placeholderValues.js';
import { TEMPLATE_SUBJECTS, type TemplateSubject } from './templateSubjects.js';
import { productVersionService } from '../productVersions/service.js';

/** The data a template is filled with, and the product whose templates may fill it (null: any). */
export interface TemplateData {
  productId: string | null;
  values: Record<string, unknown>;
}

/** Names a template reads beside the form's objects (an object with one of these keys is hidden by it). */
export function companyOf(settings: TenantSettings) {
  return {
    name: settings.companyFullName,
    registrationNumber: settings.companyRegistrationNumber,
    addressLine1: settings.addressLine1 ?? '',
    addressLine2: settings.addressLine2 ?? '',
    city: settings.city ?? '',
    region: settings.region ?? '',
    postcode: settings.postcode ?? '',
    country: settings.country ?? '',
  };
}

/** The keys `{company.…}` offers (read off `companyOf`, so the two never differ). */
export const COMPANY_KEYS: readonly string[] = Object.keys(companyOf({} as TenantSettings));

async function valuesOf(
  tx: Tx,
  subject: Pick<TemplateSubject, 'record' | 'data'>,
  names: Awaited<ReturnType<typeof descriptionsOf>>,
  at: Date,
): Promise<Record<string, unknown>> {
  const settings = await readSettings(tx);
  const timeZone = settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
  const format = { names, timeZone };
  return {
    ...(placeholderValues(subject.data, format, 'data') as Record<string, unknown>),
    record: placeholderValues(subject.record, format, 'record'),
    company: companyOf(settings),
    today: formatDate(localNow(at, timeZone).slice(0, 10)),
  };
}

/** The data of an object that takes documents, in the caller's language. */
export async function templateData(
  tx: Tx,
  kind: DocumentKind,
  id: string,
  moment: FormMoment,
): Promise<TemplateData> {
  const subject = await TEMPLATE_SUBJECTS[kind.path](tx, id);
  const names = await objectDescriptions(tx, kind.object.type, id, moment);
  return { productId: subject.productId, values: await valuesOf(tx, subject, names, moment.at) };
}

/** The quote or contract of the product numbered `referenceNumber`; 400 on the field for none. */
export async function recordOfProduct(
  tx: Tx,
  productId: string,
  referenceNumber: string,
): Promise<{ kind: DocumentKind['path']; id: string }> {
  const { rows } = await tx.query<{ kind: DocumentKind['path']; id: string }>(
    `select case when product_type = 'LENDING' then 'loan-applications' else 'quotes' end as kind, id
       from quote where product_id = $1 and quote_nr = $2
     union all select 'policies', id from policy where product_id = $1 and contract_nr = $2
     union all select 'loans', id from loan where product_id = $1 and contract_nr = $2`,
    [productId, referenceNumber],
  );
  if (rows[0] === undefined) throw httpError(400, 'validationFailed', { referenceNumber: ['notFound'] });
  return rows[0];
}

/**
 * Example data of a product when no record is named: its newest quote's, or (none yet) a new quote's with
 * the form's defaults, so the template's author sees every name the product gives.
 */
export async function sampleData(
  tx: Tx,
  productId: string,
  moment: FormMoment,
  dataOf: (kind: DocumentKind['path'], id: string) => Promise<TemplateData>,
): Promise<TemplateData> {
  const { rows } = await tx.query<{ kind: DocumentKind['path']; id: string }>(
    `select case when product_type = 'LENDING' then 'loan-applications' else 'quotes' end as kind, id
       from quote where product_id = $1 order by created_at desc, id limit 1`,
    [productId],
  );
  if (rows[0] !== undefined) return dataOf(rows[0].kind, rows[0].id);
  const { quote } = await initQuote(tx, [], productId, moment);
  const version = await productVersionService.get(tx, quote.productVersion.id);
  const names = await descriptionsOf(tx, version.definition.objectDefinitions, moment);
  const { data, ...record } = quote;
  return {
    productId,
    values: await valuesOf(tx, { record: { number: '', ...record }, data }, names, moment.at),
  };
}
