-- Versions of what the server caches per tenant. Any change to the cached tables bumps the tenant's counter
-- in the same transaction (triggers, so no write path can forget it), and every request compares the
-- counter it reads with the one its cached copy was made at. The counter lives in the database, so several
-- server processes on one PostgreSQL see a revocation at once too.
create table cache_version (
  tenant_id uuid primary key references tenant (id),
  -- Users, their permission groups and the groups' permissions: who is signed in and what they may do.
  access bigint not null default 0,
  -- Object definitions, lookups and the tenant settings: what forms and their data definitions are made of.
  configuration bigint not null default 0
);
select enable_tenant_isolation('cache_version');

-- `bump_cache_version('access')` or `('configuration')`: one more for the changed row's tenant.
create function bump_cache_version()
  returns trigger
  language plpgsql
  set search_path = pg_catalog, public
as $$
declare
  changed_tenant uuid;
begin
  if tg_op = 'DELETE' then
    changed_tenant := old.tenant_id;
  else
    changed_tenant := new.tenant_id;
  end if;
  if tg_argv[0] = 'access' then
    insert into cache_version as v (tenant_id, access) values (changed_tenant, 1)
      on conflict (tenant_id) do update set access = v.access + 1;
  else
    insert into cache_version as v (tenant_id, configuration) values (changed_tenant, 1)
      on conflict (tenant_id) do update set configuration = v.configuration + 1;
  end if;
  return null;
end
$$;

create trigger bump_access_version after insert or update or delete on user_account
  for each row execute function bump_cache_version('access');
create trigger bump_access_version after insert or update or delete on permission_group
  for each row execute function bump_cache_version('access');
create trigger bump_access_version after insert or update or delete on user_permission_group
  for each row execute function bump_cache_version('access');
create trigger bump_configuration_version after insert or update or delete on object_definition
  for each row execute function bump_cache_version('configuration');
create trigger bump_configuration_version after insert or update or delete on lookup
  for each row execute function bump_cache_version('configuration');
create trigger bump_configuration_version after insert or update or delete on tenant_settings
  for each row execute function bump_cache_version('configuration');
