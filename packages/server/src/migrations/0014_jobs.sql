-- Work that waits (decisions, documents, messages, external calls) as jobs on PostgreSQL: claimed with
-- FOR UPDATE SKIP LOCKED, so that several server processes on one database never run a job twice. The
-- states are the engine's job workflow.
create table job (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  kind text not null,
  payload jsonb not null default '{}',
  state text not null check (state in ('SCHEDULED', 'ENQUEUED', 'PROCESSING', 'FAILED', 'SUCCEEDED', 'DELETED')),
  run_at timestamptz not null,
  attempts integer not null default 0,
  max_attempts integer not null default 3 check (max_attempts >= 1),
  -- While PROCESSING: when the claim lapses, so that a job of a process that died is taken up again.
  locked_until timestamptz,
  last_error text,
  result jsonb,
  -- At most one job per key and tenant (a decision's run at one time): enqueueing it again changes nothing.
  singleton_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, singleton_key)
);
create index job_due on job (run_at) where state in ('SCHEDULED', 'ENQUEUED', 'PROCESSING');
select enable_tenant_isolation('job');
