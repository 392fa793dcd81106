import { PREDEFINED_OBJECT_DEFINITIONS, type ObjectDefinition } from '@coverline/engine';
import { describe, expect, it } from 'vitest';
import { partyIdentityOf } from './partyDerivation.js';

const person = PREDEFINED_OBJECT_DEFINITIONS.find(
  (definition) => definition.key === 'person',
) as ObjectDefinition;

describe('partyIdentityOf', () => {
  it('names a person by the summary template, codes them by the unique field and finds the e-mail', () => {
    const data = {
      person: { firstName: 'Anna', lastName: 'Bērziņa', personalCode: ' 120385-12345 ', email: 'a@b.lv' },
    };
    expect(partyIdentityOf([person], data)).toEqual({
      name: 'Anna Bērziņa',
      code: '120385-12345',
      email: 'a@b.lv',
    });
  });

  it('falls back to the code when no template gives a name, and leaves out what is empty', () => {
    const untitled = { ...person, attributes: { ...person.attributes, summaryTemplate: undefined } };
    expect(partyIdentityOf([untitled], { person: { personalCode: 'X1', email: '  ' } })).toEqual({
      name: 'X1',
      code: 'X1',
    });
    expect(partyIdentityOf([untitled], { person: {} })).toEqual({ name: '' });
  });

  it('ignores objects that are not used and takes the first object that gives a value', () => {
    const unused = { ...person, key: 'old', attributes: { ...person.attributes, used: false } };
    const contact: ObjectDefinition = {
      key: 'contact',
      objectType: 'PRIVATE',
      name: 'Contact',
      attributes: { controlType: 'SINGLE_OBJECT', summaryTemplate: '{{contact.nickname}}' },
      fields: [],
    };
    const data = {
      old: { firstName: 'Old', lastName: 'Name', personalCode: 'OLD' },
      contact: { nickname: '', email: 'second@b.lv' },
      person: { firstName: 'New', lastName: 'Name', personalCode: 'NEW', email: 'first@b.lv' },
    };
    expect(partyIdentityOf([unused, contact, person], data)).toEqual({
      name: 'New Name',
      code: 'NEW',
      email: 'second@b.lv',
    });
  });
});
