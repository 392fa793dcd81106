import { describe, expect, it } from 'vitest';
import { returnToOf } from './returnTo.js';

describe('the page to return to after sign-in', () => {
  it('comes from the navigation state, else from the query', () => {
    expect(returnToOf({ returnTo: '/workspace/claims?page=2' }, '?returnTo=/home')).toBe(
      '/workspace/claims?page=2',
    );
    expect(returnToOf(null, '?returnTo=%2Fprofile')).toBe('/profile');
  });

  it('is /init when none is given or the given one leaves the app', () => {
    expect(returnToOf(undefined, '')).toBe('/init');
    expect(returnToOf(null, '?returnTo=https://evil.example')).toBe('/init');
    expect(returnToOf({ returnTo: '//evil.example/x' }, '')).toBe('/init');
  });
});
