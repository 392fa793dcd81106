-- Claims on policies, numbered C-000001 per tenant and moved by the claim workflow (NEW, APPROVED, PAID, then
-- CLOSED or REJECTED). `data` is the claim form's values and the source of truth; the other columns are
-- derived from it on every save by the server (src/modules/claims/). Money is integer minor units of the
-- currency beside it.

create table claim (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  claim_nr text not null,
  status text not null check (status in ('NEW', 'APPROVED', 'PAID', 'CLOSED', 'REJECTED')),
  policy_id uuid not null,
  product_id uuid not null,
  -- The party reference {id, name, code?, partyType} of the applicant, a private person.
  applicant jsonb,
  applicant_id uuid,
  -- The tenant's wall clock, as the form holds it.
  event_date_time timestamp,
  application_date date,
  loss_amount bigint,
  loss_currency text,
  deductible_amount bigint,
  deductible_currency text,
  expenses_amount bigint,
  expenses_currency text,
  description text,
  data jsonb not null,
  search_text text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id),
  check (application_date >= event_date_time::date),
  foreign key (tenant_id, policy_id) references policy (tenant_id, id),
  foreign key (tenant_id, product_id) references product (tenant_id, id),
  foreign key (tenant_id, applicant_id) references party (tenant_id, id)
);
create unique index claim_nr_unique on claim (tenant_id, claim_nr);
create index claim_order on claim (tenant_id, created_at desc, id desc);
create index claim_search on claim using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index claim_policy on claim (tenant_id, policy_id);
create index claim_applicant on claim (tenant_id, applicant_id);
select enable_tenant_isolation('claim');
