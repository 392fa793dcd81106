-- Loans (lending contracts), their transactions and their instalments, made by lending loan applications.
--
-- A loan is created by LEND of a loan application (a quote of product type LENDING): its terms are the
-- application's, its schedule is stored as `loan_installment` rows (one per instalment, lines by type) and
-- the loan summary of the application (principal, interest, commission, cost, monthly payment, IRR, APR) is
-- kept on its first `loan_transaction`. The loan row is the state in force, derived by the server
-- (src/modules/loans/). Money is integer minor units of `currency`, except inside the `loan_summary`
-- document, which holds the amounts as the wire shows them.

create table loan (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  contract_nr text not null,
  status text not null
    check (status in ('ACTIVE', 'EXPIRED', 'CANCELLED', 'RENEWED', 'REPAID', 'TERMINATED', 'CEDED', 'WRITEOFF')),
  product_id uuid not null,
  product_version_id uuid not null,
  -- The loan application whose LEND made the loan.
  application_id uuid not null,
  -- The issue (disbursement) date, and the due date of the last instalment.
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  issue_date date not null,
  currency text not null,
  -- The loan amount as applied for, integer minor units (commission added to it is in the schedule).
  principal bigint not null check (principal > 0),
  annual_interest_rate numeric not null check (annual_interest_rate >= 0),
  -- Months.
  loan_term integer not null check (loan_term > 0),
  commission_rate numeric not null default 0 check (commission_rate >= 0),
  add_commission_to_loan_amount boolean not null default false,
  -- The party reference {id, name, code?, partyType} of the borrower.
  contractee jsonb,
  contractee_id uuid,
  -- [{role, party: {id, name, code?, partyType}}] in force: BO borrower, GTR guarantors, LN lender.
  parties jsonb not null default '[]' check (jsonb_typeof(parties) = 'array'),
  data jsonb not null,
  search_text text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id),
  foreign key (tenant_id, product_id) references product (tenant_id, id),
  foreign key (tenant_id, product_version_id) references product_version (tenant_id, id),
  foreign key (tenant_id, application_id) references quote (tenant_id, id),
  foreign key (tenant_id, contractee_id) references party (tenant_id, id)
);
create unique index loan_nr_unique on loan (tenant_id, contract_nr);
-- An application is lent once.
create unique index loan_application_unique on loan (tenant_id, application_id);
create index loan_order on loan (tenant_id, created_at desc, id desc);
create index loan_search on loan using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index loan_contractee on loan (tenant_id, contractee_id);
select enable_tenant_isolation('loan');

-- The parties of a loan by role, in force: what the person page lists as the party's loans.
create table loan_party (
  tenant_id uuid not null references tenant (id),
  loan_id uuid not null,
  party_id uuid not null,
  role text not null check (role in ('BO', 'GTR', 'LN')),
  primary key (tenant_id, loan_id, party_id, role),
  foreign key (tenant_id, loan_id) references loan (tenant_id, id) on delete cascade,
  foreign key (tenant_id, party_id) references party (tenant_id, id)
);
create index loan_party_party on loan_party (tenant_id, party_id);
select enable_tenant_isolation('loan_party');

create table loan_transaction (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  loan_id uuid not null,
  -- 1 for the loan's first transaction (NEW), then one more each.
  sequence integer not null check (sequence > 0),
  action_type text not null,
  -- The loan application whose LEND (or the quote whose issue) made it; one transaction at most.
  quote_id uuid,
  issue_date date not null,
  start_date date not null,
  end_date date not null,
  currency text not null,
  -- The loan amount in force from start_date (minor units).
  principal bigint not null check (principal >= 0),
  parties jsonb not null check (jsonb_typeof(parties) = 'array'),
  -- The loan summary {actionPrincipal, actionInterest, deltaDisbursed, deltaCommission, actionCost,
  -- totalInterest, totalPrincipal, totalDisbursed, totalCommission, totalCost, monthlyPayment, irr, apr…}.
  loan_summary jsonb not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, id),
  unique (tenant_id, loan_id, sequence),
  foreign key (tenant_id, loan_id) references loan (tenant_id, id),
  foreign key (tenant_id, quote_id) references quote (tenant_id, id)
);
create unique index loan_transaction_quote on loan_transaction (tenant_id, quote_id);
select enable_tenant_isolation('loan_transaction');

-- A loan's instalments (its schedule, then invoices added by hand). `lines` are [{type, amount}] with
-- `amount` in integer minor units; the status and days late are those of the last recalculation (LEND:
-- the day it lent), the payments' replay recalculates them.
create table loan_installment (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  loan_id uuid not null,
  due_date date not null,
  start_date date not null,
  end_date date not null check (end_date >= start_date),
  status text not null check (status in ('NEW', 'ISSUED', 'OVERDUE', 'PAID', 'CANCELLED')),
  days_late integer not null default 0 check (days_late >= 0),
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  created_at timestamptz not null default now(),
  unique (tenant_id, id),
  foreign key (tenant_id, loan_id) references loan (tenant_id, id) on delete cascade
);
create index loan_installment_due on loan_installment (tenant_id, loan_id, due_date);
select enable_tenant_isolation('loan_installment');

-- A loan application's loans: the loan an operation application acts on, and the loan LEND made.
alter table quote
  add column current_loan_id uuid,
  add column target_loan_id uuid,
  add foreign key (tenant_id, current_loan_id) references loan (tenant_id, id),
  add foreign key (tenant_id, target_loan_id) references loan (tenant_id, id);

-- A loan's payments. The instalments' allocations are always the replay of all of them in date order (then
-- by `created_at`): every add or delete replays them and stores the result on the instalments (`allocated`:
-- their lines with allocations and penalties, as the wire shows them; null before any payment).
create table loan_payment (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  loan_id uuid not null,
  type text not null check (type in ('REGULAR', 'DISCOUNT')),
  payment_action text not null check (payment_action in ('PER_SCHEDULE', 'FULL_REPAYMENT', 'CESSION', 'WRITEOFF')),
  payment_date date not null,
  -- Integer minor units of the loan's currency.
  amount bigint not null check (amount >= 0),
  allocation_order jsonb not null check (jsonb_typeof(allocation_order) = 'array'),
  disable_penalty_cap boolean not null default false,
  created_at timestamptz not null default clock_timestamp(),
  unique (tenant_id, id),
  foreign key (tenant_id, loan_id) references loan (tenant_id, id) on delete cascade
);
create index loan_payment_order on loan_payment (tenant_id, loan_id, payment_date, created_at);
select enable_tenant_isolation('loan_payment');

alter table loan_installment add column allocated jsonb check (jsonb_typeof(allocated) = 'array');
