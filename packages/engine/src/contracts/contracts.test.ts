import { describe, expect, it } from 'vitest';
import { createSchemaAjv } from '../../test-support/definitionSchemas.js';
import { DEFAULT_TENANT_SETTINGS } from '../definitions/tenantSettings.js';
import * as contracts from '../index.js';
import { ProductNode } from './product.js';
import { ShellSettings } from './tenant.js';

/** Every contract value the engine exports: a TypeBox schema is an object with a JSON Schema keyword. */
const contractSchemas = Object.entries(contracts).filter(
  ([, value]) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    ('type' in value || 'anyOf' in value || '$ref' in value) &&
    Object.getOwnPropertyNames(value).includes('~kind'),
);

describe('wire contracts', () => {
  const ajv = createSchemaAjv();

  it('compile against the shared schemas, every reference found', () => {
    expect(contractSchemas.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const [name, schema] of contractSchemas) {
      try {
        ajv.compile(schema as object);
      } catch (error) {
        failures.push(`${name}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuse a property they do not declare', () => {
    const validate = ajv.compile(ProductNode);
    expect(validate({ name: 'Motor', code: 'MOTOR' })).toBe(true);
    expect(validate({ name: 'Motor', code: 'MOTOR', secret: 1 })).toBe(false);
  });

  it('read the settings a new tenant starts with, which a save would refuse', () => {
    expect(ajv.validate(ShellSettings, { ...DEFAULT_TENANT_SETTINGS, version: 0 })).toBe(true);
  });
});
