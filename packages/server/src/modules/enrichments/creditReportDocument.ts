import {
  creditReportLabels,
  DEFAULT_TENANT_SETTINGS,
  formatBureauAmount,
  formatDate,
  formatDateTime,
  localNow,
  type CreditBureauContract,
  type CreditBureauReport,
  type CreditReportLabel,
  type TenantSettings,
} from '@coverline/engine';
import { companyOf } from '../documentTemplates/templateData.js';
import { docxOf, listTable, paragraph } from '../documentTemplates/wordDocument.js';

/** Twentieths of a point across a landscape A4 page inside its margins, shared by a table's columns. */
const PAGE_WIDTH = 14_500;
const widthFor = (columns: number) => ({ cellWidth: Math.floor(PAGE_WIDTH / columns) });

const CONTRACT_COLUMNS: [string, string][] = [
  ['{labels.listedIn}', '{listedIn}'],
  ['{labels.sector}', '{sector}'],
  ['{labels.role}', '{role}'],
  ['{labels.contractType}', '{type}'],
  ['{labels.startDate}', '{startDate}'],
  ['{labels.endDate}', '{endDate}'],
  ['{labels.initialAmount}', '{initialAmount}'],
  ['{labels.remainingAmount}', '{remainingAmount}'],
  ['{labels.monthlyPayment}', '{monthlyPayment}'],
  ['{labels.worstDelayedAmount}', '{worstDelayedAmount}'],
  ['{labels.worstPastDueDays}', '{worstPastDueDays}'],
];

const heading = (label: string) => [paragraph(''), paragraph(`{labels.${label}}`, true)];
const line = (label: string, value: string) => paragraph(`{labels.${label}}: {${value}}`);

/**
 * The built-in template of a person's credit report: the bureau's sections as headings, fields and tables,
 * on landscape pages in 9 points for the contracts' eleven columns. Its words are placeholders too
 * (`{labels.…}`), so one template writes every language. Built in, not a tenant's upload: the report's shape
 * is the bureau's, the same for every product, and a report can be made before anyone has written a template.
 */
export const CREDIT_REPORT_TEMPLATE: Buffer = docxOf(
  [
    paragraph('{company.name}', true),
    paragraph('{labels.title}: {person.fullName}', true),
    paragraph('{labels.requestedBy}: {requestedBy}   ·   {today}'),
    ...heading('person'),
    line('idNumber', 'person.idNumber'),
    line('dateOfBirth', 'person.dateOfBirth'),
    line('age', 'person.age'),
    ...heading('registers'),
    line('kibStatus', 'general.kibStatus'),
    line('srsStatus', 'general.srsStatus'),
    line('crefoStatus', 'general.crefoStatus'),
    line('requestDate', 'general.requestDate'),
    line('referenceNumber', 'general.referenceNumber'),
    paragraph('{labels.amountsIn}'),
    ...heading('incomes'),
    listTable(
      'incomes',
      [
        ['{labels.incomeType}', '{type}'],
        ['{labels.companyName}', '{companyName}'],
        ['{labels.currentYear}', '{currentYear}'],
        ['{labels.previousYear}', '{previousYear}'],
        ['{labels.beforePreviousYear}', '{beforePreviousYear}'],
      ],
      widthFor(5),
    ),
    ...heading('incomeSummary'),
    line('totalGross', 'incomeSummary.totalGross'),
    line('avgMonthlyGross', 'incomeSummary.avgMonthlyGross'),
    line('avgMonthlyNet', 'incomeSummary.avgMonthlyNet'),
    ...heading('openContracts'),
    listTable('openContracts', CONTRACT_COLUMNS, widthFor(CONTRACT_COLUMNS.length)),
    ...heading('closedContracts'),
    listTable('closedContracts', CONTRACT_COLUMNS, widthFor(CONTRACT_COLUMNS.length)),
    ...heading('paymentIncidents'),
    listTable(
      'paymentIncidents',
      [
        ['{labels.sector}', '{sector}'],
        ['{labels.paymentType}', '{paymentType}'],
        ['{labels.status}', '{status}'],
        ['{labels.reportingDate}', '{reportingDate}'],
        ['{labels.dueDate}', '{dueDate}'],
        ['{labels.settledDate}', '{settledDate}'],
        ['{labels.pastDueDays}', '{pastDueDays}'],
        ['{labels.dueAmount}', '{dueAmount}'],
        ['{labels.remainingAmount}', '{remainingAmount}'],
      ],
      widthFor(9),
    ),
  ].join(''),
  { landscape: true, fontSize: 9 },
);

const dateText = (date: string | null) => (date === null ? '' : formatDate(date));

/**
 * What the credit report's template is filled with: the report as its tables show it (dates `YYYY/MM/DD`,
 * amounts with the currency's decimals and *** for those the bureau does not disclose), the words in the
 * asker's language, the company, who asked and the tenant's today.
 */
export function creditReportValues(
  report: CreditBureauReport,
  context: { settings: TenantSettings; locale: string; requestedBy: string; at: Date },
): { labels: Record<CreditReportLabel, string> } & Record<string, unknown> {
  const timeZone = context.settings.timeZone ?? (DEFAULT_TENANT_SETTINGS.timeZone as string);
  const money = (amount: number) => formatBureauAmount(amount, report.currency);
  const contract = (row: CreditBureauContract) => ({
    ...row,
    startDate: dateText(row.startDate),
    endDate: dateText(row.endDate),
    initialAmount: money(row.initialAmount),
    remainingAmount: money(row.remainingAmount),
    monthlyPayment: money(row.monthlyPayment),
    worstDelayedAmount: money(row.worstDelayedAmount),
    worstPastDueDays: String(row.worstPastDueDays),
  });
  const { personalInformation: person, generalInformation: general } = report;
  return {
    labels: creditReportLabels(context.locale, report.currency),
    company: companyOf(context.settings),
    today: formatDate(localNow(context.at, timeZone).slice(0, 10)),
    requestedBy: context.requestedBy,
    person: {
      ...person,
      dateOfBirth: dateText(person.dateOfBirth),
      age: person.age === null ? '' : String(person.age),
    },
    general: { ...general, requestDate: formatDateTime(general.requestDate, timeZone) },
    incomes: report.incomes.map((row) => ({
      ...row,
      currentYear: money(row.currentYear),
      previousYear: money(row.previousYear),
      beforePreviousYear: money(row.beforePreviousYear),
    })),
    incomeSummary: {
      totalGross: money(report.incomeSummary.totalGross),
      avgMonthlyGross: money(report.incomeSummary.avgMonthlyGross),
      avgMonthlyNet: money(report.incomeSummary.avgMonthlyNet),
    },
    openContracts: report.openContracts.map(contract),
    closedContracts: report.closedContracts.map(contract),
    paymentIncidents: report.paymentIncidents.map((row) => ({
      ...row,
      reportingDate: dateText(row.reportingDate),
      dueDate: dateText(row.dueDate),
      settledDate: dateText(row.settledDate),
      pastDueDays: String(row.pastDueDays),
      dueAmount: money(row.dueAmount),
      remainingAmount: money(row.remainingAmount),
    })),
  };
}
