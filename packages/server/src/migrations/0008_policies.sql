-- Policies (insurance contracts) and their transactions, made by issuing quotes.
--
-- A policy is created by ISSUE of a NEW quote and changed only by issuing a quote that acts on it (CHANGE,
-- CANCELLATION, REINSTATEMENT; RENEWAL makes a new policy). Each issue writes one `policy_transaction`
-- holding what that quote put in force: dates, premium, sum insured, parties, payment schedule, the money
-- of the transaction (`summary`) and a copy of the data. The policy row is the state in force, derived by
-- the server (src/modules/policies/). Money is integer minor units of `currency`, except inside the
-- `payment_schedule` and `summary` documents, which hold the amounts as the wire shows them.

create table policy (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  contract_nr text not null,
  status text not null
    check (status in ('ACTIVE', 'EXPIRED', 'CANCELLED', 'RENEWED', 'REPAID', 'TERMINATED', 'CEDED', 'WRITEOFF')),
  product_id uuid not null,
  product_version_id uuid not null,
  start_date date not null,
  -- The last covered day.
  end_date date not null check (end_date >= start_date),
  issue_date date not null,
  currency text not null,
  -- The term premium in force, integer minor units.
  premium bigint not null check (premium >= 0),
  sum_insured bigint,
  -- The party reference {id, name, code?, partyType} of the policy holder.
  contractee jsonb,
  contractee_id uuid,
  -- [{role, party: {id, name, code?, partyType}}] in force.
  parties jsonb not null default '[]' check (jsonb_typeof(parties) = 'array'),
  -- The policy this one renews; a policy has at most one renewal.
  renewal_of_id uuid,
  data jsonb not null,
  search_text text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id),
  foreign key (tenant_id, product_id) references product (tenant_id, id),
  foreign key (tenant_id, product_version_id) references product_version (tenant_id, id),
  foreign key (tenant_id, contractee_id) references party (tenant_id, id),
  foreign key (tenant_id, renewal_of_id) references policy (tenant_id, id)
);
create unique index policy_nr_unique on policy (tenant_id, contract_nr);
create unique index policy_renewal_unique on policy (tenant_id, renewal_of_id);
create index policy_order on policy (tenant_id, created_at desc, id desc);
create index policy_search on policy using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index policy_contractee on policy (tenant_id, contractee_id);
select enable_tenant_isolation('policy');

-- The parties of a policy by role, in force: what the person page lists as the party's policies.
create table policy_party (
  tenant_id uuid not null references tenant (id),
  policy_id uuid not null,
  party_id uuid not null,
  role text not null check (role in ('PH', 'BO', 'BNF', 'INS', 'LN', 'GTR', 'RE', 'IM', 'UW', 'USR')),
  primary key (tenant_id, policy_id, party_id, role),
  foreign key (tenant_id, policy_id) references policy (tenant_id, id) on delete cascade,
  foreign key (tenant_id, party_id) references party (tenant_id, id)
);
create index policy_party_party on policy_party (tenant_id, party_id);
select enable_tenant_isolation('policy_party');

create table policy_transaction (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  policy_id uuid not null,
  -- 1 for the policy's first transaction (NEW or RENEWAL), then one more each.
  sequence integer not null check (sequence > 0),
  action_type text not null,
  -- The quote whose issue made it; a quote makes one transaction at most.
  quote_id uuid,
  issue_date date not null,
  -- The effective date and the end of the term.
  start_date date not null,
  end_date date not null,
  currency text not null,
  -- The term premium in force from start_date (minor units).
  premium bigint not null check (premium >= 0),
  sum_insured bigint,
  -- What the transaction charges (+) or refunds (−), minor units.
  delta_premium bigint not null,
  parties jsonb not null check (jsonb_typeof(parties) = 'array'),
  payment_schedule jsonb not null check (jsonb_typeof(payment_schedule) = 'array'),
  summary jsonb not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  unique (tenant_id, id),
  unique (tenant_id, policy_id, sequence),
  foreign key (tenant_id, policy_id) references policy (tenant_id, id),
  foreign key (tenant_id, quote_id) references quote (tenant_id, id)
);
create unique index policy_transaction_quote on policy_transaction (tenant_id, quote_id);
select enable_tenant_isolation('policy_transaction');

-- A quote's policies (current_policy_id, target_policy_id of 0007), now that their table exists.
alter table quote
  add foreign key (tenant_id, current_policy_id) references policy (tenant_id, id),
  add foreign key (tenant_id, target_policy_id) references policy (tenant_id, id);
-- A policy has at most one open quote (not yet issued, rejected, expired or deleted), also when two are
-- started at once.
create unique index quote_open_per_policy on quote (tenant_id, current_policy_id)
  where current_policy_id is not null
    and status in ('NEW', 'INCOMPLETE', 'READY', 'APPROVED', 'QUOTED', 'ACCEPTED', 'ISSUING');
