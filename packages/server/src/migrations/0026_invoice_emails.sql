-- Invoice e-mails: a daily job e-mails each installment of a contract (policy or loan) to its payer some days
-- before it falls due, written by a message template of the product. Such an e-mail may be HTML (MJML or
-- HTML templates): `html` says its `message` is HTML rather than plain text.
alter table email_message add column html boolean not null default false;

-- Each installment e-mailed, once: the job claims the installment here before it writes the e-mail, so that
-- two processes, a retried job or a second run of the same day find it taken and send nothing.
create table invoice_email (
  tenant_id uuid not null references tenant (id),
  -- The contract: `policies` or `loans` (the address segment of its API, as `email_message.ref_kind`).
  contract_kind text not null check (contract_kind in ('policies', 'loans')),
  contract_id uuid not null,
  -- Which installment: a loan's by its row's id, a policy's by its due date (the rows of a policy's
  -- schedule have no identity of their own; a change issues the schedule again with the same due dates).
  installment_key text not null,
  due_date date not null,
  email_id uuid references email_message (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, contract_kind, contract_id, installment_key)
);
select enable_tenant_isolation('invoice_email');
