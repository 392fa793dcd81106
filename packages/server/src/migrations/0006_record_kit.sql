-- The record kit: one numbering table for every kind of business record, one line to put a new table
-- under the tenant policy, and lists read by the server's list builder instead of per-entity functions.

-- Puts a tenant-owned table (with a `tenant_id` column) under row-level security: enabled, forced on the
-- owner too, the `tenant_isolation` policy of every tenant table, and the application role's grants. A new
-- table needs `select enable_tenant_isolation('claim');` and nothing else.
create function enable_tenant_isolation(p_table regclass)
  returns void
  language plpgsql
  set search_path = pg_catalog, public
as $$
begin
  execute format('alter table %s enable row level security', p_table);
  execute format('alter table %s force row level security', p_table);
  execute format(
    'create policy tenant_isolation on %s
       using (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)
       with check (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::uuid)',
    p_table);
  execute format('grant select, insert, update, delete on %s to coverline_app', p_table);
end
$$;
revoke all on function enable_tenant_isolation(regclass) from public;

-- The last number given per tenant and sequence (`quote`, `loan-application`, later `claim`…); the row
-- lock makes concurrent records of a sequence take turns, and a rolled-back record gives its number back.
create table record_number (
  tenant_id uuid not null references tenant (id),
  sequence text not null check (sequence ~ '^[a-z][a-z0-9-]{0,39}$'),
  last_number integer not null check (last_number > 0),
  primary key (tenant_id, sequence)
);
select enable_tenant_isolation('record_number');

-- The quote counters carry on where they stopped. Migrations run as the owner, who bypasses the policy.
insert into record_number (tenant_id, sequence, last_number)
select tenant_id, case product_type when 'INSURANCE' then 'quote' else 'loan-application' end, last_number
  from quote_number;
drop table quote_number;

-- Lists and searches are built by the server (src/kit/listQuery.ts), which writes the tenant filter into
-- every statement itself and leaves the application role for the statement so that the trigram indexes
-- serve `like` (see the comment there); these per-entity functions are no longer called.
drop function party_page(text, text[], uuid[], integer, integer);
drop function party_count(text, text[], uuid[]);
drop function party_list_condition(text, text[], uuid[]);
drop function quote_page(text, text, integer, integer);
drop function quote_count(text, text);
drop function quote_list_condition(text);

