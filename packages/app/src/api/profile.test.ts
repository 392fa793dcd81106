import { describe, expect, it } from 'vitest';
import { initialsOf } from './profile.js';

describe('avatar initials', () => {
  it('are the first letters of the first and last name', () => {
    expect(initialsOf({ name: 'anna marija bērziņa', email: 'a@example.com' })).toBe('AB');
  });

  it('are the e-mail’s first letter without a name', () => {
    expect(initialsOf({ name: null, email: 'zane@example.com' })).toBe('Z');
    expect(initialsOf({ name: '  ', email: 'zane@example.com' })).toBe('Z');
  });
});
