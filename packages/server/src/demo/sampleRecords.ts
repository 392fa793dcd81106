import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_TENANT_SETTINGS,
  type LabelAssociationType,
  type PartyType,
  type ProductType,
  type QuoteContext,
  type QuoteOperation,
  type DateOperation,
} from '@coverline/engine';
import type { Tx } from '../db/database.js';
import { attachLabel } from '../modules/labelAssociations/service.js';
import { labels } from '../modules/labels/service.js';
import { createParty, referenceOf } from '../modules/parties/service.js';
import { productService } from '../modules/products/service.js';
import { QUOTE_OPERATION_HANDLERS } from '../modules/quotes/operationHandlers.js';
import { generatePaymentSchedule } from '../modules/quotes/paymentSchedule.js';
import { QUOTE_KINDS } from '../modules/quotes/service.js';
import type { UserActor } from '../modules/shared/actor.js';
import type { FormData } from '../modules/shared/formData.js';
import { readSettings } from '../modules/tenantSettings/service.js';
import { EXAMPLES_DIR } from './examples.js';
import {
  createSampleClaim,
  payInstalments,
  type SampleClaim,
  type SamplePayment,
} from './sampleContracts.js';
import { resolveSample, withChanges } from './sampleData.js';
import { addNotes, EVERY_PERMISSION, momentOf, type SampleNote, type Seeding } from './seeding.js';

interface SamplePerson {
  /** The id the sample files name the person by; the tenant gives it another. */
  id: string;
  partyType: PartyType;
  data: FormData;
  /** Names of the tenant's labels to attach. */
  labels?: string[];
  notes?: SampleNote[];
}

/** A quote or loan application: its data is the product's example data with `data` laid over it. */
interface SampleQuote {
  /** When it was made and moved, from the tenant's today; today when absent. */
  madeOn?: DateOperation[];
  /** SAVE first, then the moves in order; ISSUE and LEND make its contract. */
  operations: QuoteOperation[];
  /** The premium's instalments, scheduled when it is submitted. */
  instalments?: number;
  data: FormData;
  notes?: SampleNote[];
  /** What happens to the policy or loan it makes. */
  contract?: { notes?: SampleNote[]; claims?: SampleClaim[]; payments?: SamplePayment[] };
}

/** What a product's samples are made from, by the files under `examples/`. */
const SAMPLED_PRODUCTS = [
  {
    code: 'MOTOR_INSURANCE',
    exampleData: 'motor-insurance.quote.json',
    samples: 'motor-insurance.quotes.json',
  },
  {
    code: 'CONSUMER_LOAN',
    exampleData: 'consumer-loan.application.json',
    samples: 'consumer-loan.applications.json',
  },
] as const;

export interface SeededSamples {
  persons: number;
  quotes: number;
  notes: number;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * Makes the demo tenant's sample records of `examples/samples/` through the services the API's calls go
 * through, as the administrator, so that each obeys every rule a user's would: persons (with labels and
 * notes), quotes and loan applications moved through their workflow (validated by their compiled form,
 * numbered, journalled), the policy and loan that ISSUE and LEND make, claims and loan payments on them.
 * A record "made" days or months ago is made with that moment, as if it had been made then.
 *
 * The free texts (notes, descriptions) are written in the tenant's default language (its settings'
 * `locale`): a note is text a person typed once, not a translated name, so it has one language; the
 * tenant's is the one its users share. The files hold every language, so a tenant set up in another
 * language reads its samples in that one.
 */
