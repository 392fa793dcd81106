-- What staff attach to any business object (a party, quote or loan application, contract, contract action,
-- claim), named by its type (the address spelling, e.g. `contract-action`) and id: notes, the assignee and
-- documents. The objects live in different tables, so ref_id has no foreign key; the server checks that it
-- names a readable object of the tenant before anything is written (src/kit/panelObjects.ts).

create table note (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  ref_type text not null check (ref_type in ('party', 'quote', 'contract', 'contract-action', 'claim')),
  ref_id uuid not null,
  note text not null check (length(note) between 1 and 4000),
  important boolean not null default false,
  -- Only the creator may change or delete a note; the name is kept as written then.
  creator_id uuid,
  creator text not null,
  affiliation_creator text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, creator_id) references user_account (tenant_id, id)
);
create index note_object on note (tenant_id, ref_type, ref_id, created_at desc, id);
select enable_tenant_isolation('note');

-- One assignee per object; `version` counts reassignments.
create table user_assignment (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  ref_type text not null check (ref_type in ('party', 'quote', 'contract', 'contract-action', 'claim')),
  ref_id uuid not null,
  user_id uuid not null,
  version integer not null default 0,
  assigned_at timestamptz not null default now(),
  unique (tenant_id, ref_type, ref_id),
  foreign key (tenant_id, user_id) references user_account (tenant_id, id) on delete cascade
);
create index user_assignment_user on user_assignment (tenant_id, user_id);
select enable_tenant_isolation('user_assignment');

-- Files attached to an object. The content is kept by a file store (a directory under DATA_DIR, or an object
-- store) under storage_key, never in the row.
create table document (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  ref_type text not null check (ref_type in ('party', 'quote', 'loan-application', 'contract', 'loan', 'claim')),
  ref_id uuid not null,
  name text not null check (length(name) between 1 and 255),
  extension text not null default '',
  content_type text not null,
  size bigint not null check (size >= 0),
  storage_key text not null,
  creator_id uuid,
  creator text not null,
  affiliation_creator text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, storage_key),
  foreign key (tenant_id, creator_id) references user_account (tenant_id, id)
);
create index document_object on document (tenant_id, ref_type, ref_id, created_at desc, id);
select enable_tenant_isolation('document');
