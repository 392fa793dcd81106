import { CONTRACT_WORKFLOW, hasStatusFlag } from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../admin/common/ConfirmDialog.js';
import { useApi } from '../../api/ApiContext.js';
import { refusalOf } from '../../api/refusalOf.js';
import { useTenantToday } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useCan } from '../../navigation/useCan.js';
import { dateText } from '../policies/policy.js';
import type { Loan, LoanInstallment } from './loan.js';
import { LoanInvoiceDialog } from './LoanInvoiceDialog.js';

/** What a page shows of a loan's invoices: where it likes, each part absent when not offered. */
export interface LoanInvoiceEditing {
  /** Opens the add-invoice dialog. */
  addButton: ReactNode;
  /** Given to `LoanInstallments`: an invoice nothing was paid on can be deleted, after confirmation. */
  onDeleteInvoice: ((installment: LoanInstallment) => void) | undefined;
  /** The dialogs, and why the server refused a deletion. */
  feedback: ReactNode;
}

/**
 * Adding and deleting a loan's invoices, the same on the loan page and the payments page: offered on a loan
 * with a full schedule to a user with the permissions; the dialog defaults to the tenant's today; a deletion
 * sends the loan's version (409 when the loan changed meanwhile). `onChanged` reloads what the page shows.
 */
export function useLoanInvoices(loan: Loan | undefined, onChanged: () => void): LoanInvoiceEditing {
  const { t } = useTranslation('UI-context');
  const { t: tServer } = useTranslation();
  const can = useCan();
  const { client } = useApi();
  const showError = useShowError();
  const today = useTenantToday();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<LoanInstallment>();
  /** Why the server refused to delete an invoice (`installmentNotDeletable`…), in the user's language. */
  const [refusal, setRefusal] = useState<string>();
  const open = loan !== undefined && hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule');

  const remove = (installment: LoanInstallment) => {
    if (loan === undefined) return;
    setDeleting(undefined);
    setRefusal(undefined);
    client
      .delete(`/api/contract/${loan.id}/installment/${installment.id}?version=${loan.version}`)
      .then(onChanged, (error: unknown) => {
        const key = refusalOf(error);
        if (key === undefined) showError(error);
        else setRefusal(serverMessage(tServer, key));
      });
  };

  return {
    addButton: open && can('contract:CreateInstallment') && (
      <Button variant="outlined" onClick={() => setAdding(true)}>
        {t('workspace.loans.addInvoice')}
      </Button>
    ),
    onDeleteInvoice: open && can('contract:DeleteInstallment') ? setDeleting : undefined,
    feedback: (
      <>
        {refusal !== undefined && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
        {adding && loan !== undefined && (
          <LoanInvoiceDialog
            loan={loan}
            today={today}
            onCancel={() => setAdding(false)}
            onAdded={() => {
              setAdding(false);
              onChanged();
            }}
          />
        )}
        <ConfirmDialog
          open={deleting !== undefined}
          title={t('workspace.loans.deleteInvoiceTitle')}
          message={t('workspace.loans.deleteInvoiceMessage', {
            date: deleting === undefined ? '' : dateText(deleting.dueDate),
          })}
          confirmLabel={t('workspace.loans.deleteInvoice')}
          destructive
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => deleting !== undefined && remove(deleting)}
        />
      </>
    ),
  };
}
