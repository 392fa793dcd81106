-- Core schema: the tenant registry, tenant settings and images, and the history and activity journals.
--
-- Every tenant-owned table carries tenant_id and a FORCE'd row-level security policy on the tenant of the
-- current transaction (set_config('app.tenant_id', …, true)). Requests run as coverline_app, which owns
-- nothing and cannot bypass row-level security, so a query that forgets its WHERE still sees one tenant.
-- nullif(…, '') because a session that once set app.tenant_id reads '' (not NULL) after the transaction.

do $$
begin
  if not exists (select from pg_roles where rolname = 'coverline_app') then
    create role coverline_app nologin;
  end if;
end
$$;
-- On a real server the login role switches to coverline_app with set_config('role', …).
grant coverline_app to current_user;

create table tenant (
  id uuid primary key default gen_random_uuid(),
  code text not null unique,
  name text,
  created_at timestamptz not null default now()
);
-- Account names are looked up case-insensitively, so they must be unique that way too.
create unique index tenant_code_lower_key on tenant (lower(code));
alter table tenant enable row level security;
alter table tenant force row level security;
create policy tenant_isolation on tenant
  using (id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select on tenant to coverline_app;

create table tenant_settings (
  tenant_id uuid primary key references tenant (id),
  settings jsonb not null,
  version integer not null default 0,
  updated_at timestamptz not null default now()
);
alter table tenant_settings enable row level security;
alter table tenant_settings force row level security;
create policy tenant_isolation on tenant_settings
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update on tenant_settings to coverline_app;

-- The tenant's logo and wallpaper, checked to be PNG, JPEG or WebP before they are stored.
create table tenant_image (
  tenant_id uuid not null references tenant (id),
  image_type text not null check (image_type in ('LOGO', 'WALLPAPER')),
  media_type text not null,
  content bytea not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, image_type)
);
alter table tenant_image enable row level security;
alter table tenant_image force row level security;
create policy tenant_isolation on tenant_image
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert, update, delete on tenant_image to coverline_app;

-- Change history of an object: its state before and after every change. Append-only for the application.
create table history (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  object_table text not null,
  object_id uuid not null,
  event_type text not null,
  editor_id uuid,
  editor text,
  created timestamptz not null default now(),
  previous_state jsonb,
  new_state jsonb
);
create index history_object_idx on history (tenant_id, object_table, object_id, created desc);
alter table history enable row level security;
alter table history force row level security;
create policy tenant_isolation on history
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert on history to coverline_app;

-- Who did what to which object, for the recent-activity lists. Append-only for the application.
create table activity (
  id uuid primary key default gen_random_uuid(),
  tenant_id uuid not null references tenant (id),
  event_date timestamptz not null default now(),
  user_id uuid,
  user_name text,
  event_type text not null,
  object_table text not null,
  object_id uuid not null,
  object_display_name text
);
create index activity_recent_idx on activity (tenant_id, event_date desc);
create index activity_user_idx on activity (tenant_id, user_id, event_date desc);
alter table activity enable row level security;
alter table activity force row level security;
create policy tenant_isolation on activity
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
grant select, insert on activity to coverline_app;
