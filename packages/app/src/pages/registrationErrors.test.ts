import { describe, expect, it } from 'vitest';
import { registrationErrors } from './registrationErrors.js';

const valid = {
  tenant: 'acme_2',
  email: 'anna@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};
const keys = (form: typeof valid) => {
  const errors = registrationErrors(form);
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => m.key)]),
  );
};

describe('registration rules', () => {
  it('accept a complete, valid form', () => {
    expect(keys(valid)).toEqual({ tenant: [], email: [], password: [], confirmPassword: [] });
  });

  it('bound the tenant code to 3–50 characters of letters, digits and underscores, not starting with _', () => {
    expect(keys({ ...valid, tenant: 'ab' }).tenant).toEqual(['codeLengthMin']);
    expect(keys({ ...valid, tenant: 'a'.repeat(51) }).tenant).toEqual(['codeLengthMax']);
    expect(keys({ ...valid, tenant: 'a'.repeat(50) }).tenant).toEqual([]);
    expect(keys({ ...valid, tenant: '_acme' }).tenant).toEqual(['matchPattern']);
    expect(keys({ ...valid, tenant: 'acme-co' }).tenant).toEqual(['matchPattern']);
  });

  it('report each unmet password rule', () => {
    expect(keys({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).password).toEqual([
      'passwordUppercase',
      'passwordDigit',
      'passwordSymbol',
    ]);
    expect(keys({ ...valid, password: 'ABC#1234', confirmPassword: 'ABC#1234' }).password).toEqual([
      'passwordLowercase',
    ]);
  });
});
