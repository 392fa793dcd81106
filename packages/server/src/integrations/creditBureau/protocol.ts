import { CreditBureauReport } from '@coverline/engine';
import { Type, type Static } from 'typebox';
import { createAjv } from '../../http/validation.js';

/**
 * The credit-bureau integration's protocol: Creditinfo's strategy query (its MultiConnector asks the registers a
 * strategy names — the bureau's own, the state revenue service, Creditreform — and answers one consolidated
 * report) as JSON over HTTPS. `POST {apiUrl}/strategies/{strategyId}/reports` with HTTP basic authentication
 * asks about one person; the answer's `report` is the credit-bureau object.
 */
export const reportsPath = (strategyId: string) => `strategies/${encodeURIComponent(strategyId)}/reports`;

/** Why a report is asked: for an application being assessed, or a review of a customer on its own. */
export const INQUIRY_REASONS = ['APPLICATION', 'CUSTOMER_REVIEW'] as const;
export type InquiryReason = (typeof INQUIRY_REASONS)[number];

export const ReportRequest = Type.Object({
  subject: Type.Object({
    /** The personal code. */
    idNumber: Type.String({ minLength: 1, maxLength: 50 }),
    fullName: Type.String({ maxLength: 200 }),
    dateOfBirth: Type.Optional(Type.String({ format: 'date' })),
  }),
  /** The staff member asking states that the person agreed to the inquiry; the bureau keeps it on record. */
  consent: Type.Literal(true),
  inquiryReason: Type.Enum(INQUIRY_REASONS),
  /** What the inquiry is for on the asking side: the application's number, the customer's code. */
  reference: Type.String({ maxLength: 100 }),
});
export type ReportRequest = Static<typeof ReportRequest>;

export const ReportAnswer = Type.Object({
  strategy: Type.Optional(Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) })),
  report: CreditBureauReport,
});
export type ReportAnswer = Static<typeof ReportAnswer>;

/**
 * Checks against the protocol's schemas, by the routes' validator (the report's dates and times are formats
 * the engine's interpreter leaves to it): what crosses the network is checked like any other payload.
 */
const ajv = createAjv([], false);
const isRequest = ajv.compile(ReportRequest);
const isAnswer = ajv.compile(ReportAnswer);
export const followsRequest = (value: unknown): value is ReportRequest => isRequest(value);
export const followsAnswer = (value: unknown): value is ReportAnswer => isAnswer(value);
