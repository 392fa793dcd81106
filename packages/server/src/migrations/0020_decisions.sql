-- Automatic decisions: on a cron schedule in the tenant's time zone, the quotes or loan applications that
-- meet a condition get field changes and a workflow operation. The typed columns are what the scheduler
-- reads; the rest of the definition (condition, operation, field changes, translations) is the document.
create table decision (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  query_object text not null check (query_object in ('INSURANCE_QUOTES', 'LOAN_APPLICATIONS')),
  name text not null,
  cron text not null,
  enabled boolean not null default true,
  -- The next instant the decision is due; the scheduler moves it on as it queues a run.
  next_run_at timestamptz,
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index decision_order on decision (tenant_id, query_object, lower(name));
create index decision_due on decision (next_run_at) where enabled;
select enable_tenant_isolation('decision');

-- One row per run of a decision at one scheduled instant: unique, so that a run retried or queued twice
-- applies the decision once.
create table decision_run (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  decision_id uuid not null,
  scheduled_for timestamptz not null,
  matched integer not null default 0,
  changed integer not null default 0,
  failed integer not null default 0,
  -- The quotes that failed: [{ quoteId, quoteNr, error }].
  errors jsonb not null default '[]',
  started_at timestamptz not null,
  finished_at timestamptz,
  unique (tenant_id, decision_id, scheduled_for),
  foreign key (tenant_id, decision_id) references decision (tenant_id, id) on delete cascade
);
select enable_tenant_isolation('decision_run');
