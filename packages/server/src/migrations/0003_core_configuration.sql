-- Configuration resources of the admin area: lookups, labels and their associations, the product tree
-- (groups and products in one table, so seq, names and codes are shared), product versions and the object
-- definition library. Typed columns hold what is unique, ordered or joined on; `document` holds the rest
-- of the validated payload. `version` is the optimistic-lock counter. Composite foreign keys on
-- (tenant_id, id) keep every link inside one tenant (foreign-key checks do not see row-level security).

create table lookup (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  key text not null,
  name text not null,
  seq integer not null default 0,
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create unique index lookup_key_unique on lookup (tenant_id, key);
-- Lists are ordered by these; with the tenant first, a page is read from the index, not sorted.
create index lookup_order on lookup (tenant_id, seq, lower(name), id);

create table label (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  name text not null,
  color text not null,
  seq integer not null default 0,
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);

create index label_order on label (tenant_id, seq, id);

create table label_association (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  label_id uuid not null,
  ref_id uuid not null,
  type text not null check (type in ('QUOTE', 'LOAN_APPLICATION', 'POLICY', 'LOAN', 'PARTY')),
  created_at timestamptz not null default now(),
  foreign key (tenant_id, label_id) references label (tenant_id, id) on delete cascade
);
create unique index label_association_unique on label_association (tenant_id, ref_id, type, label_id);

create table product (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  is_group boolean not null,
  parent_id uuid,
  code text not null,
  name text not null,
  seq integer not null,
  product_type text check (product_type in ('INSURANCE', 'LENDING')),
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id),
  foreign key (tenant_id, parent_id) references product (tenant_id, id),
  check (is_group or product_type is not null)
);
create unique index product_code_unique on product (tenant_id, lower(code));
create unique index product_name_unique on product (tenant_id, lower(name));
create index product_order on product (tenant_id, is_group, seq, lower(name), id);
create index product_parent on product (tenant_id, parent_id);

create table product_version (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  product_id uuid not null,
  name text not null,
  active boolean not null default false,
  locked boolean not null default false,
  used boolean not null default false,
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id),
  foreign key (tenant_id, product_id) references product (tenant_id, id)
);
create unique index product_version_name_unique on product_version (tenant_id, product_id, lower(name));
create unique index product_version_one_active on product_version (tenant_id, product_id) where active;
create index product_version_order on product_version (tenant_id, product_id, created_at, id);

create table object_definition (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  key text not null,
  object_type text not null,
  name text not null,
  seq integer not null default 0,
  document jsonb not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create unique index object_definition_key_unique on object_definition (tenant_id, key);
create index object_definition_order on object_definition (tenant_id, seq, lower(name), id);

do $$
declare
  name text;
begin
  foreach name in array array['lookup', 'label', 'label_association', 'product', 'product_version', 'object_definition']
  loop
    execute format('alter table %I enable row level security', name);
    execute format('alter table %I force row level security', name);
    execute format(
      'create policy tenant_isolation on %I
         using (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)
         with check (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      name);
    execute format('grant select, insert, update, delete on %I to coverline_app', name);
  end loop;
end
$$;
