-- The issuers' signing keys and cookie secrets are encrypted at rest: AES-256-GCM under the server's key
-- encryption key (KEY_ENCRYPTION_KEY, or the embedded mode's key file), see src/oidc/keyCipher.ts. The key
-- itself is never stored in the database.
alter table oidc_key add column sealed bytea;
-- Rows written before this migration hold their key in plaintext; the next start encrypts them into
-- `sealed` and clears this column. No new row ever sets it.
alter table oidc_key rename column material to plaintext_material;
alter table oidc_key alter column plaintext_material drop not null;
alter table oidc_key add constraint oidc_key_sealed_or_plaintext
  check ((sealed is null) <> (plaintext_material is null));
comment on column oidc_key.sealed is 'JSON of the key, encrypted: version | iv | tag | ciphertext, context tenant/kind';
comment on column oidc_key.plaintext_material is 'Only in rows from before 0004, until the next start encrypts them';
