import type {
  FieldAttributes,
  FieldDefinition,
  ObjectAttributes,
  ObjectDefinition,
  Translations,
} from './types.js';

/**
 * The object definitions a new tenant starts with: the party data of private and legal persons, the
 * intermediary, and the core fields of insurance quotes and loans that product managers add to product
 * versions. Their fields are predefined (they cannot be deleted); the server assigns ids on registration.
 */

/**
 * The names of the predefined objects and fields in the app's other languages, by their English name (the
 * same words the example products use for the predefined fields they carry).
 */
const TRANSLATIONS: Readonly<Record<string, Translations>> = {
  'Private person': {
    de: 'Privatperson',
    fr: 'Personne physique',
    lv: 'Fiziska persona',
    ru: 'Физическое лицо',
  },
  'Legal person': {
    de: 'Juristische Person',
    fr: 'Personne morale',
    lv: 'Juridiska persona',
    ru: 'Юридическое лицо',
  },
  Intermediary: { de: 'Vermittler', fr: 'Intermédiaire', lv: 'Starpnieks', ru: 'Посредник' },
  'Insurance period': {
    de: 'Versicherungszeitraum',
    fr: "Période d'assurance",
    lv: 'Apdrošināšanas periods',
    ru: 'Период страхования',
  },
  Loan: { de: 'Kredit', fr: 'Prêt', lv: 'Aizdevums', ru: 'Кредит' },
  'First name': { de: 'Vorname', fr: 'Prénom', lv: 'Vārds', ru: 'Имя' },
  'Last name': { de: 'Nachname', fr: 'Nom', lv: 'Uzvārds', ru: 'Фамилия' },
  'Personal code': {
    de: 'Personenkennzahl',
    fr: "Numéro d'identification personnel",
    lv: 'Personas kods',
    ru: 'Персональный код',
  },
  'Date of birth': {
    de: 'Geburtsdatum',
    fr: 'Date de naissance',
    lv: 'Dzimšanas datums',
    ru: 'Дата рождения',
  },
  'E-mail': { de: 'E-Mail', fr: 'E-mail', lv: 'E-pasts', ru: 'Электронная почта' },
  Phone: { de: 'Telefon', fr: 'Téléphone', lv: 'Tālrunis', ru: 'Телефон' },
  'Address line 1': {
    de: 'Adresszeile 1',
    fr: "Ligne d'adresse 1",
    lv: 'Adreses 1. rinda',
    ru: 'Адрес, строка 1',
  },
  'Address line 2': {
    de: 'Adresszeile 2',
    fr: "Ligne d'adresse 2",
    lv: 'Adreses 2. rinda',
    ru: 'Адрес, строка 2',
  },
  City: { de: 'Ort', fr: 'Ville', lv: 'Pilsēta', ru: 'Город' },
  Postcode: { de: 'Postleitzahl', fr: 'Code postal', lv: 'Pasta indekss', ru: 'Почтовый индекс' },
  Country: { de: 'Land', fr: 'Pays', lv: 'Valsts', ru: 'Страна' },
  Name: { de: 'Name', fr: 'Nom', lv: 'Nosaukums', ru: 'Наименование' },
  'Registration number': {
    de: 'Registernummer',
    fr: "Numéro d'immatriculation",
    lv: 'Reģistrācijas numurs',
    ru: 'Регистрационный номер',
  },
  'VAT number': {
    de: 'USt-IdNr.',
    fr: 'Numéro de TVA',
    lv: 'PVN maksātāja numurs',
    ru: 'Номер плательщика НДС',
  },
  'Registration date': {
    de: 'Registrierungsdatum',
    fr: "Date d'immatriculation",
    lv: 'Reģistrācijas datums',
    ru: 'Дата регистрации',
  },
  Code: { de: 'Code', fr: 'Code', lv: 'Kods', ru: 'Код' },
  'Start date': { de: 'Beginn', fr: 'Date de début', lv: 'Sākuma datums', ru: 'Дата начала' },
  'End date': { de: 'Ende', fr: 'Date de fin', lv: 'Beigu datums', ru: 'Дата окончания' },
  'Sum insured': {
    de: 'Versicherungssumme',
    fr: 'Somme assurée',
    lv: 'Apdrošinājuma summa',
    ru: 'Страховая сумма',
  },
  'Loan amount': { de: 'Kreditbetrag', fr: 'Montant du prêt', lv: 'Aizdevuma summa', ru: 'Сумма кредита' },
  Term: { de: 'Laufzeit', fr: 'Durée', lv: 'Termiņš', ru: 'Срок' },
  'Annual interest rate': {
    de: 'Jahreszinssatz',
    fr: "Taux d'intérêt annuel",
    lv: 'Gada procentu likme',
    ru: 'Годовая процентная ставка',
  },
  'Payment day': { de: 'Zahltag', fr: 'Jour de prélèvement', lv: 'Maksājuma diena', ru: 'День платежа' },
  'Issue date': {
    de: 'Auszahlungsdatum',
    fr: "Date d'émission",
    lv: 'Izsniegšanas datums',
    ru: 'Дата выдачи',
  },
  'Commission rate': {
    de: 'Provisionssatz',
    fr: 'Taux de commission',
    lv: 'Komisijas likme',
    ru: 'Ставка комиссии',
  },
  'Add commission to the loan amount': {
    de: 'Provision zum Kreditbetrag hinzufügen',
    fr: 'Ajouter la commission au montant du prêt',
    lv: 'Pievienot komisiju aizdevuma summai',
    ru: 'Добавить комиссию к сумме кредита',
  },
  'Needs a guarantor': {
    de: 'Bürge erforderlich',
    fr: 'Garant requis',
    lv: 'Nepieciešams galvinieks',
    ru: 'Требуется поручитель',
  },
  'Car loan with pledge': {
    de: 'Autokredit mit Verpfändung',
    fr: 'Prêt auto avec gage',
    lv: 'Auto aizdevums ar ķīlu',
    ru: 'Автокредит под залог',
  },
};

/** A name with its translations, when it has some. */
const named = (name: string): { name: string; translations?: Translations } => {
  const translations = TRANSLATIONS[name];
  return translations ? { name, translations } : { name };
};

const field = (
  key: string,
  name: string,
  iconName: string,
  attributes: Omit<FieldAttributes, 'predefined'>,
): FieldDefinition => ({ key, ...named(name), iconName, attributes: { ...attributes, predefined: true } });

const object = (
  definition: Omit<ObjectDefinition, 'fields'>,
  fields: FieldDefinition[],
): ObjectDefinition => ({
  ...definition,
  ...named(definition.name),
  fields: fields.map((each, seq) => ({ ...each, seq })),
});

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
      // Empty: the loan is issued on the day it is lent.
      field('issueDate', 'Issue date', 'EventAvailable', { fieldType: 'Date', allowFutureDate: true }),
      field('commissionRate', 'Commission rate', 'Percent', {
        fieldType: 'Numeric',
        decimalPlaces: 2,
        unitOfMeasure: '%',
        unitOfMeasureSide: 'RIGHT',
      }),
      field('addCommissionToLoanAmount', 'Add commission to the loan amount', 'AddCard', {
        fieldType: 'Boolean',
      }),
      field('needsGuarantor', 'Needs a guarantor', 'Handshake', { fieldType: 'Boolean' }),
      field('carLoanWithPledge', 'Car loan with pledge', 'DirectionsCar', { fieldType: 'Boolean' }),
    ],
  ),
];
