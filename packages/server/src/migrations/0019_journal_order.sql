-- Entries written in one transaction share its timestamp; the order they were written in breaks the tie, so
-- that a history or an activity list shows them newest first as they happened, not by a random id.
alter table history add column seq bigint generated always as identity;
alter table activity add column seq bigint generated always as identity;

drop index history_object_idx;
create index history_object_idx on history (tenant_id, object_table, object_id, created desc, seq desc);
drop index activity_recent_idx;
create index activity_recent_idx on activity (tenant_id, event_date desc, seq desc);
drop index activity_user_idx;
create index activity_user_idx on activity (tenant_id, user_id, event_date desc, seq desc);
