import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './serverFieldErrors.js';

describe('server field errors on a form', () => {
  it('put the first message of each path on its field, nested paths on the field they lie under', () => {
    const mapped = serverFieldErrors(
      { email: ['emailTaken', 'emailInvalid'], 'address.city': ['cityRequired'] },
      ['email', 'address'],
    );
    expect(mapped.fields).toEqual({ email: 'emailTaken', address: 'cityRequired' });
    expect(mapped.others).toEqual([]);
  });

  it('list paths without a field on screen with their message', () => {
    expect(serverFieldErrors({ 'owner.phone': ['phoneInvalid'] }, ['email']).others).toEqual([
      { path: 'owner.phone', message: 'phoneInvalid' },
    ]);
  });

  it('put a path on the field a mapping names for it', () => {
    const inputOf = (path: string) => (path.startsWith('attributes.') ? path.slice(11) : undefined);
    expect(
      serverFieldErrors({ 'attributes.columns': ['min'], 'fields.0.key': ['pattern'] }, inputOf),
    ).toEqual({
      fields: { columns: 'min' },
      others: [{ path: 'fields.0.key', message: 'pattern' }],
    });
  });
});