export async function seedSampleRecords(
  tx: Tx,
  actor: UserActor,
  directory: string = EXAMPLES_DIR,
): Promise<SeededSamples> {
  const settings = await readSettings(tx);
  const seeding: Seeding = {
    tx,
    actor,
    locale: settings.locale ?? (DEFAULT_TENANT_SETTINGS.locale as string),
    timeZone: settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string),
    // To the minute: the times samples set by date operations (which cannot set seconds to 0) are whole.
    now: new Date(Math.floor(Date.now() / 60_000) * 60_000),
    persons: new Map(),
  };
  const counts: SeededSamples = { persons: 0, quotes: 0, notes: 0 };
  for (const person of readJson<SamplePerson[]>(join(directory, 'samples', 'persons.json'))) {
    counts.notes += await createSamplePerson(seeding, person);
    counts.persons += 1;
  }
  for (const { code, exampleData, samples } of SAMPLED_PRODUCTS) {
    const [product] = await productService.findAll(tx, { equals: { code } });
    if (product === undefined) throw new Error(`The example product ${code} is not loaded`);
    const base = readJson<FormData>(join(directory, 'data', exampleData));
    for (const sample of readJson<SampleQuote[]>(join(directory, 'samples', samples))) {
      counts.notes += await createSampleQuote(seeding, product, base, sample);
      counts.quotes += 1;
    }
  }
  return counts;
}

/** Answers the number of notes made. */
async function createSamplePerson(seeding: Seeding, sample: SamplePerson): Promise<number> {
  const [moment, context] = momentOf(seeding, undefined);
  const party = await createParty(
    seeding.tx,
    seeding.actor,
    { partyType: sample.partyType, data: resolveSample(sample.data, context) },
    moment,
  );
  seeding.persons.set(sample.id, referenceOf(party));
  await attachLabels(seeding, 'PARTY', party.id, sample.labels ?? []);
  return addNotes(seeding, 'party', party.id, resolveSample(sample.notes ?? [], context));
}

async function attachLabels(seeding: Seeding, type: LabelAssociationType, refId: string, names: string[]) {
  const tenantLabels = await labels.list(seeding.tx);
  for (const name of names) {
    const label = tenantLabels.find((each) => each.name === name);
    if (label?.id === undefined) throw new Error(`No label ${name} in the examples`);
    await attachLabel(seeding.tx, seeding.actor, { labelId: label.id, refId, type });
  }
}

/**
 * A quote or loan application saved, then moved by each operation with the moment it was made; the
 * premium's schedule generated as the quote page generates it, sent with SUBMIT. Answers the notes made.
 */
async function createSampleQuote(
  seeding: Seeding,
  product: { id?: string; productType: ProductType },
  base: FormData,
  sample: SampleQuote,
): Promise<number> {
  const { tx, actor } = seeding;
  const [moment, context] = momentOf(seeding, sample.madeOn);
  const handlers = QUOTE_OPERATION_HANDLERS[product.productType];
  const perform = (operation: QuoteOperation, quote: Record<string, unknown>): Promise<QuoteContext> => {
    const handler = handlers[operation];
    if (handler === undefined) throw new Error(`${operation} is no operation of ${product.productType}`);
    const body = { quote, product: { id: product.id as string } };
    return handler(tx, { actor, permissions: EVERY_PERMISSION, moment, operation, body });
  };
  const [first, ...moves] = sample.operations;
  if (first !== 'SAVE') throw new Error('A sample quote is saved first');
  let { quote } = await perform(first, { data: resolveSample(withChanges(base, sample.data), context) });
  for (const operation of moves) {
    const schedule =
      operation === 'SUBMIT' && sample.instalments !== undefined
        ? await generatePaymentSchedule(
            tx,
            QUOTE_KINDS[product.productType],
            quote.id,
            { instalments: sample.instalments },
            moment,
          )
        : undefined;
    ({ quote } = await perform(operation, {
      id: quote.id,
      version: quote.version,
      ...(schedule === undefined ? {} : { paymentSchedule: schedule.paymentSchedule }),
    }));
  }
  let notes = await addNotes(seeding, 'quote', quote.id, resolveSample(sample.notes ?? [], context));
  const contractId = quote.targetPolicyId ?? quote.targetLoanId;
  if (contractId !== null && sample.contract !== undefined) {
    const { claims = [], payments = [] } = sample.contract;
    notes += await addNotes(
      seeding,
      'contract',
      contractId,
      resolveSample(sample.contract.notes ?? [], context),
    );
    for (const claim of claims) await createSampleClaim(seeding, contractId, claim);
    if (payments.length > 0) await payInstalments(seeding, contractId, payments);
  }
  return notes;
}
