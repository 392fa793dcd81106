import { describe, expect, it } from 'vitest';
import { signedInTenant } from '../support/signedInTenant.js';

describe('text the database cannot store', () => {
  const env = signedInTenant('nul');
  const { call } = env;

  it.each([
    '/api/search?search=a%00b',
    '/api/parties/find?search=a%00b',
    '/api/quotes/find?search=a%00b',
    '/api/parties/find-all?name=a%00b',
    '/api/lookups/find-all?name=a%00b',
    '/api/lookups/a%00b',
  ])('in a query or path is a 400 naming the parameter: %s', async (url) => {
    const response = await call('GET', url);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, message: 'validationFailed' });
    const errors = (response.body as { validationErrors: Record<string, string[]> }).validationErrors;
    expect(Object.values(errors).flat()).toContain('invalidCharacter');
  });

  it('in a body is a 400 on the field and creates nothing', async () => {
    const response = await call('POST', '/api/product-groups', {
      name: 'Motor\u0000',
      code: 'MOTOR_NUL',
      parentId: 'none',
    });
    expect(response).toMatchObject({
      status: 400,
      body: { validationErrors: { name: ['invalidCharacter'] } },
    });
    const list = await call('GET', '/api/product-groups');
    expect(list.body).toEqual([]);
  });

  it('refuses a lone surrogate and a NUL in a property name, at their paths', async () => {
    const response = await call('POST', '/api/product-groups', {
      name: 'Motor',
      code: '\uD800',
      translations: { 'e\u0000n': 'x' },
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        validationErrors: { code: ['invalidCharacter'], 'translations.e\uFFFDn': ['invalidCharacter'] },
      },
    });
  });

  it('still lets ordinary text through, paired surrogates (emoji) included', async () => {
    const response = await call('GET', `/api/search?search=${encodeURIComponent('Zoë 🚗')}`);
    expect(response.status).toBe(200);
  });
});
