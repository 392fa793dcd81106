-- Message templates of a product, for the e-mails (MJML or HTML) and text messages (TXT, also SMS) of its
-- quotes or of its contracts. The text (per language), name translations and settings are the document.
create table message_template (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  product_id uuid not null,
  kind text not null check (kind in ('quotes', 'contracts')),
  name text not null check (length(name) between 1 and 200),
  type text not null check (type in ('TXT', 'MJML', 'HTML')),
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, product_id) references product (tenant_id, id) on delete cascade
);
create unique index message_template_name on message_template (tenant_id, product_id, kind, lower(name));
-- Pages are read by product, kind and type in name order.
create index message_template_order on message_template (tenant_id, product_id, kind, type, lower(name), id);
select enable_tenant_isolation('message_template');
