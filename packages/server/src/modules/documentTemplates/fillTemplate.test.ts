import { describe, expect, it } from 'vitest';
import { docxOf, docxText, listTable, paragraph } from '../../../test/support/docx.js';
import { HttpError } from '../../http/errors.js';
import { checkTemplate, fillTemplate } from './fillTemplate.js';

const refusal = (run: () => unknown): HttpError => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('filling a Word template', () => {
  it('fills paths, repeats table rows per list element, and shows sections by a yes/no', () => {
    const template = docxOf(
      paragraph('Offer {record.number} for {policyholder.customer.name}') +
        listTable('drivers', [
          ['Driver', '{driver.name}'],
          ['Claims', '{claimsInLastFiveYears}'],
          ['Offer', '{record.number}'],
        ]) +
        paragraph('{#coverage.glassCover}Glass included{/coverage.glassCover}') +
        paragraph('{#coverage.legalExpenses}Legal included{/coverage.legalExpenses}') +
        paragraph('Accessories: {#vehicle.accessories}[{.}]{/vehicle.accessories}') +
        paragraph('Missing: <{nothing.here}>'),
    );
    const filled = docxText(
      fillTemplate(template, {
        record: { number: 'Q-000007' },
        policyholder: { customer: { name: 'Anna & Co <AS>' } },
        drivers: [
          { driver: { name: 'Anna' }, claimsInLastFiveYears: '0' },
          { driver: { name: 'Jānis' }, claimsInLastFiveYears: '2' },
        ],
        coverage: { glassCover: true, legalExpenses: false },
        vehicle: { accessories: ['Towbar', 'Roof box'] },
      }),
    );
    expect(filled.split('\n')).toEqual([
      'Offer Q-000007 for Anna & Co <AS>',
      'Driver',
      'Claims',
      'Offer',
      'Anna',
      '0',
      // A list element's row still reads the record's values around it.
      'Q-000007',
      'Jānis',
      '2',
      'Q-000007',
      'Glass included',
      // A section that is off leaves its paragraph empty.
      '',
      'Accessories: [Towbar][Roof box]',
      'Missing: <>',
    ]);
  });

  it('reads data only: no expressions, no prototype, no raw XML', () => {
    const expression = refusal(() => checkTemplate(docxOf(paragraph('{record.number + 1}'))));
    expect(expression.statusCode).toBe(400);
    expect(expression.validationErrors?.file?.join(' ')).toContain('is not a placeholder');
    expect(
      refusal(() => checkTemplate(docxOf(paragraph('{constructor.constructor("return process")()}')))),
    ).toMatchObject({ statusCode: 400 });
    const raw = refusal(() => checkTemplate(docxOf(paragraph('{@record.number}'))));
    expect(raw.validationErrors?.file?.[0]).toContain('raw XML');
    // An own key only: an object's prototype is never reached.
    const filled = fillTemplate(docxOf(paragraph('[{record.constructor}][{record.__proto__}][{toString}]')), {
      record: {},
    });
    expect(docxText(filled)).toBe('[][][]');
  });

  it('names the problems of a malformed template and refuses what is not a Word document', () => {
    const unclosed = refusal(() => checkTemplate(docxOf(paragraph('Dear {policyholder.customer.name'))));
    expect(unclosed).toMatchObject({ statusCode: 400, message: 'templateInvalid' });
    expect(unclosed.validationErrors?.file?.join(' ')).toMatch(/unclosed|not closed/i);
    const unopened = refusal(() => checkTemplate(docxOf(paragraph('{#drivers}no end'))));
    expect(unopened.validationErrors?.file?.join(' ')).toMatch(/drivers/);
    expect(refusal(() => checkTemplate(Buffer.from('%PDF-1.7 not a docx'))).validationErrors).toEqual({
      file: ['The file is not a Word document (DOCX)'],
    });
  });
});
