-- Outside data kept about a person: a credit bureau's report asked for a quote (the quote's enrichment objects)
-- or on the person alone (their credit reports). A quote keeps one enrichment of a type, under one enrichment
-- definition, about one person: enriching again replaces it. A person's own reports are each kept, as the
-- record of who asked the bureau about them and when.
create table enrichment_object (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  quote_id uuid references quote (id),
  party_id uuid not null references party (id),
  -- The object definition of type ENRICHMENT it was asked under; null for the contractee's and a person's own.
  enrichment_definition_id uuid,
  enrichment_type text not null check (enrichment_type in ('CREDIT_BUREAU')),
  integration_id text not null,
  object jsonb not null,
  requested_by uuid,
  -- Shown as who asked: the user's e-mail.
  requested_by_name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, requested_by) references user_account (tenant_id, id)
);
create unique index enrichment_object_of_quote on enrichment_object (
  tenant_id, quote_id, enrichment_type,
  coalesce(enrichment_definition_id, '00000000-0000-0000-0000-000000000000'::uuid), party_id
) where quote_id is not null;
create index enrichment_object_of_party on enrichment_object (tenant_id, party_id, created_at desc, id)
  where quote_id is null;
select enable_tenant_isolation('enrichment_object');
