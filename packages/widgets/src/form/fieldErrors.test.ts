import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { errorsByField, firstServerMessages } from './fieldErrors.js';

const root = {
  schema: {
    type: 'object',
    properties: {
      premium: { type: 'object', properties: { amount: { type: 'number' }, currency: { type: 'string' } } },
    },
  } as RJSFSchema,
  uiSchema: { premium: { 'ui:widget': 'money' } },
};

describe('errorsByField', () => {
  it('gathers the errors of a compound value on its field, each message once', () => {
    expect(
      errorsByField(
        { 'premium.amount': ['Too many decimals', 'Required'], 'premium.currency': ['Required'] },
        root,
      ),
    ).toEqual({ premium: ['Too many decimals', 'Required'] });
  });
});

describe('firstServerMessages', () => {
  it('keeps the first message per field', () => {
    expect(
      firstServerMessages({ premium: ['Too low', 'Not round'], 'quote.code': ['Expired'] }, root),
    ).toEqual({
      premium: 'Too low',
      'quote.code': 'Expired',
    });
  });

  it('skips paths without messages', () => {
    expect(firstServerMessages({ premium: [] }, root)).toEqual({});
  });
});
