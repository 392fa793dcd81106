import { describe, expect, it } from 'vitest';
import {
  QUOTE_OPERATIONS,
  QUOTE_STATUSES,
  type QuoteOperation,
  type QuoteStatus,
} from '../../domain/enumerations.js';
import { availableOperations, checkAutomaticMove, checkMove, statusesWithFlag } from '../statusMachine.js';
import { QUOTE_WORKFLOW } from './quoteWorkflow.js';

/** Every move of the quote flow, written out: any (status, operation) pair not listed here is refused. */
const ALLOWED: Readonly<Record<QuoteOperation, Partial<Record<QuoteStatus, readonly QuoteStatus[]>>>> = {
  SAVE: { NEW: ['NEW'], INCOMPLETE: ['NEW'], APPROVED: ['NEW'] },
  SUBMIT: { NEW: ['READY', 'INCOMPLETE'], INCOMPLETE: ['READY', 'INCOMPLETE'] },
  APPROVE: { READY: ['APPROVED'] },
  CLARIFY: { READY: ['INCOMPLETE'] },
  REJECT: { READY: ['REJECTED'], APPROVED: ['REJECTED'], QUOTED: ['REJECTED'] },
  INQUIRE: { APPROVED: ['QUOTED'] },
  ISSUE: { APPROVED: ['ISSUED', 'ISSUING'], QUOTED: ['ISSUED', 'ISSUING'] },
  LEND: { APPROVED: ['ISSUED', 'ISSUING'], QUOTED: ['ISSUED', 'ISSUING'] },
  EXPIRE: {
    NEW: ['EXPIRED'],
    INCOMPLETE: ['EXPIRED'],
    READY: ['EXPIRED'],
    APPROVED: ['EXPIRED'],
    QUOTED: ['EXPIRED'],
  },
  REINSTATE: { REJECTED: ['NEW'], EXPIRED: ['NEW'] },
  DELETE: { NEW: ['DELETED'], INCOMPLETE: ['DELETED'] },
};

const pascal = (operation: string) => operation.charAt(0) + operation.slice(1).toLowerCase();

const pairs = QUOTE_STATUSES.flatMap((status) =>
  QUOTE_OPERATIONS.map((operation) => [status, operation] as const),
);

describe('the quote workflow', () => {
  it('has exactly the quote statuses and operations', () => {
    expect(Object.keys(QUOTE_WORKFLOW.statuses)).toEqual([...QUOTE_STATUSES]);
    expect(Object.keys(QUOTE_WORKFLOW.operations).sort()).toEqual([...QUOTE_OPERATIONS].sort());
    expect(QUOTE_WORKFLOW.initial).toBe('NEW');
  });

  it.each(pairs)('from %s, %s is allowed exactly when the flow lists it', (status, operation) => {
    const outcomes = ALLOWED[operation][status];
    const check = checkMove(QUOTE_WORKFLOW, status, operation, ['*']);
    if (outcomes) expect(check).toEqual({ allowed: true, to: outcomes[0], outcomes });
    else expect(check).toEqual({ allowed: false, reason: 'notAllowedFromStatus' });
  });

  it('needs quote:{Operation} for each operation, and nothing else', () => {
    for (const operation of QUOTE_OPERATIONS) {
      const permission = `quote:${pascal(operation)}`;
      expect(QUOTE_WORKFLOW.operations[operation].permission).toBe(permission);
      const [status] = Object.keys(ALLOWED[operation]) as [QuoteStatus];
      expect(checkMove(QUOTE_WORKFLOW, status, operation, [permission]).allowed, operation).toBe(true);
      expect(checkMove(QUOTE_WORKFLOW, status, operation, ['quote:Read']), operation).toEqual({
        allowed: false,
        reason: 'lackPermission',
      });
    }
  });

  it('refuses an operation it does not know', () => {
    expect(checkMove(QUOTE_WORKFLOW, 'NEW', 'PUBLISH', ['*'])).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
    expect(checkMove(QUOTE_WORKFLOW, 'NEW', 'save', ['*'])).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
  });

  it('offers a holder of quote:* every move from the status, and a saver only SAVE', () => {
    expect(availableOperations(QUOTE_WORKFLOW, 'APPROVED', ['quote:*'])).toEqual([
      'SAVE',
      'REJECT',
      'INQUIRE',
      'ISSUE',
      'LEND',
      'EXPIRE',
    ]);
    expect(availableOperations(QUOTE_WORKFLOW, 'APPROVED', ['QuoteSave', 'party:*'])).toEqual(['SAVE']);
    expect(availableOperations(QUOTE_WORKFLOW, 'ISSUED', ['quote:*'])).toEqual([]);
  });

  it('never edits or deletes a locked quote', () => {
    for (const status of statusesWithFlag(QUOTE_WORKFLOW, 'locked')) {
      for (const operation of ['SAVE', 'SUBMIT', 'DELETE'] as const) {
        expect(checkMove(QUOTE_WORKFLOW, status, operation, ['*']).allowed, `${status} ${operation}`).toBe(
          false,
        );
      }
    }
  });

  it('leaves a finished quote only by reinstating a rejected or expired one', () => {
    for (const status of statusesWithFlag(QUOTE_WORKFLOW, 'finished')) {
      const offered = availableOperations(QUOTE_WORKFLOW, status, ['*']);
      expect(offered, status).toEqual(status === 'REJECTED' || status === 'EXPIRED' ? ['REINSTATE'] : []);
    }
  });

  it('issues an accepted quote without a person: accepted, issuing, issued', () => {
    expect(checkAutomaticMove(QUOTE_WORKFLOW, 'QUOTED', 'ACCEPT')).toMatchObject({
      allowed: true,
      to: 'ACCEPTED',
    });
    expect(checkAutomaticMove(QUOTE_WORKFLOW, 'ACCEPTED', 'START_ISSUING')).toMatchObject({ to: 'ISSUING' });
    expect(checkAutomaticMove(QUOTE_WORKFLOW, 'ISSUING', 'COMPLETE_ISSUING')).toMatchObject({ to: 'ISSUED' });
    expect(checkAutomaticMove(QUOTE_WORKFLOW, 'APPROVED', 'ACCEPT').allowed).toBe(false);
  });
});
