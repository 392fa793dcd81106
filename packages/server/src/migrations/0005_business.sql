-- Workspace records: parties (persons), insurance quotes and loan applications, and the search behind the
-- global search and the party and quote lists.
--
-- `data` is the source of truth of a party or a quote: the values of the forms compiled from the tenant's
-- object definitions or the product version. The typed columns beside it are derived from `data` by the
-- server on every write (src/modules/parties/partyDerivation.ts, src/modules/quotes/quoteCoreFields.ts) so
-- they can be listed, joined and searched; no request writes them directly.
--
-- Search: `search_text` holds the searchable values folded by src/modules/shared/searchText.ts (lower case,
-- accents removed) and a trigram index serves `like '%…%'` on it. Row-level security would keep that index
-- unused: `like` is not LEAKPROOF, so the planner must apply the tenant policy before it and falls back to
-- scanning the tenant's rows. The *_page and *_count functions below therefore run as their owner
-- (SECURITY DEFINER: no row-level security for the owner role) and filter by the transaction's tenant
-- themselves, with the very expression of the policies. They are the only way the application reads these
-- lists; single rows are still read under row-level security. The trigram indexes write through
-- (fastupdate off): the embedded database runs no autovacuum, which would otherwise have to merge a pending
-- list that every search scans.

create extension if not exists pg_trgm;

create table party (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  party_type text not null check (party_type in ('PRIVATE', 'LEGAL')),
  name text not null,
  code text,
  email text,
  data jsonb not null,
  search_text text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
-- Lists are ordered by the folded name, which search_text starts with.
create index party_order on party (tenant_id, search_text, id);
create index party_search on party using gin (search_text gin_trgm_ops) with (fastupdate = off);

-- One row per unique-fields constraint of a party's object definitions that the party fills in: the unique
-- index refuses a second party with the same values even when two transactions insert them at once.
create table party_unique_value (
  tenant_id uuid not null references tenant (id),
  party_id uuid not null,
  -- `{objectKey}:{fieldKey},{fieldKey}` of the constraint.
  constraint_key text not null,
  -- SHA-256 of the normalised values, so that any length of value fits the index.
  value_hash text not null,
  primary key (tenant_id, party_id, constraint_key),
  foreign key (tenant_id, party_id) references party (tenant_id, id) on delete cascade
);
create unique index party_unique_value_unique on party_unique_value (tenant_id, constraint_key, value_hash);

-- The last quote number given per product type; the row lock makes concurrent quotes take turns.
create table quote_number (
  tenant_id uuid not null references tenant (id),
  product_type text not null check (product_type in ('INSURANCE', 'LENDING')),
  last_number integer not null,
  primary key (tenant_id, product_type)
);

-- Insurance quotes (product_type INSURANCE) and loan applications (LENDING).
create table quote (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  product_type text not null check (product_type in ('INSURANCE', 'LENDING')),
  quote_nr text not null,
  status text not null,
  action_type text not null,
  product_id uuid not null,
  product_version_id uuid not null,
  -- The party reference {id, name, code?, partyType} of the contractee, as the data holds it.
  contractee jsonb,
  contractee_id uuid,
  start_date date,
  end_date date,
  currency text,
  -- Integer minor units of the currency.
  sum_insured bigint,
  loan_term integer,
  annual_interest_rate double precision,
  data jsonb not null,
  search_text text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id),
  foreign key (tenant_id, product_id) references product (tenant_id, id),
  foreign key (tenant_id, product_version_id) references product_version (tenant_id, id),
  foreign key (tenant_id, contractee_id) references party (tenant_id, id)
);
create unique index quote_nr_unique on quote (tenant_id, quote_nr);
create index quote_order on quote (tenant_id, product_type, created_at desc, id desc);
create index quote_search on quote using gin (search_text gin_trgm_ops) with (fastupdate = off);
create index quote_contractee on quote (tenant_id, contractee_id);

do $$
declare
  name text;
