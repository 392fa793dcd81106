import { fromMinorUnits, toMinorUnits } from '@coverline/engine';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText, moneyText } from '../policies/policy.js';
import { isDeletableInvoice } from './invoiceDraft.js';
import type { LoanInstallment } from './loan.js';

/** The instalment's total, added up exactly in minor units of the currency. */
const total = (installment: LoanInstallment, currency: string) =>
  fromMinorUnits(
    installment.lines.reduce((sum, line) => sum + toMinorUnits(line.amount, currency), 0),
    currency,
  );

/**
 * The loan's instalments: due date, period, status, days late, each line (in the order the server sends, the
 * loans' display order) and the total. Given `onDeleteInvoice`, an invoice the server would delete (added by
 * hand, nothing paid on it) has a delete button.
 */
export function LoanInstallments({
  installments,
  currency,
  onDeleteInvoice,
}: {
  installments: readonly LoanInstallment[];
  currency: string;
  onDeleteInvoice?: (installment: LoanInstallment) => void;
}) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('workspace.loans.installments')}
      </Typography>
      {installments.length === 0 ? (
        <Typography color="text.secondary">{t('workspace.loans.noInstallments')}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('workspace.loans.dueDate')}</TableCell>
                <TableCell>{t('workspace.loans.period')}</TableCell>
                <TableCell>{t('workspace.columns.status')}</TableCell>
                <TableCell align="right">{t('workspace.loans.daysLate')}</TableCell>
                <TableCell>{t('workspace.loans.lines')}</TableCell>
                <TableCell align="right">{t('workspace.loans.total')}</TableCell>
                {onDeleteInvoice !== undefined && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {installments.map((installment) => (
                <TableRow key={installment.id}>
                  <TableCell>{dateText(installment.dueDate)}</TableCell>
                  <TableCell>{`${dateText(installment.startDate)} – ${dateText(installment.endDate)}`}</TableCell>
                  <TableCell>{t(`classifiers:installmentStatuses.${installment.status}`)}</TableCell>
                  <TableCell align="right">{installment.daysLate}</TableCell>
                  <TableCell>
                    {installment.lines.map((line) => (
                      <div key={line.type}>
                        {`${t(`classifiers:installmentLineTypes.${line.type}`)}: ${moneyText(line.amount, currency)}`}
                      </div>
                    ))}
                  </TableCell>
                  <TableCell align="right">{moneyText(total(installment, currency), currency)}</TableCell>
                  {onDeleteInvoice !== undefined && (
                    <TableCell>
                      {isDeletableInvoice(installment) && (
                        <Button
                          size="small"
                          color="error"
                          aria-label={t('workspace.loans.deleteInvoiceOf', {
                            date: dateText(installment.dueDate),
                          })}
                          onClick={() => onDeleteInvoice(installment)}
                        >
                          {t('workspace.loans.deleteInvoice')}
                        </Button>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
