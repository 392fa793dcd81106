import {
  CONTRACT_STATUSES,
  CONTRACT_WORKFLOW,
  hasStatusFlag,
  type InstallmentStatus,
} from '@coverline/engine';
import type { Tx } from '../../db/database.js';

/** An installment of a contract that falls due within the days asked for and has had no invoice e-mail. */
export interface DueInstallment {
  /** The contract's kind, as the address segment of its API. */
  kind: 'policies' | 'loans';
  contractId: string;
  /** What identifies the installment for its one invoice (see migration 0026). */
  installmentKey: string;
  /** Its number in the contract's schedule from 1, as `{record.paymentSchedule}` / `{record.installments}` count. */
  number: number;
  dueDate: string;
  /** The payer's (the policy holder's, the borrower's) e-mail address as the party holds it now; null for none. */
  payerEmail: string | null;
}

/** Contracts whose schedule is still collected (ACTIVE, TERMINATED). */
const COLLECTED = CONTRACT_STATUSES.filter((status) =>
  hasStatusFlag(CONTRACT_WORKFLOW, status, 'hasFullSchedule'),
);
/** Installments settled already: nothing to invoice. */
const SETTLED: readonly InstallmentStatus[] = ['PAID', 'CANCELLED'];

/**
 * The installments of the product's contracts — policies and loans alike, so that one job serves both — due
 * from `from` to `to` (both included), not invoiced yet, by due date. A loan's are its installment rows (not
 * paid or cancelled), numbered in the order the loan lists them; a policy's are the rows of its schedule in
 * force (the latest a transaction issued, as `latestSchedule` reads it). The payer is the contract's
 * contractee: the policy holder pays the premium, the borrower the loan (a payment's payer defaults to the
 * borrower too).
 */
export async function dueInstallments(
  tx: Tx,
  productId: string,
  { from, to }: { from: string; to: string },
): Promise<DueInstallment[]> {
  const { rows } = await tx.query<{
    kind: DueInstallment['kind'];
    contract_id: string;
    installment_key: string;
    number: string | number;
    due_date: string;
    payer_email: string | null;
  }>(
    `select 'loans' as kind, l.id as contract_id, i.id::text as installment_key, i.number,
            i.due_date::text as due_date, payer.email as payer_email
       from loan l
       join lateral (select id, due_date, status,
                            row_number() over (order by due_date, created_at, id) as number
                       from loan_installment where loan_id = l.id) as i on true
       left join party payer on payer.id = l.contractee_id
      where l.product_id = $1 and l.status = any($2::text[])
        and exists (select 1 from loan_installment w where w.loan_id = l.id and w.due_date between $3 and $4)
        and i.due_date between $3 and $4 and i.status <> all($5::text[])
        and not exists (select 1 from invoice_email e
                         where e.contract_kind = 'loans' and e.contract_id = l.id and e.installment_key = i.id::text)
     union all
     select 'policies', p.id, s.row ->> 'dueDate', s.number, s.row ->> 'dueDate', payer.email
       from policy p
       join lateral (select payment_schedule from policy_transaction t
                      where t.policy_id = p.id and jsonb_array_length(t.payment_schedule) > 0
                      order by t.sequence desc limit 1) as t on true
      cross join lateral jsonb_array_elements(t.payment_schedule) with ordinality as s (row, number)
       left join party payer on payer.id = p.contractee_id
      where p.product_id = $1 and p.status = any($2::text[])
        and (s.row ->> 'dueDate')::date between $3 and $4
        and not exists (select 1 from invoice_email e
                         where e.contract_kind = 'policies' and e.contract_id = p.id
                           and e.installment_key = s.row ->> 'dueDate')
      order by due_date, kind, contract_id, number`,
    [productId, COLLECTED, from, to, SETTLED],
  );
  return rows.map((row) => ({
    kind: row.kind,
    contractId: row.contract_id,
    installmentKey: row.installment_key,
    number: Number(row.number),
    dueDate: row.due_date,
    payerEmail: row.payer_email,
  }));
}
