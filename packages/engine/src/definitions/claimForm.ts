import type { FieldAttributes, FieldDefinition, ObjectDefinition } from './types.js';

/** The key of the claim form's one object: a claim's data is `{ claim: { applicant, eventDateTime, … } }`. */
export const CLAIM_OBJECT_KEY = 'claim';

const field = (
  key: string,
  name: string,
  iconName: string,
  translations: Record<'de' | 'fr' | 'lv' | 'ru', string>,
  attributes: Omit<FieldAttributes, 'predefined'>,
): FieldDefinition => ({
  key,
  name,
  iconName,
  translations,
  attributes: { ...attributes, predefined: true },
});

/**
 * The form of every claim, the same in every tenant: compiled by the engine like any other definition, so the
 * browser and the server validate a claim with one schema (mandatory fields, the currency's subunit of each
 * amount, an event and an application date not in the future). A claim's applicant is a private person.
 */
export const CLAIM_OBJECT_DEFINITIONS: readonly ObjectDefinition[] = [
  {
    key: CLAIM_OBJECT_KEY,
    objectType: 'CUSTOM',
    name: 'Claim',
    translations: { de: 'Schaden', fr: 'Sinistre', lv: 'Atlīdzības pieteikums', ru: 'Убыток' },
    attributes: { controlType: 'SINGLE_OBJECT', columns: 2 },
    fields: [
      field(
        'applicant',
        'Applicant',
        'Person',
        { de: 'Antragsteller', fr: 'Demandeur', lv: 'Pieteicējs', ru: 'Заявитель' },
        { fieldType: 'Customer', partyTypes: ['PRIVATE'], mandatory: true },
      ),
      field(
        'eventDateTime',
        'Event date and time',
        'Event',
        {
          de: 'Datum und Uhrzeit des Ereignisses',
          fr: "Date et heure de l'événement",
          lv: 'Notikuma datums un laiks',
          ru: 'Дата и время события',
        },
        { fieldType: 'DateTime', mandatory: true, allowFutureDate: false },
      ),
      field(
        'applicationDate',
        'Application date',
        'Event',
        { de: 'Meldedatum', fr: 'Date de déclaration', lv: 'Pieteikuma datums', ru: 'Дата заявления' },
        { fieldType: 'Date', mandatory: true, allowFutureDate: false, dateDefault: { type: 'CURRENT' } },
      ),
      field(
        'lossAmount',
        'Loss amount',
        'Payments',
        { de: 'Schadenhöhe', fr: 'Montant du sinistre', lv: 'Zaudējumu summa', ru: 'Сумма убытка' },
        { fieldType: 'Money', mandatory: true },
      ),
      field(
        'deductibleAmount',
        'Deductible',
        'Savings',
        { de: 'Selbstbehalt', fr: 'Franchise', lv: 'Pašrisks', ru: 'Франшиза' },
        { fieldType: 'Money' },
      ),
      field(
        'expensesAmount',
        'Handling expenses',
        'Receipt',
        {
          de: 'Bearbeitungskosten',
          fr: 'Frais de gestion',
          lv: 'Apstrādes izdevumi',
          ru: 'Расходы на урегулирование',
        },
        { fieldType: 'Money' },
      ),
      field(
        'description',
        'Description',
        'Notes',
        { de: 'Beschreibung', fr: 'Description', lv: 'Apraksts', ru: 'Описание' },
        { fieldType: 'Text' },
      ),
    ].map((each, seq) => ({ ...each, seq })),
  },
];
