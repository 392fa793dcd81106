import Type, { type Static } from 'typebox';
import { WireObject } from './common.js';
import { QueryFieldContract } from './savedQuery.js';

/**
 * The calls of decisions besides the decision itself (`schemas/decision.schema.json`): the products whose
 * fields a decision may change, the next times of a schedule, and the record of a decision's runs.
 */

const instant = Type.String({ format: 'date-time' });

/** A product of the decision's type with the fields of its active version, offered for field changes. */
export const DecisionProduct = WireObject({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  translations: Type.Optional(Type.Record(Type.String(), Type.String())),
  fields: Type.Array(QueryFieldContract),
});
export type DecisionProduct = Static<typeof DecisionProduct>;

/** `GET /api/decisions/schedule?cron=`: when a schedule runs next on the tenant's clock. */
export const DecisionSchedule = WireObject({
  timeZone: Type.String(),
  nextRuns: Type.Array(instant),
});
export type DecisionSchedule = Static<typeof DecisionSchedule>;

export const DecisionScheduleQuery = Type.Object(
  {
    cron: Type.String({ minLength: 1, maxLength: 1000 }),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5 })),
  },
  { additionalProperties: false },
);
export type DecisionScheduleQuery = Static<typeof DecisionScheduleQuery>;

/** A quote a run could not decide on, and why. */
export const DecisionRunError = WireObject({
  quoteId: Type.String({ format: 'uuid' }),
  quoteNr: Type.Union([Type.String(), Type.Null()]),
  error: Type.String(),
});

/** One run of a decision at one of its scheduled times: how many quotes matched, changed and failed. */
export const DecisionRun = WireObject({
  id: Type.String({ format: 'uuid' }),
  scheduledFor: instant,
  matched: Type.Integer({ minimum: 0 }),
  changed: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  errors: Type.Array(DecisionRunError),
  startedAt: instant,
  finishedAt: Type.Union([instant, Type.Null()]),
});
export type DecisionRun = Static<typeof DecisionRun>;