begin
  foreach name in array array['party', 'party_unique_value', 'quote_number', 'quote']
  loop
    execute format('alter table %I enable row level security', name);
    execute format('alter table %I force row level security', name);
    execute format(
      'create policy tenant_isolation on %I
         using (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)
         with check (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
      name);
  end loop;
end
$$;
grant select, insert, update, delete on party, party_unique_value, quote to coverline_app;
grant select, insert, update on quote_number to coverline_app;

-- The `where` clause of the party lists: the transaction's tenant, and each filter that is given.
-- `p_pattern` is a LIKE pattern over search_text; the statement's parameters are $1 pattern, $2 party
-- types, $3 ids. Built as text so that every call is planned with its actual filters.
create function party_list_condition(p_pattern text, p_party_types text[], p_ids uuid[])
  returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select 'p.tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid'
    || case when p_pattern is null then '' else ' and p.search_text like $1' end
    || case when p_party_types is null then '' else ' and p.party_type = any ($2)' end
    || case when p_ids is null then '' else ' and p.id = any ($3)' end
$$;

-- One page of the tenant's parties matching the filters (null: no filter), in name order.
create function party_page(p_pattern text, p_party_types text[], p_ids uuid[], p_limit integer, p_offset integer)
  returns table (
    id uuid, party_type text, name text, code text, email text,
    version integer, created_at timestamptz, updated_at timestamptz
  )
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
begin
  return query execute
    'select p.id, p.party_type, p.name, p.code, p.email, p.version, p.created_at, p.updated_at
       from public.party p
      where ' || public.party_list_condition(p_pattern, p_party_types, p_ids) || '
      order by p.search_text, p.id
      limit $4 offset $5'
    using p_pattern, p_party_types, p_ids, least(p_limit, 100), p_offset;
end
$$;

-- How many of the tenant's parties match the filters.
create function party_count(p_pattern text, p_party_types text[], p_ids uuid[])
  returns bigint
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
declare
  total bigint;
begin
  execute 'select count(*) from public.party p where ' || public.party_list_condition(p_pattern, p_party_types, p_ids)
    into total
    using p_pattern, p_party_types, p_ids;
  return total;
end
$$;

-- The `where` clause of the quote lists: the transaction's tenant, the product type ($1) and, when
-- given, a LIKE pattern over search_text ($2).
create function quote_list_condition(p_pattern text)
  returns text
  language sql immutable
  set search_path = pg_catalog
as $$
  select 'q.tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid and q.product_type = $1'
    || case when p_pattern is null then '' else ' and q.search_text like $2' end
$$;

-- One page of the tenant's quotes of a product type matching the pattern (null: all), newest first.
create function quote_page(p_product_type text, p_pattern text, p_limit integer, p_offset integer)
  returns table (
    id uuid, quote_nr text, status text, product_name text, contractee_name text,
    start_date text, end_date text, created_at timestamptz
  )
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
begin
  return query execute
    'select q.id, q.quote_nr, q.status, pr.name, q.contractee ->> ''name'',
            q.start_date::text, q.end_date::text, q.created_at
       from public.quote q
       join public.product pr on pr.tenant_id = q.tenant_id and pr.id = q.product_id
      where ' || public.quote_list_condition(p_pattern) || '
      order by q.created_at desc, q.id desc
      limit $3 offset $4'
    using p_product_type, p_pattern, least(p_limit, 100), p_offset;
end
$$;

-- How many of the tenant's quotes of a product type match the pattern.
create function quote_count(p_product_type text, p_pattern text)
  returns bigint
  language plpgsql stable security definer
  set search_path = pg_catalog
as $$
declare
  total bigint;
begin
  execute 'select count(*) from public.quote q where ' || public.quote_list_condition(p_pattern)
    into total
    using p_product_type, p_pattern;
  return total;
end
$$;

-- New functions are executable by everyone (PUBLIC) until revoked; only the application may call these.
revoke all on function party_page(text, text[], uuid[], integer, integer), party_count(text, text[], uuid[]),
  quote_page(text, text, integer, integer), quote_count(text, text) from public;
grant execute on function party_page(text, text[], uuid[], integer, integer), party_count(text, text[], uuid[]),
  quote_page(text, text, integer, integer), quote_count(text, text) to coverline_app;
