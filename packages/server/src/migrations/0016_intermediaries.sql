-- Intermediaries (agents, brokers, partners) and the partner restriction.
--
-- An intermediary's form is the tenant's INTERMEDIARY object definitions; name and code are derived from
-- its data like a party's. Users work for one through `user_account.affiliation` {id, name}.
--
-- The partner restriction: a user who works for an intermediary sees only its parties, quotes and
-- contracts (and holds `partner:Restriction`, which the server adds to their permissions). Those records
-- carry the intermediary they were made for: a party or quote the one its creator works for (the column
-- default reads the transaction's `app.affiliation_id`, which the server sets for every request of an
-- affiliated user), a contract the one of the quote that made it. The restrictive `partner_scope` policy
-- admits an affiliated user's transaction only to rows of their intermediary, beside the tenant policy; the
-- server's list builder, which reads outside row-level security, writes the same `partner_scope_admits`
-- condition into its statements. Internal staff (no affiliation) see every row.

create table intermediary (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  name text not null,
  code text,
  active boolean not null default true,
  data jsonb not null,
  search_text text not null,
  version integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, id)
);
create index intermediary_order on intermediary (tenant_id, search_text, id);
create index intermediary_search on intermediary using gin (search_text gin_trgm_ops) with (fastupdate = off);
select enable_tenant_isolation('intermediary');

-- The intermediary the transaction's user works for, or null for internal staff.
create function current_affiliation()
  returns uuid
  language sql stable
as $$
  select nullif(pg_catalog.current_setting('app.affiliation_id', true), '')::uuid
$$;

-- Whether the transaction's user may see a row made for this intermediary: internal staff always, an
-- intermediary's user only their own intermediary's.
create function partner_scope_admits(p_intermediary uuid)
  returns boolean
  language sql stable
as $$
  select current_affiliation() is null or p_intermediary = current_affiliation()
$$;

do $$
declare
  name text;
begin
  foreach name in array array['party', 'quote', 'policy', 'loan']
  loop
    execute format('alter table %I add column intermediary_id uuid default current_affiliation()', name);
    execute format(
      'alter table %I add foreign key (tenant_id, intermediary_id) references intermediary (tenant_id, id)', name);
    execute format(
      'create index %I on %I (tenant_id, intermediary_id) where intermediary_id is not null', name || '_intermediary', name);
    execute format(
      'create policy partner_scope on %I as restrictive using (partner_scope_admits(intermediary_id))
         with check (partner_scope_admits(intermediary_id))', name);
  end loop;
end
$$;

-- A loan belongs to the intermediary of the application it was lent from.
create function loan_intermediary_of_application()
  returns trigger
  language plpgsql
as $$
begin
  new.intermediary_id := (select q.intermediary_id from quote q
                           where q.tenant_id = new.tenant_id and q.id = new.application_id);
  return new;
end
$$;
create trigger loan_intermediary before insert on loan
  for each row execute function loan_intermediary_of_application();

-- A policy belongs to the intermediary of the quote whose issue made it (its first transaction's).
create function policy_intermediary_of_quote()
  returns trigger
  language plpgsql
as $$
begin
  update policy p set intermediary_id = q.intermediary_id
    from quote q
   where p.tenant_id = new.tenant_id and p.id = new.policy_id
     and q.tenant_id = new.tenant_id and q.id = new.quote_id;
  return null;
end
$$;
create trigger policy_intermediary after insert on policy_transaction
  for each row when (new.sequence = 1 and new.quote_id is not null)
  execute function policy_intermediary_of_quote();
