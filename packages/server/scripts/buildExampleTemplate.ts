/**
 * Writes `examples/documents/motor-quote-offer.docx`, the example template of the README's placeholder
 * vocabulary, from WordprocessingML: `npx tsx packages/server/scripts/buildExampleTemplate.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES_DIR } from '../src/demo/examples.js';
import { docxOf, listTable, paragraph } from '../src/modules/documentTemplates/wordDocument.js';

const template = docxOf(
  [
    paragraph('{company.name}', true),
    paragraph('{company.addressLine1}, {company.city}   ·   {today}'),
    paragraph(''),
    paragraph('Offer {record.number} — {record.product.name}', true),
    paragraph(
      'Policyholder: {policyholder.customer.name} ({policyholder.customer.code}), phone {policyholder.contactPhone}',
    ),
    paragraph(
      'Insurance period: {record.startDate} – {record.endDate}, offer valid until {record.validUntil}',
    ),
    paragraph(''),
    paragraph('Vehicle', true),
    paragraph('{vehicle.make} {vehicle.model}, registration {vehicle.registrationNumber}, VIN {vehicle.vin}'),
    paragraph(
      'Fuel {vehicle.fuelType}, first registered {vehicle.firstRegistrationDate}, market value {vehicle.marketValue}',
    ),
    paragraph('{#vehicle.hasTrailer}With trailer {vehicle.trailer.registrationNumber}.{/vehicle.hasTrailer}'),
    paragraph(''),
    paragraph('Drivers', true),
    listTable('drivers', [
      ['Driver', '{driver.name}'],
      ['Licence since', '{licenceIssuedOn}'],
      ['Claims in 5 years', '{claimsInLastFiveYears}'],
    ]),
    paragraph(''),
    paragraph('Cover', true),
    paragraph('Sum insured {record.sumInsured}, deductible {coverage.deductible}, premium {record.premium}'),
    paragraph('{#coverage.glassCover}Glass cover is included.{/coverage.glassCover}'),
    paragraph('{#coverage.roadsideAssistance}Roadside assistance is included.{/coverage.roadsideAssistance}'),
    paragraph('{coverage.additionalConditions}'),
    paragraph(''),
    paragraph('Payment schedule', true),
    listTable('record.paymentSchedule', [
      ['No.', '{number}'],
      ['Due', '{dueDate}'],
      ['Period', '{startDate} – {endDate}'],
      ['Amount', '{amount}'],
    ]),
  ].join(''),
);

const target = join(EXAMPLES_DIR, 'documents', 'motor-quote-offer.docx');
writeFileSync(target, template);
console.log(`Wrote ${target} (${template.length} bytes)`);
