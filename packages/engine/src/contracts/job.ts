import Type, { type Static } from 'typebox';
import { JOB_STATES } from '../domain/enumerations.js';
import { WireObject } from './common.js';

/** `GET /api/jobs/{id}`: a job's state, for the screens that poll until it is complete. */
export const Job = WireObject({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String(),
  state: Type.Enum(JOB_STATES),
  runAt: Type.String({ format: 'date-time' }),
  attempts: Type.Integer({ minimum: 0 }),
  /** What the job answered when it SUCCEEDED. */
  result: Type.Union([Type.Unknown(), Type.Null()]),
  /** Why the last attempt failed. */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type Job = Static<typeof Job>;
