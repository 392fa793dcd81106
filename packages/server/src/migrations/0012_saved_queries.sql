-- Saved queries: a named list of one query object's records with its columns, sorting and condition. The
-- typed columns are what lists order and filter by; the rest of the definition is the document.
create table saved_query (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  query_object text not null check (query_object in ('PARTIES', 'USERS', 'PERMISSION_GROUPS', 'INTERMEDIARIES',
    'INSURANCE_QUOTES', 'POLICIES', 'CLAIMS', 'LOAN_APPLICATIONS', 'LOANS', 'LOAN_PORTFOLIO', 'PAYMENTS',
    'INTEREST_INCOME')),
  name text not null,
  seq integer not null default 0,
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index saved_query_order on saved_query (tenant_id, query_object, seq);
select enable_tenant_isolation('saved_query');

-- The query a user opens first for a query object (`POST /api/queries/x/{id}/default`): one per user and type.
create table saved_query_default (
  tenant_id uuid not null references tenant (id),
  user_id uuid not null,
  query_object text not null,
  query_id uuid not null,
  primary key (tenant_id, user_id, query_object),
  foreign key (tenant_id, user_id) references user_account (tenant_id, id) on delete cascade,
  foreign key (tenant_id, query_id) references saved_query (tenant_id, id) on delete cascade
);
select enable_tenant_isolation('saved_query_default');
