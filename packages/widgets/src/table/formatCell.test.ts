import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES } from '../context/messages.js';
import { formatCell } from './formatCell.js';

const t = (key: keyof typeof DEFAULT_MESSAGES) => DEFAULT_MESSAGES[key];
const names: Record<string, string> = { AUDI: 'Audi AG' };
const lookupName = (_lookupId: string, key: string) => names[key];

describe('formatCell', () => {
  it('formats by the column field type', () => {
    expect(formatCell({ amount: 1234.5, currency: 'EUR' }, { fieldType: 'Money' }, { t })).toBe(
      '1 234.50 EUR',
    );
    expect(formatCell('2026-11-21', { fieldType: 'Date' }, { t })).toBe('2026/11/21');
    expect(formatCell('2026-11-21T08:05:00', { fieldType: 'DateTime' }, { t })).toBe('2026/11/21 08:05:00');
    expect(formatCell(true, { fieldType: 'Boolean' }, { t })).toBe('Yes');
    expect(formatCell('37120000000', { fieldType: 'Phone' }, { t })).toBe('+37120000000');
    expect(formatCell({ id: 'p1', name: 'Ann' }, { fieldType: 'Customer' }, { t })).toBe('Ann');
    expect(formatCell([1, 2], { fieldType: 'IntegerArray' }, { t })).toBe('1, 2');
  });

  it('translates lookup values, falling back to the key', () => {
    const column = { fieldType: 'Lookup' as const, lookupId: 'makes' };
    expect(formatCell('AUDI', column, { t, lookupName })).toBe('Audi AG');
    expect(formatCell('KIA', column, { t, lookupName })).toBe('KIA');
  });

  it('leaves empty cells empty', () => {
    expect(formatCell(undefined, { fieldType: 'Money' }, { t })).toBe('');
    expect(formatCell(null, { fieldType: 'String' }, { t })).toBe('');
  });

  it('shows a malformed date-time as the server sent it', () => {
    expect(formatCell('yesterday', { fieldType: 'DateTime' }, { t })).toBe('yesterday');
  });
});
