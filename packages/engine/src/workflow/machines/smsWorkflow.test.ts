import { describe, expect, it } from 'vitest';
import { moveTable } from '../../../test-support/moveTable.js';
import { SMS_STATUSES } from '../../domain/enumerations.js';
import { availableOperations, statusesWithFlag } from '../statusMachine.js';
import { SMS_WORKFLOW } from './smsWorkflow.js';

const FROM_INCOMPLETE = ['DELIVERED', 'PENDING', 'UNDELIVERED', 'EXPIRED', 'CANCELED', 'REJECTED', 'UNKNOWN'];

describe('the SMS workflow', () => {
  it('lets only the provider settle a pending or unknown message', () => {
    expect(Object.keys(SMS_WORKFLOW.statuses)).toEqual([...SMS_STATUSES]);
    expect(moveTable(SMS_WORKFLOW)).toEqual({
      'PENDING REFRESH_STATUS': FROM_INCOMPLETE,
      'PENDING REPORT': FROM_INCOMPLETE,
      'UNKNOWN REFRESH_STATUS': FROM_INCOMPLETE,
      'UNKNOWN REPORT': FROM_INCOMPLETE,
    });
  });

  it('refreshes exactly the messages that are not completed', () => {
    const incomplete = SMS_STATUSES.filter(
      (status) => !statusesWithFlag(SMS_WORKFLOW, 'completed').includes(status),
    );
    expect(
      SMS_STATUSES.filter((status) => availableOperations(SMS_WORKFLOW, status, ['*']).length > 0),
    ).toEqual(incomplete);
  });

  it('counts every failed message as completed', () => {
    const completed = statusesWithFlag(SMS_WORKFLOW, 'completed');
    expect(statusesWithFlag(SMS_WORKFLOW, 'failed').every((status) => completed.includes(status))).toBe(true);
    expect(statusesWithFlag(SMS_WORKFLOW, 'failed')).not.toContain('DELIVERED');
  });

  it('refreshes for a holder of the quote’s or the contract’s permission', () => {
    expect(availableOperations(SMS_WORKFLOW, 'PENDING', ['quote:RefreshSmsStatus'])).toEqual([
      'REFRESH_STATUS',
    ]);
    expect(availableOperations(SMS_WORKFLOW, 'PENDING', ['ContractRefreshSmsStatus'])).toEqual([
      'REFRESH_STATUS',
    ]);
    expect(availableOperations(SMS_WORKFLOW, 'PENDING', ['quote:SendSms'])).toEqual([]);
  });
});
