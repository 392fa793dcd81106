import { describe, expect, it } from 'vitest';
import { descriptionKey, errorTextKey } from './errorTexts.js';

const known = new Set([
  'errorPage.codes.access_denied.title',
  'errorPage.descriptions.user_is_blocked.title',
]);
const exists = (key: string) => known.has(key);

describe('error page texts', () => {
  it('come from the error code first', () => {
    expect(errorTextKey('access_denied', 'user is blocked', exists)).toBe('errorPage.codes.access_denied');
  });

  it('else from the description, without provider and organisation identifiers', () => {
    expect(errorTextKey('server_error', 'User auth0|5f1c2b is blocked (org_8aD3kq)', exists)).toBe(
      'errorPage.descriptions.user_is_blocked',
    );
  });

  it('else are the default texts', () => {
    expect(errorTextKey('server_error', 'The moon is made of cheese', exists)).toBe('errorPage.default');
    expect(errorTextKey(undefined, undefined, exists)).toBe('errorPage.default');
  });

  it('derive the same key whatever ids a description carries', () => {
    expect(descriptionKey('User 3f0e8a3c-7f55-4d55-9a4e-6f4f0b8f2a10 is blocked')).toBe('user_is_blocked');
    expect(descriptionKey('user is blocked.')).toBe('user_is_blocked');
  });
});
