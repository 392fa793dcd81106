import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { PartyReference, PartySearch, WidgetsProviderProps } from '../src/context/WidgetsContext.js';
import type { coverlineWidgets } from '../src/widgets/coverlineWidgets.js';

/** A widget with a schema and a value to show: shared by the conformance suite and the gallery page. */
export interface WidgetSample {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  value: unknown;
  /** The value as a read-only view shows it. */
  text: string;
  settings?: Omit<WidgetsProviderProps, 'children'>;
}

export const SAMPLE_PARTIES: PartyReference[] = [
  { id: 'p1', name: 'Ann Smith', partyType: 'PRIVATE' },
  { id: 'p2', name: 'Bob Brown', partyType: 'PRIVATE' },
];

/** A party search over SAMPLE_PARTIES, as an integrator's callback would answer. */
export async function searchSampleParties({ search }: PartySearch) {
  const items = SAMPLE_PARTIES.filter((party) => party.name.toLowerCase().includes(search.toLowerCase()));
  return { items, count: items.length };
}

const now = () => new Date('2026-11-21T12:00:00');

export const WIDGET_SAMPLES: Record<keyof typeof coverlineWidgets, WidgetSample> = {
  text: { schema: { type: 'string' }, value: 'Ann', text: 'Ann' },
  textarea: { schema: { type: 'string' }, value: 'first line', text: 'first line' },
  numeric: {
    schema: { type: 'number', minimum: 0, maximum: 100000 },
    uiSchema: { 'ui:options': { decimalPlaces: 2, unitOfMeasure: 'kg', unitOfMeasureSide: 'RIGHT' } },
    value: 1234.5,
    text: '1 234.50 kg',
  },
  integer: { schema: { type: 'integer' }, value: 42, text: '42' },
  money: {
    schema: {
      type: 'object',
      properties: { amount: { type: 'number' }, currency: { type: 'string', enum: ['EUR'] } },
    },
    value: { amount: 1234.5, currency: 'EUR' },
    text: '1 234.50 EUR',
  },
  phone: { schema: { type: 'string' }, value: '37120000000', text: '+37120000000' },
  lookup: {
    schema: { type: 'string', enum: ['SEDAN', 'SUV'] },
    uiSchema: { 'ui:options': { enumNames: ['Sedan', 'Sport utility vehicle'] } },
    value: 'SEDAN',
    text: 'Sedan',
  },
  currency: { schema: { type: 'string', enum: ['EUR', 'USD'] }, value: 'EUR', text: 'EUR — Euro' },
  customer: {
    schema: { type: 'object' },
    uiSchema: { 'ui:options': { partyTypes: ['PRIVATE'] } },
    value: SAMPLE_PARTIES[0],
    text: 'Ann Smith',
    settings: { searchParties: searchSampleParties },
  },
  date: {
    schema: { type: 'string', format: 'date' },
    uiSchema: { 'ui:options': { maxDate: '2026-11-21' } },
    value: '2026-01-02',
    text: '2026/01/02',
    settings: { now },
  },
  dateTime: {
    schema: { type: 'string', format: 'iso-date-time' },
    uiSchema: { 'ui:options': { maxDate: '2026-11-21T12:00:00' } },
    value: '2026-01-02T13:45:00',
    text: '2026/01/02 13:45:00',
    settings: { now },
  },
  stringArray: {
    schema: { type: 'array', items: { type: 'string' } },
    value: ['red', 'blue'],
    text: 'red, blue',
  },
  integerArray: { schema: { type: 'array', items: { type: 'integer' } }, value: [1, 2], text: '1, 2' },
  yesNo: {
    schema: { type: 'boolean' },
    uiSchema: { 'ui:options': { yesHighlighted: true } },
    value: true,
    text: 'Yes',
  },
};
