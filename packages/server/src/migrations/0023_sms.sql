-- Text messages sent from quotes (loan applications too) and contracts. A message is stored PENDING with the
-- job that sends it; the job records the provider's message id and status, later refreshes ask the provider
-- again. Why sending failed is the job's (`last_error`, its state FAILED when retries are spent).
create table sms_message (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  -- The object it was sent from: `quote` (a quote or loan application) or `contract` (a policy or loan).
  ref_type text not null check (ref_type in ('quote', 'contract')),
  ref_id uuid not null,
  integration_id text not null,
  sent_from text not null,
  sent_to text not null,
  message text not null,
  status text not null check (status in ('PENDING', 'DELIVERED', 'UNDELIVERED', 'EXPIRED', 'CANCELED', 'REJECTED', 'UNKNOWN')),
  provider_message_id text,
  job_id uuid,
  sent_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index sms_message_of_object on sms_message (tenant_id, ref_type, ref_id, created_at desc, id);
select enable_tenant_isolation('sms_message');
