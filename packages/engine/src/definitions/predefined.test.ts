import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../../test-support/definitionSchemas.js';
import { compileForm } from '../compile/compileForm.js';
import { createValidator } from '../validate/createValidator.js';
import { PREDEFINED_OBJECT_DEFINITIONS } from './predefined.js';
import type { ObjectType } from './types.js';

const definitionOf = (objectType: ObjectType) => {
  const definition = PREDEFINED_OBJECT_DEFINITIONS.find((each) => each.objectType === objectType);
  if (!definition) throw new Error(`No predefined ${objectType} definition`);
  return definition;
};

describe('predefined object definitions', () => {
  it.each(PREDEFINED_OBJECT_DEFINITIONS.map((definition) => [definition.objectType, definition]))(
    '%s is a valid object definition whose fields are all predefined',
    (_, definition) => {
      expect(schemaErrors('object-definition', definition)).toEqual([]);
      expect(definition.fields.filter((field) => !field.attributes.predefined)).toEqual([]);
    },
  );

  it('exist once per predefined object type, never for CUSTOM or ENRICHMENT, with distinct keys', () => {
    const types = PREDEFINED_OBJECT_DEFINITIONS.map((definition) => definition.objectType);
    const keys = PREDEFINED_OBJECT_DEFINITIONS.map((definition) => definition.key);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(types).not.toContain('CUSTOM');
    expect(types).not.toContain('ENRICHMENT');
  });

  it('make persons unique by personal code and companies by registration number', () => {
    expect(definitionOf('PRIVATE').attributes.uniqueFieldsConstraint).toEqual(['personalCode']);
    expect(definitionOf('LEGAL').attributes.uniqueFieldsConstraint).toEqual(['registrationNumber']);
  });

  it('constrain uniqueness by mandatory fields of their own that are not objects', () => {
    for (const definition of PREDEFINED_OBJECT_DEFINITIONS) {
      for (const key of definition.attributes.uniqueFieldsConstraint ?? []) {
        const field = definition.fields.find((each) => each.key === key);
        expect(field?.attributes, `${definition.key}.${key}`).toMatchObject({ mandatory: true });
        expect(field?.attributes.fieldType).not.toBe('Object');
      }
    }
  });

  it('compile into a form that requires a private person’s name and personal code', () => {
    const { schema } = compileForm([definitionOf('PRIVATE')], {
      locale: 'en-GB',
      now: '2026-11-21T12:00:00',
      lookups: [],
      objectDefinitions: [],
      currencies: ['EUR'],
      mode: 'edit',
    });
    const validate = createValidator(schema);
    const person = { firstName: 'Anna', lastName: 'Bērziņa', personalCode: '120385-12345', country: 'LV' };
    expect(validate({ person })).toEqual({ valid: true, errors: {} });
    const { personalCode: _, ...withoutCode } = person;
    expect(validate({ person: withoutCode }).errors).toHaveProperty(['person.personalCode']);
    expect(validate({ person: { ...person, dateOfBirth: '2030-01-01' } }).errors).toHaveProperty([
      'person.dateOfBirth',
    ]);
  });
});
