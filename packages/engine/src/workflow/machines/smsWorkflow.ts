import type { SmsStatus } from '../../domain/enumerations.js';
import { defineStatusMachine } from '../statusMachine.js';

/** `completed`: the provider will not change the status any more. `failed`: the text did not reach its recipient. */
export type SmsStatusFlag = 'completed' | 'failed';

export type SmsOperation = 'REFRESH_STATUS';

/** The provider's report of the outcome, when it calls back instead of being asked. */
export type SmsAutomaticMove = 'REPORT';

const INCOMPLETE: readonly SmsStatus[] = ['PENDING', 'UNKNOWN'];
const OUTCOMES: readonly SmsStatus[] = [
  'PENDING',
  'UNDELIVERED',
  'EXPIRED',
  'CANCELED',
  'REJECTED',
  'UNKNOWN',
];

/**
 * A text message's delivery (see docs/workflows.md). Only the provider decides the outcome; refreshing asks it.
 * UNKNOWN is not completed: the provider may still report, so it is refreshed like PENDING. A message belongs to
 * a quote or a contract, whose `{area}:RefreshSmsStatus` the owner's route checks; the machine accepts either.
 * Resending is not a move: it sends the text again as a new message, and the failed one keeps its status.
 */
export const SMS_WORKFLOW = defineStatusMachine<SmsStatus, SmsOperation, SmsStatusFlag, SmsAutomaticMove>({
  name: 'sms',
  initial: 'PENDING',
  statuses: {
    PENDING: {},
    DELIVERED: { completed: true },
    UNDELIVERED: { completed: true, failed: true },
    EXPIRED: { completed: true, failed: true },
    CANCELED: { completed: true, failed: true },
    REJECTED: { completed: true, failed: true },
    UNKNOWN: {},
  },
  operations: {
    REFRESH_STATUS: {
      from: INCOMPLETE,
      to: 'DELIVERED',
      otherOutcomes: OUTCOMES,
      permission: '*:RefreshSmsStatus',
    },
  },
  automatic: {
    REPORT: { from: INCOMPLETE, to: 'DELIVERED', otherOutcomes: OUTCOMES },
  },
});
