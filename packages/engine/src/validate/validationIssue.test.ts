import { describe, expect, it } from 'vitest';
import { validationIssue } from './validationIssue.js';

const error = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) => ({
  keyword,
  instancePath,
  schemaPath: '#',
  params,
});

describe('validationIssue', () => {
  it('places a missing or unknown property at its own path', () => {
    expect(validationIssue(error('required', '/drivers/0', { missingProperty: 'name' }))).toEqual({
      path: 'drivers.0.name',
      key: 'required',
      params: {},
    });
    expect(validationIssue(error('additionalProperties', '', { additionalProperty: 'x' }))?.path).toBe('x');
  });

  it('unescapes JSON Pointer segments', () => {
    expect(validationIssue(error('type', '/a~1b/c~0d', { type: 'string' }))?.path).toBe('a/b.c~d');
  });

  it('carries limits', () => {
    expect(validationIssue(error('maxItems', '/drivers', { limit: 3 }))).toEqual({
      path: 'drivers',
      key: 'maxItems',
      params: { limit: 3 },
    });
  });

  it('skips the if error that only says its then failed', () => {
    expect(validationIssue(error('if', '', { failingKeyword: 'then' }))).toBeUndefined();
  });

  it('tells digits-only phones from other patterns', () => {
    expect(validationIssue(error('pattern', '/p', { pattern: '^[0-9]+$' }))?.key).toBe('phoneDigits');
    expect(validationIssue(error('pattern', '/p', { pattern: '^[A-Z]+$' }))?.key).toBe('pattern');
  });
});
