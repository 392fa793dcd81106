import { describe, expect, it } from 'vitest';
import {
  availableOperations,
  checkAutomaticMove,
  checkMove,
  defineStatusMachine,
  hasStatusFlag,
  statusesWithFlag,
} from './statusMachine.js';

type Status = 'DRAFT' | 'SENT' | 'DONE';

/** A small machine of its own, so that these rules do not depend on any business workflow. */
const LETTER = defineStatusMachine<Status, 'SEND' | 'WITHDRAW', 'finished', 'DELIVER'>({
  name: 'letter',
  initial: 'DRAFT',
  statuses: { DRAFT: {}, SENT: {}, DONE: { finished: true } },
  operations: {
    SEND: { from: ['DRAFT'], to: 'SENT', otherOutcomes: ['DONE'], permission: 'letter:Send' },
    WITHDRAW: { from: ['DRAFT', 'SENT'], to: 'DONE', permission: 'letter:Withdraw' },
  },
  automatic: { DELIVER: { from: ['SENT'], to: 'DONE' } },
});

describe('defineStatusMachine', () => {
  const base = {
    name: 'letter',
    initial: 'DRAFT',
    statuses: { DRAFT: {}, SENT: {} },
    operations: { SEND: { from: ['DRAFT'], to: 'SENT', permission: 'letter:Send' } },
  } as const;
  // Casts stand for a definition that the type check would catch, as data from elsewhere might be.
  const define = (machine: object) => () => defineStatusMachine(machine as typeof base);

  it('accepts a machine whose moves name its statuses', () => {
    expect(define(base)()).toBe(base);
  });

  it.each([
    ['an unknown initial status', { ...base, initial: 'SENDING' }, 'letter: unknown initial status SENDING'],
    [
      'an unknown from-status',
      { ...base, operations: { SEND: { from: ['DRAFTED'], to: 'SENT', permission: 'p' } } },
      'letter.SEND: unknown status DRAFTED',
    ],
    [
      'an unknown target',
      { ...base, operations: { SEND: { from: ['DRAFT'], to: 'GONE', permission: 'p' } } },
      'letter.SEND: unknown status GONE',
    ],
    [
      'an unknown other outcome',
      {
        ...base,
        operations: { SEND: { from: ['DRAFT'], to: 'SENT', otherOutcomes: ['LOST'], permission: 'p' } },
      },
      'letter.SEND: unknown status LOST',
    ],
    [
      'an automatic move to an unknown status',
      { ...base, automatic: { DELIVER: { from: ['SENT'], to: 'DELIVERED' } } },
      'letter.DELIVER: unknown status DELIVERED',
    ],
    [
      'a name that is both an operation and an automatic move',
      { ...base, automatic: { SEND: { from: ['DRAFT'], to: 'SENT' } } },
      'letter.SEND: declared twice',
    ],
    [
      'a status inherited from Object.prototype',
      { ...base, operations: { SEND: { from: ['toString'], to: 'SENT', permission: 'p' } } },
      'letter.SEND: unknown status toString',
    ],
  ])('refuses %s', (_, machine, message) => {
    expect(define(machine)).toThrow(message);
  });
});

describe('checkMove', () => {
  it('allows a move from its from-statuses with its permission, naming every outcome', () => {
    expect(checkMove(LETTER, 'DRAFT', 'SEND', ['letter:Send'])).toEqual({
      allowed: true,
      to: 'SENT',
      outcomes: ['SENT', 'DONE'],
    });
  });

  it('refuses an operation the machine does not have, whatever the permissions', () => {
    expect(checkMove(LETTER, 'DRAFT', 'SHRED', ['*'])).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
    expect(checkMove(LETTER, 'DRAFT', 'toString', ['*'])).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
    expect(checkMove(LETTER, 'SENT', 'DELIVER', ['*'])).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
  });

  it('refuses a move from another status as not allowed, before looking at permissions', () => {
    expect(checkMove(LETTER, 'SENT', 'SEND', ['*'])).toEqual({
      allowed: false,
      reason: 'notAllowedFromStatus',
    });
    expect(checkMove(LETTER, 'SENT', 'SEND', [])).toEqual({ allowed: false, reason: 'notAllowedFromStatus' });
    expect(checkMove(LETTER, 'ARCHIVED', 'SEND', ['*'])).toEqual({
      allowed: false,
      reason: 'notAllowedFromStatus',
    });
  });

  it('refuses an allowed move to a caller without its permission', () => {
    expect(checkMove(LETTER, 'DRAFT', 'SEND', ['letter:Withdraw'])).toEqual({
      allowed: false,
      reason: 'lackPermission',
    });
    expect(checkMove(LETTER, 'DRAFT', 'SEND', [])).toEqual({ allowed: false, reason: 'lackPermission' });
  });
});

describe('availableOperations', () => {
  it('lists the moves from the status that the permissions allow, in declaration order', () => {
    expect(availableOperations(LETTER, 'DRAFT', ['letter:Send', 'letter:Withdraw'])).toEqual([
      'SEND',
      'WITHDRAW',
    ]);
    expect(availableOperations(LETTER, 'DRAFT', ['letter:Withdraw'])).toEqual(['WITHDRAW']);
    expect(availableOperations(LETTER, 'SENT', ['letter:Send', 'letter:Withdraw'])).toEqual(['WITHDRAW']);
    expect(availableOperations(LETTER, 'DONE', ['*'])).toEqual([]);
    expect(availableOperations(LETTER, 'DRAFT', [])).toEqual([]);
  });

  it('honours wildcards and the PascalCase spelling as hasPermission does', () => {
    expect(availableOperations(LETTER, 'DRAFT', ['letter:*'])).toEqual(['SEND', 'WITHDRAW']);
    expect(availableOperations(LETTER, 'DRAFT', ['*'])).toEqual(['SEND', 'WITHDRAW']);
    expect(availableOperations(LETTER, 'DRAFT', ['letter:With*'])).toEqual(['WITHDRAW']);
    expect(availableOperations(LETTER, 'DRAFT', ['other:*'])).toEqual([]);
  });

  it('never offers an automatic move', () => {
    expect(availableOperations(LETTER, 'SENT', ['*'])).not.toContain('DELIVER');
  });
});

describe('checkAutomaticMove', () => {
  it('allows an automatic move from its from-statuses without any permission', () => {
    expect(checkAutomaticMove(LETTER, 'SENT', 'DELIVER')).toEqual({
      allowed: true,
      to: 'DONE',
      outcomes: ['DONE'],
    });
    expect(checkAutomaticMove(LETTER, 'DRAFT', 'DELIVER')).toEqual({
      allowed: false,
      reason: 'notAllowedFromStatus',
    });
  });

  it('does not make a person’s operation automatic', () => {
    expect(checkAutomaticMove(LETTER, 'DRAFT', 'SEND')).toEqual({
      allowed: false,
      reason: 'unknownOperation',
    });
  });
});

describe('status flags', () => {
  it('are true only where declared, and false for a status the machine does not know', () => {
    expect(hasStatusFlag(LETTER, 'DONE', 'finished')).toBe(true);
    expect(hasStatusFlag(LETTER, 'SENT', 'finished')).toBe(false);
    expect(hasStatusFlag(LETTER, 'SHREDDED', 'finished')).toBe(false);
    expect(hasStatusFlag(LETTER, 'toString', 'finished')).toBe(false);
    expect(statusesWithFlag(LETTER, 'finished')).toEqual(['DONE']);
  });
});
