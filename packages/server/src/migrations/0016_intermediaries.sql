-- Intermediaries (agents, brokers, partners) and the partner restriction.
--
-- An intermediary's form is the tenant's INTERMEDIARY object definitions; name and code are derived from
-- its data like a party's. Users work for one through `user_account.affiliation` {id, name}.
--
-- Parties, quotes and contracts carry the intermediary they were made for: a party or quote the one its
-- creator is affiliated with (the column default reads the transaction's `app.affiliation_id`, which the
-- server sets for every request of an affiliated user), a contract the one of the quote that made it.
-- A user holding `partner:Restriction` works with `app.partner_restricted` = 'on': the restrictive
-- `partner_scope` policy then admits only rows of their own intermediary (none without an affiliation),
-- beside the tenant policy; the server's list builder, which reads outside row-level security, writes the
-- same `partner_scope_admits` condition into its statements.

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

-- Whether the transaction's user may see a row of this intermediary: always, unless partner-restricted.
create function partner_scope_admits(p_intermediary uuid)
  returns boolean
  language sql stable
as $$
  select coalesce(pg_catalog.current_setting('app.partner_restricted', true), '') <> 'on'
      or p_intermediary = pg_catalog.nullif(pg_catalog.current_setting('app.affiliation_id', true), '')::uuid
$$;

-- The user's affiliation for the records they create: their intermediary, or none for internal staff.
create function current_affiliation()
  returns uuid
  language sql stable
as $$
  select pg_catalog.nullif(pg_catalog.current_setting('app.affiliation_id', true), '')::uuid
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
