import { describe, expect, it } from 'vitest';
import { moveTable } from '../../../test-support/moveTable.js';
import { INSTALLMENT_STATUSES } from '../../finance/types.js';
import { availableOperations } from '../statusMachine.js';
import { INSTALLMENT_WORKFLOW } from './installmentWorkflow.js';

describe('the instalment workflow', () => {
  it('has the instalment statuses that the finance code derives', () => {
    expect(Object.keys(INSTALLMENT_WORKFLOW.statuses)).toEqual([...INSTALLMENT_STATUSES]);
  });

  it('is issued and falls overdue with the calendar, paid or cancelled while unpaid, reopened once paid', () => {
    expect(moveTable(INSTALLMENT_WORKFLOW)).toEqual({
      'NEW PAY': ['PAID'],
      'NEW CANCEL': ['CANCELLED'],
      'NEW ISSUE': ['ISSUED'],
      'NEW FALL_OVERDUE': ['OVERDUE'],
      'ISSUED PAY': ['PAID'],
      'ISSUED CANCEL': ['CANCELLED'],
      'ISSUED FALL_OVERDUE': ['OVERDUE'],
      'OVERDUE PAY': ['PAID'],
      'OVERDUE CANCEL': ['CANCELLED'],
      'PAID REOPEN': ['OVERDUE', 'ISSUED', 'NEW'],
    });
  });

  it('offers nothing on a cancelled instalment', () => {
    expect(availableOperations(INSTALLMENT_WORKFLOW, 'CANCELLED', ['*'])).toEqual([]);
  });
});
