import Type, { type Static } from 'typebox';
import { DOCUMENT_OUTPUT_TYPES, ENRICHMENT_TYPES } from '../domain/enumerations.js';
import { WireObject } from './common.js';

const text = Type.String({ maxLength: 200 });
const date = Type.String({ format: 'date' });
const dateOrNull = Type.Union([date, Type.Null()]);
/**
 * An amount in decimal units of the report's currency. A negative amount is one the bureau does not
 * disclose: the screens and documents show it as ***.
 */
const amount = Type.Number();
/** The longest list of a report's section: a bureau answering more is not believed. */
const ROWS = { maxItems: 500 };

/** A year's income from one source, as the tax office reported it. */
export const CreditBureauIncome = WireObject({
  /** Salary, royalties, business income… as the bureau names it. */
  type: text,
  companyName: text,
  currentYear: amount,
  previousYear: amount,
  beforePreviousYear: amount,
});
export type CreditBureauIncome = Static<typeof CreditBureauIncome>;

/**
 * A credit contract the person is a party to. `endDate`: the planned end of an open contract, the day a
 * closed one ended.
 */
export const CreditBureauContract = WireObject({
  /** The register that lists it (the bureau's own, a partner bureau's). */
  listedIn: text,
  sector: text,
  /** Borrower, co-borrower, guarantor… */
  role: text,
  /** Consumer loan, leasing, credit card… */
  type: text,
  startDate: date,
  endDate: dateOrNull,
  initialAmount: amount,
  remainingAmount: amount,
  monthlyPayment: amount,
  worstDelayedAmount: amount,
  worstPastDueDays: Type.Integer({ minimum: 0 }),
});
export type CreditBureauContract = Static<typeof CreditBureauContract>;

/** A payment the person owed and paid late or not yet (a debt collection, an unpaid bill). */
export const CreditBureauPaymentIncident = WireObject({
  sector: text,
  paymentType: text,
  /** Settled or not, as the bureau words it. */
  status: text,
  reportingDate: date,
  dueDate: date,
  settledDate: dateOrNull,
  pastDueDays: Type.Integer({ minimum: 0 }),
  dueAmount: amount,
  remainingAmount: amount,
});
export type CreditBureauPaymentIncident = Static<typeof CreditBureauPaymentIncident>;

/**
 * What a credit bureau knows of a private person: who they are, the state of the registers it asked (the
 * credit information bureau, the state revenue service, Creditreform), their income by source and year,
 * their open and closed credit contracts and their payment incidents. Amounts are in `currency`.
 */
export const CreditBureauReport = WireObject({
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  personalInformation: WireObject({
    idNumber: text,
    fullName: text,
    dateOfBirth: dateOrNull,
    age: Type.Union([Type.Integer({ minimum: 0, maximum: 200 }), Type.Null()]),
  }),
  generalInformation: WireObject({
    kibStatus: text,
    srsStatus: text,
    crefoStatus: text,
    requestDate: Type.String({ format: 'date-time' }),
    /** The bureau's number of this report. */
    referenceNumber: text,
  }),
  incomes: Type.Array(CreditBureauIncome, ROWS),
  incomeSummary: WireObject({ totalGross: amount, avgMonthlyGross: amount, avgMonthlyNet: amount }),
  openContracts: Type.Array(CreditBureauContract, ROWS),
  closedContracts: Type.Array(CreditBureauContract, ROWS),
  paymentIncidents: Type.Array(CreditBureauPaymentIncident, ROWS),
});
export type CreditBureauReport = Static<typeof CreditBureauReport>;

const uuid = Type.String({ format: 'uuid' });

/**
 * Outside data a quote (or loan application) was enriched with, or a credit report run on a person: of
 * which type, under which enrichment object definition (an object definition of type ENRICHMENT that the
 * quote's product version names; null when the quote's contractee was asked about, and for a person's
 * report), about whom, asked by whom and when. Enriching again replaces the object (`updatedAt`).
 */
export const EnrichmentObject = WireObject({
  id: uuid,
  enrichmentDefinitionId: Type.Union([uuid, Type.Null()]),
  enrichmentType: Type.Enum(ENRICHMENT_TYPES),
  party: WireObject({ id: uuid, name: Type.String() }),
  requestedBy: Type.String(),
  updatedAt: Type.String({ format: 'date-time' }),
  object: CreditBureauReport,
});
export type EnrichmentObject = Static<typeof EnrichmentObject>;

/**
 * `GET /api/{quotes|loan-applications}/{id}/enrich/{type}`: queues the enrichment and answers the job to
 * poll (`GET /api/jobs/{uuid}`); the quote's context lists the enrichment objects once it SUCCEEDED.
 */
export const EnrichmentRequested = WireObject({ uuid });
export type EnrichmentRequested = Static<typeof EnrichmentRequested>;

/** What an enrichment job answers when it SUCCEEDED: the enrichment objects it stored (no personal data). */
export const EnrichmentResult = WireObject({ enrichmentObjectIds: Type.Array(uuid) });
export type EnrichmentResult = Static<typeof EnrichmentResult>;

/**
 * `POST /api/parties/{id}/prepare-credit-report-document?provider&download&async&type`: the person's report
 * from the credit-bureau integration `provider` (its id or name), kept as a credit report of the person and
 * written into a document (PDF unless `type` says DOCX) that is attached to the person, or with `download`
 * kept once for the browser to fetch instead. The work always runs as a job: `async` may only be true.
 */
export const PrepareCreditReportQuery = WireObject({
  provider: Type.String({ minLength: 1, maxLength: 200 }),
  download: Type.Optional(Type.Boolean()),
  async: Type.Optional(Type.Literal(true)),
  type: Type.Optional(Type.Enum(DOCUMENT_OUTPUT_TYPES)),
});
export type PrepareCreditReportQuery = Static<typeof PrepareCreditReportQuery>;

/**
 * What a credit-report job answers when it SUCCEEDED: the document as a generation answers it and the
 * report it kept (`GET /api/parties/{id}/credit-reports/{reportId}`).
 */
export const PreparedCreditReport = WireObject({
  name: Type.String(),
  contentType: Type.String(),
  documentId: Type.Union([uuid, Type.Null()]),
  reportId: uuid,
});
export type PreparedCreditReport = Static<typeof PreparedCreditReport>;
