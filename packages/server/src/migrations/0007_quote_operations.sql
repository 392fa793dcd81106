-- Quote operations: the core fields a quote needs to be submitted, approved and issued, its premium payment
-- schedule, why it was found incomplete, and the copies it keeps of its parties.
--
-- As before, the typed columns are derived from `data` by the server on every write
-- (src/modules/quotes/quoteCoreFields.ts, naming the fields by the product version's `coreFields`).

alter table quote
  -- Integer minor units of the currency, like sum_insured.
  add column premium bigint,
  -- The party reference {id, name, code?, partyType} of the beneficiary, as the data holds it.
  add column beneficiary jsonb,
  add column beneficiary_id uuid,
  add column issue_date date,
  -- The last day the offer holds; from the day after, EXPIRE is allowed.
  add column valid_until date,
  -- The instalments [{dueDate, startDate, endDate, amount}] in due order, amounts in major units; empty
  -- until generated or entered.
  add column payment_schedule jsonb not null default '[]' check (jsonb_typeof(payment_schedule) = 'array'),
  -- Message keys by dotted path, from the last SUBMIT that found the quote incomplete; null otherwise.
  add column incomplete_reasons jsonb,
  -- The policy a change, cancellation or renewal quote acts on, and the policy ISSUE made or changed.
  -- The policies' table comes later; its migration adds the foreign keys.
  add column current_policy_id uuid,
  add column target_policy_id uuid,
  add foreign key (tenant_id, beneficiary_id) references party (tenant_id, id);

-- Quotes saved before had no validity of their own: an offer holds until its start date.
update quote set valid_until = start_date;

create index quote_beneficiary on quote (tenant_id, beneficiary_id);

-- The copy a quote keeps of each party it names, taken when the party first appears in the quote and
-- renewed only by sync (PUT /api/quotes/{id}/sync-party/{partyId}); `version` is the party's version then,
-- so a newer party shows as changed. `paths` (where the data names it) and `roles` (PH, BO, BNF) follow
-- the quote's data on every save. Also what the person page lists as the party's quotes.
create table quote_party (
  tenant_id uuid not null references tenant (id),
  quote_id uuid not null,
  party_id uuid not null,
  party_type text not null check (party_type in ('PRIVATE', 'LEGAL')),
  name text not null,
  code text,
  version integer not null check (version >= 0),
  data jsonb not null,
  paths text[] not null default '{}',
  roles text[] not null default '{}',
  primary key (tenant_id, quote_id, party_id),
  foreign key (tenant_id, quote_id) references quote (tenant_id, id) on delete cascade,
  foreign key (tenant_id, party_id) references party (tenant_id, id)
);
create index quote_party_party on quote_party (tenant_id, party_id);
select enable_tenant_isolation('quote_party');

-- Quotes saved before keep a copy of their contractee as it is now; the next save completes their paths
-- and adds the other parties they name.
insert into quote_party (tenant_id, quote_id, party_id, party_type, name, code, version, data, roles)
select q.tenant_id, q.id, p.id, p.party_type, p.name, p.code, p.version, p.data,
       array[case q.product_type when 'INSURANCE' then 'PH' else 'BO' end]
  from quote q
  join party p on p.tenant_id = q.tenant_id and p.id = q.contractee_id;
