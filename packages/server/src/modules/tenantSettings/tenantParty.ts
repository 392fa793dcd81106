import type { PartyReference, TenantSettings } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { rescheduleDecisions } from '../decisions/service.js';
import { definitionsOf, parties } from '../parties/service.js';
import type { Actor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import type { FormData } from '../shared/formData.js';
import { readSettings, saveSettings } from './service.js';
import type { SecretKeeping } from './integrationSecrets.js';

/** The key of the predefined LEGAL object that holds a company's name, registration number and address. */
const COMPANY = 'company';

/**
 * The tenant's own party: the LEGAL party whose code is the company registration number of the tenant's
 * settings (the first stored, should there be several); null when there is none. It lends the tenant's loans
 * (LN) and pays their discounts.
 */
export async function tenantParty(tx: Tx): Promise<PartyReference | null> {
  const { companyRegistrationNumber } = await readSettings(tx);
  const { rows } = await tx.query<PartyReference>(
    `select id, name, code, party_type as "partyType" from party
      where party_type = 'LEGAL' and code = $1 and $1 <> '' order by created_at limit 1`,
    [companyRegistrationNumber],
  );
  const party = rows[0];
  if (party === undefined) return null;
  const { code, ...reference } = party;
  return code ? { ...reference, code } : reference;
}

/**
 * Saves the settings (`saveSettings`) and the tenant's own legal party with their company data, and moves
 * the decisions to their cron times in a new time zone. Apart from `saveSettings` because parties are records
 * of the kit, which reads the settings itself.
 */
export async function saveCompanySettings(
  tx: Tx,
  actor: Actor,
  settings: TenantSettings,
  secrets: SecretKeeping,
  moment: FormMoment,
): Promise<TenantSettings> {
  const previous = await readSettings(tx);
  const saved = await saveSettings(tx, actor, settings, secrets);
  await saveTenantParty(tx, actor, previous, saved, moment);
  if (saved.timeZone !== previous.timeZone) await rescheduleDecisions(tx, moment.at);
  return saved;
}

/**
 * Keeps the tenant's own party — the legal person whose code is the settings' company registration number,
 * the payer of discounts — in step with the company data of the settings: created on the first save, then
 * updated (found by the new registration number, else by the one it had). What else the party holds (a VAT
 * number, contacts) stays as it is. Tenants whose legal form lacks the predefined company object keep
 * their own.
 */
async function saveTenantParty(
  tx: Tx,
  actor: Actor,
  previous: Pick<TenantSettings, 'companyRegistrationNumber'>,
  settings: TenantSettings,
  moment: FormMoment,
): Promise<void> {
  const definitions = await definitionsOf(tx, 'LEGAL');
  if (!definitions.some((definition) => definition.key === COMPANY)) return;
  const { rows } = await tx.query<{ id: string }>(
    `select id from party where party_type = 'LEGAL' and code = any($1::text[])
      order by code = $2 desc, created_at limit 1`,
    [
      [settings.companyRegistrationNumber, previous.companyRegistrationNumber],
      settings.companyRegistrationNumber,
    ],
  );
  const before = rows[0] === undefined ? null : await parties.read(tx, rows[0].id, true);
  const held = (before?.data[COMPANY] ?? {}) as FormData;
  const company: FormData = { ...held, ...companyFields(settings) };
  const form = await parties.form(tx, definitions, moment);
  await parties.save(tx, actor, {
    before,
    ...(before === null ? {} : { version: before.version }),
    form,
    data: { ...(before?.data ?? form.compiled.defaults), [COMPANY]: company },
    moment,
    ...(before === null ? { set: { party_type: 'LEGAL' } } : {}),
  });
}

/** The settings' company data as the fields of the company object; empty ones are not given. */
function companyFields(settings: TenantSettings): FormData {
  const fields = {
    name: settings.companyFullName,
    registrationNumber: settings.companyRegistrationNumber,
    addressLine1: settings.addressLine1,
    addressLine2: settings.addressLine2,
    addressLine3: settings.city,
    postcode: settings.postcode,
    country: settings.country,
  };
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}
