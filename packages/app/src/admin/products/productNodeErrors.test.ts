import { describe, expect, it } from 'vitest';
import { productNodeErrors } from './productNodeErrors.js';

const others = [
  { name: 'Motor insurance', code: 'MOTOR' },
  { name: 'Loans', code: 'LOANS' },
];

describe('productNodeErrors', () => {
  it('accepts a new name and code with a parent or the root chosen', () => {
    expect(productNodeErrors({ name: 'Home insurance', code: 'HOME', parentId: 'none' }, others)).toEqual({});
  });

  it('requires a name, a code and a parent choice', () => {
    expect(productNodeErrors({ name: ' ', code: '', parentId: '' }, others)).toEqual({
      name: 'required',
      code: 'required',
      parentId: 'required',
    });
  });

  it('refuses a name or code another product or group has, ignoring case and surrounding spaces', () => {
    expect(productNodeErrors({ name: ' motor INSURANCE ', code: 'loans', parentId: 'none' }, others)).toEqual(
      {
        name: 'notUnique',
        code: 'notUnique',
      },
    );
  });
});
