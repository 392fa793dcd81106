import {
  formatBureauAmount,
  formatDate,
  formatDateTime,
  type CreditBureauContract,
  type CreditBureauIncome,
  type CreditBureauPaymentIncident,
  type CreditBureauReport,
  type CreditReportLabel,
} from '@coverline/engine';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenantSettings } from '../../api/shellData.js';

/**
 * A column of a report's table: its label (the screens' words for the keys the report's document labels)
 * and what a row shows in it.
 */
interface Column<Row> {
  label: CreditReportLabel;
  value: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A titled section of the report; its tables are named by the title. */
function Section({ title, children }: { title: string; children: (titleId: string) => ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children(titleId)}
    </section>
  );
}

/** Facts of one thing, a row each: the label, then the value. */
function Facts({ titleId, rows }: { titleId: string; rows: readonly [string, ReactNode][] }) {
  return (
    <Table size="small" aria-labelledby={titleId}>
      <TableBody>
        {rows.map(([label, value]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row" sx={{ width: '40%' }}>
              {label}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Rows<Row>({
  titleId,
  columns,
  rows,
}: {
  titleId: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
}) {
  const { t } = useTranslation('UI-context');
  if (rows.length === 0)
    return <Typography color="text.secondary">{t('workspace.creditReport.none')}</Typography>;
  return (
    <Table size="small" aria-labelledby={titleId}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
              {t(`workspace.creditReport.${column.label}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={index}>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const dateText = (date: string | null) => (date === null ? '' : formatDate(date));

/**
 * A credit bureau's report as tables: the person, the registers asked, income by source and year with its
 * summary, open and closed credit contracts and payment incidents. Amounts carry the currency's decimals; one
 * the bureau does not disclose (negative) shows ***.
 */
export function CreditBureauReportView({ report }: { report: CreditBureauReport }) {
  const { t } = useTranslation('UI-context');
  const { settings } = useTenantSettings();
  const label = (key: CreditReportLabel) => t(`workspace.creditReport.${key}`);
  const money = (amount: number) => formatBureauAmount(amount, report.currency);
  const amount = <Row,>(key: CreditReportLabel, value: (row: Row) => number): Column<Row> => ({
    label: key,
    value: (row) => money(value(row)),
    numeric: true,
  });
  const contractColumns: Column<CreditBureauContract>[] = [
    { label: 'listedIn', value: (row) => row.listedIn },
    { label: 'sector', value: (row) => row.sector },
    { label: 'role', value: (row) => row.role },
    { label: 'contractType', value: (row) => row.type },
    { label: 'startDate', value: (row) => dateText(row.startDate) },
    { label: 'endDate', value: (row) => dateText(row.endDate) },
    amount('initialAmount', (row) => row.initialAmount),
    amount('remainingAmount', (row) => row.remainingAmount),
    amount('monthlyPayment', (row) => row.monthlyPayment),
    amount('worstDelayedAmount', (row) => row.worstDelayedAmount),
    { label: 'worstPastDueDays', value: (row) => row.worstPastDueDays, numeric: true },
  ];
  const incomeColumns: Column<CreditBureauIncome>[] = [
    { label: 'incomeType', value: (row) => row.type },
    { label: 'companyName', value: (row) => row.companyName },
    amount('currentYear', (row) => row.currentYear),
    amount('previousYear', (row) => row.previousYear),
    amount('beforePreviousYear', (row) => row.beforePreviousYear),
  ];
  const incidentColumns: Column<CreditBureauPaymentIncident>[] = [
    { label: 'sector', value: (row) => row.sector },
    { label: 'paymentType', value: (row) => row.paymentType },
    { label: 'status', value: (row) => row.status },
    { label: 'reportingDate', value: (row) => dateText(row.reportingDate) },
    { label: 'dueDate', value: (row) => dateText(row.dueDate) },
    { label: 'settledDate', value: (row) => dateText(row.settledDate) },
    { label: 'pastDueDays', value: (row) => row.pastDueDays, numeric: true },
    amount('dueAmount', (row) => row.dueAmount),
    amount('remainingAmount', (row) => row.remainingAmount),
  ];
  const { personalInformation: person, generalInformation: general } = report;
  return (
    <Stack spacing={3}>
      <Section title={label('person')}>
        {(titleId) => (
          <Facts
            titleId={titleId}
            rows={[
              [label('fullName'), person.fullName],
              [label('idNumber'), person.idNumber],
              [label('dateOfBirth'), dateText(person.dateOfBirth)],
              [label('age'), person.age ?? ''],
            ]}
          />
        )}
      </Section>
      <Section title={label('registers')}>
        {(titleId) => (
          <Facts
            titleId={titleId}
            rows={[
              [label('kibStatus'), general.kibStatus],
              [label('srsStatus'), general.srsStatus],
              [label('crefoStatus'), general.crefoStatus],
              [label('requestDate'), formatDateTime(general.requestDate, settings.timeZone)],
              [label('referenceNumber'), general.referenceNumber],
            ]}
          />
        )}
      </Section>
      <Typography color="text.secondary">
        {t('workspace.creditReport.amountsIn', { currency: report.currency })}
      </Typography>
      <Section title={label('incomes')}>
        {(titleId) => <Rows titleId={titleId} rows={report.incomes} columns={incomeColumns} />}
      </Section>
      <Section title={label('incomeSummary')}>
        {(titleId) => (
          <Facts
            titleId={titleId}
            rows={[
              [label('totalGross'), money(report.incomeSummary.totalGross)],
              [label('avgMonthlyGross'), money(report.incomeSummary.avgMonthlyGross)],
              [label('avgMonthlyNet'), money(report.incomeSummary.avgMonthlyNet)],
            ]}
          />
        )}
      </Section>
      <Section title={label('openContracts')}>
        {(titleId) => <Rows titleId={titleId} rows={report.openContracts} columns={contractColumns} />}
      </Section>
      <Section title={label('closedContracts')}>
        {(titleId) => <Rows titleId={titleId} rows={report.closedContracts} columns={contractColumns} />}
      </Section>
      <Section title={label('paymentIncidents')}>
        {(titleId) => <Rows titleId={titleId} rows={report.paymentIncidents} columns={incidentColumns} />}
      </Section>
    </Stack>
  );
}
