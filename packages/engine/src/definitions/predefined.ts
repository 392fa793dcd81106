import type { FieldAttributes, FieldDefinition, ObjectAttributes, ObjectDefinition } from './types.js';

/**
 * The object definitions a new tenant starts with: the party data of private and legal persons, the
 * intermediary, and the core fields of insurance quotes and loans that product managers add to product
 * versions. Their fields are predefined (they cannot be deleted); the server assigns ids on registration.
 */

const field = (
  key: string,
  name: string,
  iconName: string,
  attributes: Omit<FieldAttributes, 'predefined'>,
): FieldDefinition => ({ key, name, iconName, attributes: { ...attributes, predefined: true } });

const object = (
  definition: Omit<ObjectDefinition, 'fields'>,
  fields: FieldDefinition[],
): ObjectDefinition => ({ ...definition, fields: fields.map((each, seq) => ({ ...each, seq })) });

const text = (key: string, name: string, iconName: string, mandatory = false) =>
  field(key, name, iconName, { fieldType: 'String', mandatory });

const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
const COUNTRY_CODE_PATTERN = '^[A-Z]{2}$';

const CONTACT_FIELDS = [
  field('email', 'E-mail', 'Email', { fieldType: 'String', matchPattern: EMAIL_PATTERN }),
  field('phone', 'Phone', 'Phone', { fieldType: 'Phone' }),
];

const ADDRESS_FIELDS = [
  text('addressLine1', 'Address line 1', 'Home'),
  text('addressLine2', 'Address line 2', 'Home'),
  text('addressLine3', 'City', 'LocationCity'),
  text('postcode', 'Postcode', 'MarkunreadMailbox'),
  field('country', 'Country', 'Public', { fieldType: 'String', matchPattern: COUNTRY_CODE_PATTERN }),
];

const PARTY_ATTRIBUTES: ObjectAttributes = { controlType: 'SINGLE_OBJECT', columns: 2 };

export const PREDEFINED_OBJECT_DEFINITIONS: readonly ObjectDefinition[] = [
  object(
    {
      key: 'person',
      objectType: 'PRIVATE',
      name: 'Private person',
      iconName: 'Person',
      attributes: {
        ...PARTY_ATTRIBUTES,
        summaryTemplate: '{{person.firstName}} {{person.lastName}}',
        uniqueFieldsConstraint: ['personalCode'],
      },
    },
    [
      text('firstName', 'First name', 'Badge', true),
      text('lastName', 'Last name', 'Badge', true),
      text('personalCode', 'Personal code', 'Fingerprint', true),
      field('dateOfBirth', 'Date of birth', 'Cake', { fieldType: 'Date', allowFutureDate: false }),
      ...CONTACT_FIELDS,
      ...ADDRESS_FIELDS,
    ],
  ),
  object(
    {
      key: 'company',
      objectType: 'LEGAL',
      name: 'Legal person',
      iconName: 'Business',
      attributes: {
        ...PARTY_ATTRIBUTES,
        summaryTemplate: '{{company.name}}',
        uniqueFieldsConstraint: ['registrationNumber'],
      },
    },
    [
      text('name', 'Name', 'Business', true),
      text('registrationNumber', 'Registration number', 'Numbers', true),
      text('vatNumber', 'VAT number', 'Receipt'),
      field('registrationDate', 'Registration date', 'Event', { fieldType: 'Date', allowFutureDate: false }),
      ...CONTACT_FIELDS,
      ...ADDRESS_FIELDS,
    ],
  ),
  object(
    {
      key: 'intermediary',
      objectType: 'INTERMEDIARY',
      name: 'Intermediary',
      iconName: 'Handshake',
      attributes: {
        ...PARTY_ATTRIBUTES,
        summaryTemplate: '{{intermediary.name}}',
        uniqueFieldsConstraint: ['code'],
      },
    },
    [
      text('name', 'Name', 'Handshake', true),
      text('code', 'Code', 'Tag', true),
      ...CONTACT_FIELDS,
      ...ADDRESS_FIELDS,
    ],
  ),
  object(
    {
      key: 'quote',
      objectType: 'QUOTE',
      name: 'Insurance period',
      iconName: 'RequestQuote',
      attributes: { controlType: 'INLINE_FIELDS', columns: 3 },
    },
    [
      field('startDate', 'Start date', 'Event', {
        fieldType: 'Date',
        mandatory: true,
        allowFutureDate: true,
        dateDefault: { type: 'DYNAMIC', operations: [{ type: 'PLUS', unit: 'DAYS', value: 1 }] },
      }),
      field('endDate', 'End date', 'EventBusy', {
        fieldType: 'Date',
        mandatory: true,
        allowFutureDate: true,
        dateDefault: { type: 'DYNAMIC', operations: [{ type: 'PLUS', unit: 'YEARS', value: 1 }] },
      }),
      field('sumInsured', 'Sum insured', 'Savings', { fieldType: 'Money', mandatory: true }),
    ],
  ),
  object(
    {
      key: 'loan',
      objectType: 'LOAN',
      name: 'Loan',
      iconName: 'AccountBalance',
      attributes: { controlType: 'INLINE_FIELDS', columns: 2 },
    },
    [
      field('amount', 'Loan amount', 'Payments', { fieldType: 'Money', mandatory: true }),
      field('term', 'Term', 'DateRange', {
        fieldType: 'Integer',
        mandatory: true,
        unitOfMeasure: 'months',
        unitOfMeasureSide: 'RIGHT',
        attributeType: 'RANGE',
        range: { minValue: 1, maxValue: 360 },
      }),
      field('annualInterestRate', 'Annual interest rate', 'Percent', {
        fieldType: 'Numeric',
        decimalPlaces: 2,
        unitOfMeasure: '%',
        unitOfMeasureSide: 'RIGHT',
      }),
      field('paymentDay', 'Payment day', 'Today', {
        fieldType: 'Integer',
        mandatory: true,
        attributeType: 'RANGE',
        range: { minValue: 1, maxValue: 28 },
      }),
    ],
  ),
];
