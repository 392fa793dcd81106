import type { Loan, PartyReference } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import { partyReferencesIn } from '../../kit/partyReferences.js';
import type { UserActor } from '../shared/actor.js';
import type { FormMoment } from '../shared/dataDefinition.js';
import type { FormData } from '../shared/formData.js';
import { productOf } from '../quotes/service.js';
import { loanPage } from './loanPage.js';
import { LOAN_KIND } from './service.js';

/** `data` with every Customer field that names `reference.id` holding `reference` as it is now. */
function withReference(data: FormData, paths: readonly string[][], reference: PartyReference): FormData {
  const copy = structuredClone(data) as Record<string, unknown>;
  for (const path of paths) {
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], copy);
    (parent as Record<string, unknown>)[path.at(-1) as string] = reference;
  }
  return copy as FormData;
}

/**
 * `PUT /api/loans/{id}/sync-party/{partyId}`: the loan's copy of one of its parties (its roles, the
 * borrower, the Customer fields of its data) takes the party's name and code as they are now. 404 when the
 * party is none of the loan's.
 */
export async function syncLoanParty(
  tx: Tx,
  actor: UserActor,
  permissions: readonly string[],
  moment: FormMoment,
  loanId: string,
  partyId: string,
): Promise<Loan> {
  const before = await LOAN_KIND.read(tx, loanId, true);
  if (!before.parties.some(({ party }) => party.id === partyId)) throw httpError(404, 'Not Found');
  const { rows } = await tx.query<{
    id: string;
    name: string;
    code: string | null;
    partyType: PartyReference['partyType'];
  }>(`select id, name, code, party_type as "partyType" from party where id = $1`, [partyId]);
  const current = rows[0];
  if (current === undefined) throw httpError(404, 'Not Found');
  const { code, ...named } = current;
  const reference: PartyReference = { ...named, ...(code === null ? {} : { code }) };
  const { definitions } = await productOf(tx, before.product_id, before.product_version_id);
  const form = await LOAN_KIND.form(tx, definitions, moment);
  const paths = partyReferencesIn(before.data, form.compiled.uiSchema)
    .filter((found) => found.reference.id === partyId)
    .map((found) => found.path);
  const { row } = await LOAN_KIND.save(tx, actor, {
    before,
    version: before.version,
    form,
    data: withReference(before.data, paths, reference),
    moment,
    set: {
      parties: JSON.stringify(
        before.parties.map((each) => (each.party.id === partyId ? { ...each, party: reference } : each)),
      ),
      ...(before.contractee?.id === partyId ? { contractee: reference } : {}),
    },
    event: 'SYNC_PARTY',
  });
  return loanPage(tx, row, permissions, moment);
}
