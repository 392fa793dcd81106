-- Word (DOCX) templates of a product, filled from a record's data to make its documents. The file is kept by
-- the file store under storage_key, like attached documents.
create table document_template (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  product_id uuid not null,
  name text not null check (length(name) between 1 and 200),
  size bigint not null check (size >= 0),
  storage_key text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, storage_key),
  foreign key (tenant_id, product_id) references product (tenant_id, id) on delete cascade
);
create unique index document_template_name on document_template (tenant_id, product_id, lower(name));
select enable_tenant_isolation('document_template');
