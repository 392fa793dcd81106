import {
  CONTRACT_WORKFLOW,
  DEFAULT_ALLOCATION_ORDER,
  hasStatusFlag,
  PAYMENT_TYPES,
  type LoanPayment,
  type LoanPaymentCalculation,
} from '@coverline/engine';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { useApi } from '../../api/ApiContext.js';
import { ApiError } from '../../api/ApiError.js';
import { refusalOf } from '../../api/refusalOf.js';
import { useTenantToday } from '../../api/shellData.js';
import { useShowError } from '../../errors/ErrorDialogProvider.js';
import { serverMessage } from '../../i18n/serverMessage.js';
import { useRecord } from '../../kit/useRecord.js';
import { useBreadcrumbOverride } from '../../navigation/BreadcrumbContext.js';
import { useCan } from '../../navigation/useCan.js';
import { Busy } from '../../pages/Busy.js';
import { loans } from '../../resources/workspaceResources.js';
import { useDebouncedValue } from '../../search/useDebouncedValue.js';
import { PageCard } from '../PageCard.js';
import { PanelPager } from '../panels/PanelPager.js';
import { PANEL_PAGE_SIZE } from '../panels/usePanelPage.js';
import { RecordTable } from '../RecordTable.js';
import { dateText, moneyText } from '../policies/policy.js';
import { AllocationOrderTable } from './AllocationOrderTable.js';
import { loanTitle, type Loan } from './loan.js';
import { LoanInstallments } from './LoanInstallments.js';
import { LoanSummaryCard } from './LoanSummaryCard.js';
import { paymentActionsFor, paymentInput, payersOf, type PaymentDraft } from './paymentDraft.js';
import { useLoanInvoices } from './useLoanInvoices.js';

const CALCULATE_DEBOUNCE_MS = 500;

/**
 * `/workspace/loans/{id}/payments`: the loan's payments (five a page), a payment to add with the instalments and
 * summary it would leave (calculated by the server as it is typed; a calculation never stores anything, and
 * `?dryRun=true` in the address is passed on as the server's calls take it), the deletion of the latest
 * payment, and invoices added or deleted as on the loan page. Dates are the tenant's: the payment defaults to
 * its today and may be neither later nor before the latest payment. Adding or deleting shows what the server
 * stored; a payment that is not per schedule, or that repays the loan, leads back to the loan page.
 */
