import { INVOICE_LINE_TYPES, type LoanPaymentCalculation } from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/ApiContext.js';
import { ApiError, type ValidationErrors } from '../../api/ApiError.js';
import { refusalOf } from '../../api/refusalOf.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import {
  blankInvoiceLine,
  invoiceInput,
  newInvoiceDraft,
  type InvoiceDraft,
  type InvoiceLineDraft,
} from './invoiceDraft.js';
import type { Loan } from './loan.js';

interface LoanInvoiceDialogProps {
  loan: Loan;
  /** Today on the browser's clock: the defaults the server would take. */
  today: string;
  onAdded: (calculation: LoanPaymentCalculation) => void;
  onCancel: () => void;
}

/**
 * Adds an invoice to the loan (`POST /api/contract/{id}/installment`): its due date and period, shown with the
 * server's defaults, and its lines of the invoice line types. A field the server refuses shows why under it;
 * a refusal of the loan (closed, changed meanwhile) shows above the buttons.
 */
export function LoanInvoiceDialog({ loan, today, onAdded, onCancel }: LoanInvoiceDialogProps) {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { t: tServer } = useTranslation();
  const { client } = useApi();
  const showError = useShowError();
  const titleId = useId();
  const [draft, setDraft] = useState<InvoiceDraft>(() => newInvoiceDraft(today));
  const [fieldErrors, setFieldErrors] = useState<ValidationErrors>({});
  const [refusal, setRefusal] = useState<string>();
  const [sending, setSending] = useState(false);
  const set = (change: Partial<InvoiceDraft>) => setDraft((before) => ({ ...before, ...change }));
  const setLine = (index: number, change: Partial<InvoiceLineDraft>) =>
    setDraft((before) => ({
      ...before,
      lines: before.lines.map((line, at) => (at === index ? { ...line, ...change } : line)),
    }));
  // The server words field messages in the user's locale already.
  const errorOf = (field: string) =>
    fieldErrors[field] === undefined ? {} : { error: true, helperText: fieldErrors[field].join(' ') };

  const submit = () => {
    setSending(true);
    setFieldErrors({});
    setRefusal(undefined);
    client
      .post<LoanPaymentCalculation>(`/api/contract/${loan.id}/installment`, invoiceInput(draft, loan.version))
      .then(onAdded, (error: unknown) => {
        const key = refusalOf(error);
        if (error instanceof ApiError && error.status === 400 && error.validationErrors !== undefined)
          setFieldErrors(error.validationErrors);
        else if (key !== undefined) setRefusal(serverMessage(tServer, key));
        else showError(error);
      })
      .finally(() => setSending(false));
  };

  const dateField = (field: 'dueDate' | 'startDate' | 'endDate', label: string) => (
    <TextField
      type="date"
      label={label}
      value={draft[field]}
      required
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => set({ [field]: event.target.value })}
      {...errorOf(field)}
    />
  );
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('workspace.loans.addInvoice')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {dateField('dueDate', t('workspace.loans.dueDate'))}
          <Stack direction="row" spacing={2}>
            {dateField('startDate', t('workspace.columns.startDate'))}
            {dateField('endDate', t('workspace.columns.endDate'))}
          </Stack>
          {draft.lines.map((line, index) => {
            const number = index + 1;
            return (
              // Lines have no identity of their own until the server stores them.
              // On a phone the type and the amount each take the dialog's width, so their labels stay whole.
              <Stack
                key={index}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
              >
                <TextField
                  select
                  label={t('workspace.loans.invoiceLineType', { number })}
                  value={line.type}
                  sx={{ flex: 2 }}
                  onChange={(event) =>
                    setLine(index, { type: event.target.value as InvoiceLineDraft['type'] })
                  }
                >
                  {INVOICE_LINE_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`classifiers:installmentLineTypes.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  type="number"
                  label={t('workspace.loans.invoiceLineAmount', { number, currency: loan.currency })}
                  value={line.amount}
                  sx={{ flex: 1 }}
                  slotProps={{ htmlInput: { min: 0, step: 'any' } }}
                  onChange={(event) => setLine(index, { amount: event.target.value })}
                  {...errorOf(`lines.${index}.amount`)}
                />
                <IconButton
                  aria-label={t('workspace.loans.removeInvoiceLine', { number })}
                  disabled={draft.lines.length === 1}
                  onClick={() => set({ lines: draft.lines.filter((_, at) => at !== index) })}
                  sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'auto' } }}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Stack>
            );
          })}
          <Button
            sx={{ alignSelf: 'flex-start' }}
            disabled={draft.lines.length >= INVOICE_LINE_TYPES.length}
            onClick={() => set({ lines: [...draft.lines, blankInvoiceLine()] })}
          >
            {t('workspace.loans.addInvoiceLine')}
          </Button>
          {refusal !== undefined && <Alert severity="warning">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('workspace.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={sending}>
          {t('workspace.loans.addInvoice')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
