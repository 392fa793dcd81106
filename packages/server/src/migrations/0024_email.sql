-- E-mails sent from quotes (loan applications too) and contracts, and the files they carried. An e-mail is
-- stored with the job that sends it; the job generates the documents asked for, sends through the e-mail
-- integration and records the provider's id. Why sending failed is the job's (`last_error`).
create table email_message (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  -- The object it was sent from: `quote` (a quote or loan application) or `contract` (a policy or loan).
  ref_type text not null check (ref_type in ('quote', 'contract')),
  ref_id uuid not null,
  -- The address segment of the object's API (`policies`…), for the documents generated for it.
  ref_kind text not null,
  integration_id text not null,
  sent_from text not null,
  sent_to text not null,
  cc text not null default '',
  bcc text not null default '',
  subject text not null,
  message text not null,
  document_template_ids uuid[] not null default '{}',
  locale text not null,
  provider_message_id text,
  job_id uuid,
  sent_at timestamptz,
  created_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index email_message_of_object on email_message (tenant_id, ref_type, ref_id, created_at desc, id);
select enable_tenant_isolation('email_message');

-- Uploaded with the e-mail, or generated from a template when it was sent: its content in the file store.
create table email_attachment (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  email_id uuid not null references email_message (id),
  name text not null,
  content_type text not null,
  size integer not null,
  storage_key text not null,
  -- The files are listed in the order they were added: uploaded ones first, then those generated.
  position integer not null,
  created_at timestamptz not null default now(),
  unique (email_id, name),
  unique (email_id, position)
);
select enable_tenant_isolation('email_attachment');