export function LoanPaymentsPage() {
  const { t } = useTranslation(['UI-context', 'classifiers']);
  const { t: tServer } = useTranslation();
  const { id = '' } = useParams();
  const can = useCan();
  const { client } = useApi();
  const showError = useShowError();
  const navigate = useNavigate();
  const { data: loan, mutate: mutateLoan } = useRecord<Loan>(loans, id);
  useBreadcrumbOverride(loans.paths.view(id), loan && { label: loanTitle(loan) });
  const { data: payments, mutate: mutatePayments } = useSWR<LoanPayment[]>(`${loans.api}/${id}/payments`);
  const today = useTenantToday();
  const [searchParams] = useSearchParams();
  const dryRun = searchParams.get('dryRun');
  // Until a date is chosen the payment is dated today (the tenant's, known once its settings are read).
  const [typed, setDraft] = useState<Omit<PaymentDraft, 'date'> & { date?: string }>({
    type: 'REGULAR',
    amount: '',
    paymentAction: 'PER_SCHEDULE',
    allocationOrder: DEFAULT_ALLOCATION_ORDER,
    disablePenaltyCap: false,
  });
  const draft: PaymentDraft = { ...typed, date: typed.date ?? today };
  const [paymentsPage, setPaymentsPage] = useState(0);
  const [preview, setPreview] = useState<LoanPaymentCalculation>();
  const [refusal, setRefusal] = useState<string>();
  /** Why the server refused to store a payment or delete one (`notLatestPayment`…), in the user's language. */
  const [storeRefusal, setStoreRefusal] = useState<string>();
  /** Counts the changes of the loan's instalments (invoices), so that the preview is calculated again. */
  const [revision, setRevision] = useState(0);
  const request = useDebouncedValue(JSON.stringify(paymentInput(draft)), CALCULATE_DEBOUNCE_MS);
  const invoices = useLoanInvoices(loan, () => {
    setRevision((before) => before + 1);
    void Promise.all([mutateLoan(), mutatePayments()]);
  });

  useEffect(() => {
    let current = true;
    const query = dryRun === null ? '' : `?${new URLSearchParams({ dryRun }).toString()}`;
    client
      .post<LoanPaymentCalculation>(`${loans.api}/${id}/payments/calculate${query}`, JSON.parse(request))
      .then(
        (calculation) => {
          if (!current) return;
          setPreview(calculation);
          setRefusal(undefined);
        },
        (error: unknown) => {
          if (!current) return;
          setPreview(undefined);
          setRefusal(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed');
        },
      );
    return () => {
      current = false;
    };
  }, [client, id, request, dryRun, revision]);

  if (loan === undefined) return <Busy message={t('workspace.loans.loading')} />;
  const takesPayments = hasStatusFlag(CONTRACT_WORKFLOW, loan.status, 'hasFullSchedule');
  const latest = payments?.at(-1);
  // The newest first, a page at a time: the latest, the one that can be deleted, on top.
  const newestFirst = [...(payments ?? [])].reverse();
  const shownPayments = {
    count: newestFirst.length,
    items: newestFirst.slice(paymentsPage * PANEL_PAGE_SIZE, (paymentsPage + 1) * PANEL_PAGE_SIZE),
  };
  // The server refuses a payment dated after its today or before the latest payment: said on the date.
  const dateProblem =
    draft.date > today
      ? t('workspace.loans.paymentDateInFuture')
      : latest !== undefined && draft.date < latest.date
        ? t('workspace.loans.paymentDateBeforeLatest', { date: dateText(latest.date) })
        : undefined;
  const set = (change: Partial<PaymentDraft>) => setDraft((before) => ({ ...before, ...change }));
  const stored = async (calculation: LoanPaymentCalculation) => {
    setPreview(undefined);
    setStoreRefusal(undefined);
    // Cleared before the reloads: an amount typed while they run is the next payment's.
    set({ amount: '' });
    setPaymentsPage(0);
    await Promise.all([mutatePayments(), mutateLoan()]);
    return calculation;
  };
  // A business rule's refusal (409) is the page's to explain; anything else is the error dialog's.
  const refused = (error: unknown) => {
    const key = refusalOf(error);
    if (key === undefined) showError(error);
    else setStoreRefusal(serverMessage(tServer, key));
  };
  // A payment that closes the loan or is not per schedule ends the work here: back to the loan.
  const add = () =>
    client
      .post<LoanPaymentCalculation>(`${loans.api}/${id}/payments`, paymentInput(draft, loan.version))
      .then(stored)
      .then((calculation) => {
        if (draft.paymentAction !== 'PER_SCHEDULE' || calculation.loanActualInfo.contractStatus === 'REPAID')
          void navigate(loans.paths.view(id));
      }, refused);
  const remove = (payment: LoanPayment) =>
    client
      .delete<LoanPaymentCalculation>(`${loans.api}/${id}/payments/${payment.id}?version=${loan.version}`)
      .then(stored, refused);

  return (
    <PageCard
      title={t('workspace.loans.paymentsTitle', { name: loanTitle(loan) })}
      overline={loan.contractNr}
      aside={invoices.addButton}
    >
      <RecordTable
        title={t('workspace.loans.payments')}
        headers={[
          t('workspace.loans.paymentDate'),
          t('workspace.loans.paymentType'),
          t('workspace.loans.paymentAction'),
          t('workspace.loans.payer'),
          t('workspace.loans.paymentAmount'),
          '',
        ]}
        answer={shownPayments}
        pager={<PanelPager list={{ answer: shownPayments, page: paymentsPage, setPage: setPaymentsPage }} />}
        idOf={(payment) => payment.id}
        row={(payment) => [
          dateText(payment.date),
          t(`classifiers:paymentTypes.${payment.type}`),
          t(`classifiers:paymentActions.${payment.paymentAction}`),
          payment.payer?.name ?? '—',
          moneyText(payment.amount, loan.currency),
          payment === latest && can('contract:DeletePayment') && takesPayments ? (
            <Button size="small" color="error" onClick={() => void remove(payment)}>
              {t('workspace.loans.deletePayment')}
            </Button>
          ) : null,
        ]}
      />
      {storeRefusal !== undefined && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {storeRefusal}
        </Alert>
      )}
      {takesPayments && can('contract:CreatePayment') && (
        <Stack
          component="form"
          aria-label={t('workspace.loans.addPayment')}
          spacing={2}
          sx={{ mt: 3, maxWidth: 480 }}
        >
          <Typography variant="h6" component="h2">
            {t('workspace.loans.addPayment')}
          </Typography>
          <TextField
            select
            label={t('workspace.loans.paymentType')}
            value={draft.type}
            onChange={(event) => set({ type: event.target.value as PaymentDraft['type'] })}
          >
            {PAYMENT_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`classifiers:paymentTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t('workspace.loans.payer')}
            // A discount is the company's own money: the server names the company as its payer.
            disabled={draft.type === 'DISCOUNT'}
            value={draft.type === 'DISCOUNT' ? '' : (draft.payerId ?? loan.contractee?.id ?? '')}
            helperText={draft.type === 'DISCOUNT' ? t('workspace.loans.discountPayer') : undefined}
            onChange={(event) => set({ payerId: event.target.value })}
          >
            {payersOf(loan).map(({ role, party }) => (
              <MenuItem key={party.id} value={party.id}>
                {t('workspace.loans.payerOption', {
                  name: party.name,
                  role: t(`classifiers:partyRoles.${role}`),
                })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="date"
            label={t('workspace.loans.paymentDate')}
            value={draft.date}
            error={dateProblem !== undefined}
            helperText={dateProblem}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: latest?.date, max: today } }}
            onChange={(event) => set({ date: event.target.value })}
          />
          <TextField
            type="number"
            label={t('workspace.loans.paymentAmount')}
            value={draft.amount}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
            onChange={(event) => set({ amount: event.target.value })}
          />
          <TextField
            select
            label={t('workspace.loans.paymentAction')}
            value={draft.paymentAction}
            onChange={(event) => set({ paymentAction: event.target.value as PaymentDraft['paymentAction'] })}
          >
            {paymentActionsFor(loan.status).map((action) => (
              <MenuItem key={action} value={action}>
                {t(`classifiers:paymentActions.${action}`)}
              </MenuItem>
            ))}
          </TextField>
          {draft.type === 'REGULAR' && (
            <AllocationOrderTable
              order={draft.allocationOrder}
              onChange={(allocationOrder) => set({ allocationOrder })}
            />
          )}
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.disablePenaltyCap}
                onChange={(event) => set({ disablePenaltyCap: event.target.checked })}
              />
            }
            label={t('workspace.loans.disablePenaltyCap')}
          />
          {refusal !== undefined && (
            <Alert severity="info">
              {t(`workspace.loans.calculationRefused.${refusal as 'invalid' | 'failed'}`)}
            </Alert>
          )}
          <Button
            variant="contained"
            // An empty amount is sent as 0 (a payment of nothing still dates the loan's replay).
            disabled={dateProblem !== undefined || preview === undefined}
            onClick={() => void add()}
          >
            {t('workspace.loans.addPayment')}
          </Button>
        </Stack>
      )}
      {preview !== undefined && (
        <>
          <LoanSummaryCard summary={preview.loanActualInfo} />
          {preview.installments.length > 0 && (
            <LoanInstallments
              installments={preview.installments}
              currency={loan.currency}
              onDeleteInvoice={invoices.onDeleteInvoice}
            />
          )}
          {preview.orphanPayments.length > 0 && (
            <RecordTable
              title={t('workspace.loans.orphanPayments')}
              headers={[
                t('workspace.loans.paymentDate'),
                t('workspace.columns.status'),
                t('workspace.loans.paymentAmount'),
              ]}
              answer={{ count: preview.orphanPayments.length, items: preview.orphanPayments }}
              idOf={(orphan) => `${orphan.payment ?? 'new'}-${orphan.status}-${orphan.date}`}
              row={(orphan) => [
                dateText(orphan.date),
                t(`classifiers:allocationStatuses.${orphan.status}`),
                moneyText(orphan.amount, loan.currency),
              ]}
            />
          )}
        </>
      )}
      {invoices.feedback}
    </PageCard>
  );
}
