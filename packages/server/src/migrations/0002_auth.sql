-- Sign-in: users, permission groups and the embedded OpenID Connect provider's state.
-- Every table is tenant-owned: RLS is enabled and forced, and the policy admits only rows of the tenant
-- set for the transaction (app.tenant_id). Composite foreign keys on (tenant_id, id) keep links inside
-- one tenant, because foreign-key checks do not see RLS.

create table user_account (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant(id),
  -- Stored lower-cased: sign-in and uniqueness ignore the case of an e-mail address.
  email text not null check (email = lower(email)),
  password_hash text not null,
  first_name text,
  last_name text,
  locale text not null default 'en-GB',
  active boolean not null default true,
  -- The intermediary the user works for, as a reference {id, name}; null for internal staff.
  affiliation jsonb check (affiliation is null or (affiliation ? 'id' and affiliation ? 'name')),
  -- Values of the fields that the tenant's USER object definition adds.
  data jsonb not null default '{}'::jsonb,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, email),
  unique (tenant_id, id)
);

create table user_photo (
  user_id uuid primary key,
  tenant_id uuid not null references tenant(id),
  media_type text not null check (media_type in ('image/png', 'image/gif', 'image/jpeg')),
  content bytea not null,
  updated_at timestamptz not null default now(),
  foreign key (tenant_id, user_id) references user_account (tenant_id, id) on delete cascade
);

create table permission_group (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant(id),
  name text not null,
  translations jsonb not null default '{}'::jsonb,
  permissions text[] not null default '{}',
  active boolean not null default true,
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tenant_id, name),
  unique (tenant_id, id)
);

create table user_permission_group (
  user_id uuid not null,
  permission_group_id uuid not null,
  tenant_id uuid not null references tenant(id),
  primary key (user_id, permission_group_id),
  foreign key (tenant_id, user_id) references user_account (tenant_id, id) on delete cascade,
  foreign key (tenant_id, permission_group_id) references permission_group (tenant_id, id) on delete cascade
);
create index user_permission_group_group on user_permission_group (tenant_id, permission_group_id);

-- oidc-provider's artefacts (sessions, interactions, codes, tokens, grants…) of each tenant's issuer,
-- as the provider's adapter contract describes them: a JSON payload per model and id, with lookups by
-- grant, session uid and user code, and an expiry after which the row no longer exists for the provider.
create table oidc_payload (
  tenant_id uuid not null references tenant(id),
  model text not null,
  id text not null,
  payload jsonb not null,
  grant_id text,
  uid text,
  user_code text,
  expires_at timestamptz,
  primary key (tenant_id, model, id)
);
create index oidc_payload_grant on oidc_payload (tenant_id, grant_id) where grant_id is not null;
create index oidc_payload_uid on oidc_payload (tenant_id, model, uid) where uid is not null;
create index oidc_payload_user_code on oidc_payload (tenant_id, model, user_code) where user_code is not null;
create index oidc_payload_expiry on oidc_payload (tenant_id, expires_at) where expires_at is not null;

-- Each issuer's token signing key (a private JWK) and its cookie signing secret, created on first use.
create table oidc_key (
  tenant_id uuid not null references tenant(id),
  kind text not null check (kind in ('signing', 'cookie')),
  material jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, kind)
);

alter table user_account enable row level security;
alter table user_account force row level security;
create policy tenant_isolation on user_account
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on user_account to coverline_app;

alter table user_photo enable row level security;
alter table user_photo force row level security;
create policy tenant_isolation on user_photo
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on user_photo to coverline_app;

alter table permission_group enable row level security;
alter table permission_group force row level security;
create policy tenant_isolation on permission_group
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on permission_group to coverline_app;

alter table user_permission_group enable row level security;
alter table user_permission_group force row level security;
create policy tenant_isolation on user_permission_group
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on user_permission_group to coverline_app;

alter table oidc_payload enable row level security;
alter table oidc_payload force row level security;
create policy tenant_isolation on oidc_payload
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on oidc_payload to coverline_app;

alter table oidc_key enable row level security;
alter table oidc_key force row level security;
create policy tenant_isolation on oidc_key
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on oidc_key to coverline_app;
