import { QUOTE_WORKFLOW, type QuoteOperation, type QuoteStatus } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.js';
import { defineRecordKind, type RecordRow } from './recordKind.js';

/** A kind that performs SAVE and APPROVE of the quote workflow; storage is not used here. */
const kind = defineRecordKind<RecordRow, RecordRow, RecordRow, QuoteStatus, QuoteOperation>({
  table: 'quote',
  columns: 'id, version, data, created_at, updated_at',
  workflow: {
    machine: QUOTE_WORKFLOW,
    statusColumn: 'status',
    performs: ['SAVE', 'APPROVE'],
    lockedMessage: 'quoteLocked',
  },
  derive: () => ({}),
  present: async (_tx, row) => row,
  displayName: (row) => row.id,
  list: {
    table: 'quote',
    alias: 'q',
    select: { id: 'q.id' },
    sortable: {},
    defaultSorting: [],
    item: (row) => row as unknown as RecordRow,
  },
});

function refusal(status: string, operation: string, permissions: string[]) {
  try {
    kind.requireMove(status, operation, permissions);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return [(error as HttpError).statusCode, (error as HttpError).message];
  }
  return 'allowed';
}

describe('record kind workflow', () => {
  it('offers the moves the machine allows from the status, the caller may make and the kind performs', () => {
    expect(kind.availableOperations('NEW', ['quote:*'])).toEqual(['SAVE']);
    expect(kind.availableOperations('READY', ['quote:*'])).toEqual(['APPROVE']);
    expect(kind.availableOperations('READY', ['quote:Save'])).toEqual([]);
    expect(kind.availableOperations('ISSUED', ['*'])).toEqual([]);
  });

  it('leads a move to the machine’s status and refuses the others without changing anything', () => {
    expect(kind.requireMove('READY', 'APPROVE', ['quote:Approve'])).toBe('APPROVED');
    expect(refusal('READY', 'APPROVE', ['quote:Save'])).toEqual([403, 'lackPermission']);
    expect(refusal('READY', 'SAVE', ['quote:Save'])).toEqual([409, 'quoteLocked']);
    expect(refusal('REJECTED', 'APPROVE', ['quote:*'])).toEqual([409, 'quoteLocked']);
    expect(refusal('INCOMPLETE', 'APPROVE', ['quote:*'])).toEqual([409, 'notAllowedFromStatus']);
    // The machine knows SUBMIT, but this kind does not perform it yet; FLY is no operation at all.
    expect(refusal('NEW', 'SUBMIT', ['quote:*'])).toEqual([400, 'unknownOperation']);
    expect(refusal('NEW', 'FLY', ['quote:*'])).toEqual([400, 'unknownOperation']);
    expect(refusal('NEW', 'constructor', ['*'])).toEqual([400, 'unknownOperation']);
  });
});
