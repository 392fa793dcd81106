import { describe, expect, it } from 'vitest';
import { renderSummary, SUMMARY_MAX_LENGTH, truncateSummary } from './summaryTemplate.js';

const data = {
  vehicle: { make: 'Volvo', model: 'XC60', year: 2021, registeredOn: '2021-03-04', electric: false },
  policy: { sumInsured: { amount: 1234567.891, currency: 'EUR' }, fee: { amount: 12.5, currency: 'KWD' } },
  holder: {
    customer: { id: 'p1', name: 'Anna Bērziņa', partyType: 'PRIVATE' },
    signedAt: '2026-11-21T08:05:09Z',
  },
  drivers: [{ name: 'Anna' }, { name: '' }, { name: 'Jānis' }],
};

describe('renderSummary', () => {
  it('fills placeholders from the data by object and field key', () => {
    expect(renderSummary('{{vehicle.make}} {{vehicle.model}}, {{vehicle.year}}', data)).toBe(
      'Volvo XC60, 2021',
    );
    expect(renderSummary('{{ vehicle.make }}', data)).toBe('Volvo');
  });

  it('formats money, dates, date-times and customers', () => {
    expect(renderSummary('{{policy.sumInsured}} / {{policy.fee}}', data)).toBe(
      '1 234 567.89 EUR / 12.500 KWD',
    );
    expect(renderSummary('{{vehicle.registeredOn}} {{holder.signedAt}}', data)).toBe(
      '2021/03/04 2026/11/21 08:05:09',
    );
    expect(renderSummary('{{holder.customer}}', data)).toBe('Anna Bērziņa');
    expect(renderSummary('{{x.m}}', { x: { m: { amount: 5, currency: 'XYZ' } } })).toBe('5.00 XYZ');
    expect(renderSummary('{{x.t}}', { x: { t: '2026-13-40T99:00 is no date' } })).toBe(
      '2026-13-40T99:00 is no date',
    );
  });

  it('lists the values of repeated objects', () => {
    expect(renderSummary('Drivers: {{drivers.name}}', data)).toBe('Drivers: Anna, Jānis');
  });

  it('leaves missing values empty and collapses the whitespace around them', () => {
    expect(
      renderSummary('  {{vehicle.make}}  {{vehicle.colour}}\n {{nothing.here}} {{vehicle.model}} ', data),
    ).toBe('Volvo XC60');
    expect(renderSummary('{{vehicle.make.length}} {{vehicle.toString}}', data)).toBe('');
  });

  it('gives no summary when every placeholder is empty, whatever text surrounds them', () => {
    expect(renderSummary('{{vehicle.colour}} ({{vehicle.plate}})', data)).toBe('');
    expect(renderSummary('Drivers: {{nobody.name}}', data)).toBe('');
    expect(renderSummary('({{vehicle.colour}}) {{vehicle.make}}', data)).toBe('() Volvo');
    expect(renderSummary('Fixed text', data)).toBe('Fixed text');
  });

  it('lets the caller format values, falling back to the default', () => {
    const yesNo = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : undefined);
    expect(renderSummary('{{vehicle.electric}} {{vehicle.make}}', data, yesNo)).toBe('no Volvo');
    expect(renderSummary('{{vehicle.electric}}', data)).toBe('false');
  });

  it('cuts at 75 characters with an ellipsis', () => {
    const long = renderSummary('{{a.b}}', { a: { b: 'x'.repeat(100) } });
    expect(SUMMARY_MAX_LENGTH).toBe(75);
    expect(long).toBe(`${'x'.repeat(74)}…`);
    const exact = 'y'.repeat(75);
    expect(renderSummary(exact, {})).toBe(exact);
    expect(Array.from(renderSummary('😀'.repeat(80), {}))).toHaveLength(75);
  });
});

describe('truncateSummary', () => {
  it('cuts a line longer than 75 characters with an ellipsis and fills no placeholders', () => {
    expect(truncateSummary('Make: Volvo · Model: XC60')).toBe('Make: Volvo · Model: XC60');
    expect(truncateSummary(`${'a'.repeat(70)} {{b}} bbb`)).toBe(`${'a'.repeat(70)} {{b…`);
  });
});
