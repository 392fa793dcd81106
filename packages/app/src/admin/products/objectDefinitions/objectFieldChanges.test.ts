import type { FieldDefinition, FieldType, ObjectDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import {
  putField,
  removeField,
  setUniqueFieldsConstraint,
  uniqueConstraintCandidates,
} from './objectFieldChanges.js';

const field = (key: string, fieldType: FieldType = 'String'): FieldDefinition => ({
  key,
  name: key,
  iconName: 'Label',
  attributes: fieldType === 'Object' ? { fieldType, referenceId: 'address' } : { fieldType },
});
const person: ObjectDefinition = {
  key: 'person',
  objectType: 'PRIVATE',
  name: 'Private person',
  fields: [field('firstName'), field('personalCode'), field('email'), field('address', 'Object')],
  attributes: { controlType: 'SINGLE_OBJECT', uniqueFieldsConstraint: ['personalCode', 'email'] },
};
const constraintOf = (object: ObjectDefinition) => object.attributes.uniqueFieldsConstraint;

describe('uniqueConstraintCandidates', () => {
  it('excludes Object fields', () => {
    expect(uniqueConstraintCandidates(person.fields).map((each) => each.key)).toEqual([
      'firstName',
      'personalCode',
      'email',
    ]);
  });
});

describe('removeField', () => {
  it('removes the field from the fields and from the unique-fields constraint', () => {
    const result = removeField(person, 'email');
    expect(result.fields.map((each) => each.key)).toEqual(['firstName', 'personalCode', 'address']);
    expect(constraintOf(result)).toEqual(['personalCode']);
  });

  it('drops a constraint that no field is left in', () => {
    const result = removeField(removeField(person, 'email'), 'personalCode');
    expect(result.attributes).not.toHaveProperty('uniqueFieldsConstraint');
  });
});

describe('putField', () => {
  it('adds a new field last', () => {
    expect(putField(person, field('phone')).fields.at(-1)?.key).toBe('phone');
  });

  it('replaces the edited field in place and renames its key in the constraint', () => {
    const result = putField(person, field('idNumber'), 'personalCode');
    expect(result.fields.map((each) => each.key)).toEqual(['firstName', 'idNumber', 'email', 'address']);
    expect(constraintOf(result)).toEqual(['idNumber', 'email']);
  });

  it('takes a field that became an Object field out of the constraint', () => {
    expect(constraintOf(putField(person, field('email', 'Object'), 'email'))).toEqual(['personalCode']);
  });
});

describe('setUniqueFieldsConstraint', () => {
  it('keeps only fields that can be unique', () => {
    expect(constraintOf(setUniqueFieldsConstraint(person, ['address', 'firstName']))).toEqual(['firstName']);
  });

  it('gives no constraint to an object type that is not predefined', () => {
    const custom = { ...person, objectType: 'CUSTOM' as const };
    expect(setUniqueFieldsConstraint(custom, ['firstName']).attributes).not.toHaveProperty(
      'uniqueFieldsConstraint',
    );
  });
});
