import { randomUUID } from 'node:crypto';
import type { DocumentTemplate } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { UserActor } from '../shared/actor.js';
import { namedObjectJournal } from '../shared/journal.js';

const journal = namedObjectJournal<DocumentTemplate>('document_template');
interface TemplateRow {
  id: string;
  product_id: string;
  name: string;
  size: number;
  storage_key: string;
  version: number;
  updated_at: Date;
}

const COLUMNS = 'id, product_id, name, size, storage_key, version, updated_at';

const toTemplate = (row: TemplateRow): DocumentTemplate => ({
  id: row.id,
  name: row.name,
  size: row.size,
  version: row.version,
  updatedAt: row.updated_at.toISOString(),
});

/** A stored template and where its file is. */
export interface StoredTemplate {
  template: DocumentTemplate;
  productId: string;
  storageKey: string;
}

const stored = (row: TemplateRow): StoredTemplate => ({
  template: toTemplate(row),
  productId: row.product_id,
  storageKey: row.storage_key,
});

/** The product's templates (every product's for `null`) by name, case-insensitively. */
export async function listTemplates(tx: Tx, productId: string | null): Promise<DocumentTemplate[]> {
  const { rows } = await tx.query<TemplateRow>(
    `select ${COLUMNS} from document_template where $1::uuid is null or product_id = $1
      order by lower(name), id`,
    [productId],
  );
  return rows.map(toTemplate);
}

/** A template of the product (any product's for `null`), locked for a change; 404 for none. */
export async function templateOf(tx: Tx, productId: string | null, id: string): Promise<StoredTemplate> {
  const { rows } = await tx.query<TemplateRow>(
    `select ${COLUMNS} from document_template where id = $1 and ($2::uuid is null or product_id = $2)
       for update`,
    [id, productId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return stored(rows[0]);
}

/** 400 on the name when the product has a template of that name already. */
function nameTaken(error: unknown): never {
  if ((error as { code?: string }).code === '23505') {
    throw httpError(400, 'validationFailed', { name: ['notUnique'] });
  }
  throw error;
}

/** A new file key of the tenant, written before the row that names it (the caller removes it on failure). */
export async function storeFile(store: FileStore, tenantId: string, content: Buffer): Promise<string> {
  const key = `${tenantId}/${randomUUID()}`;
  await store.put(key, content);
  return key;
}

export async function createTemplate(
  tx: Tx,
  actor: UserActor,
  productId: string,
  file: { name: string; size: number; storageKey: string },
): Promise<DocumentTemplate> {
  const { rows } = await tx
    .query<TemplateRow>(
      `insert into document_template (tenant_id, product_id, name, size, storage_key)
       values ($1, $2, $3, $4, $5) returning ${COLUMNS}`,
      [actor.tenantId, productId, file.name, file.size, file.storageKey],
    )
    .catch(nameTaken);
  const template = toTemplate(rows[0] as TemplateRow);
  await journal(tx, actor, 'CREATE', null, template);
  return template;
}

/** A new name and file for a template; answers the key of the file it replaced, to remove after commit. */
export async function replaceTemplate(
  tx: Tx,
  actor: UserActor,
  before: StoredTemplate,
  file: { name: string; size: number; storageKey: string },
): Promise<{ template: DocumentTemplate; replacedKey: string }> {
  const { rows } = await tx
    .query<TemplateRow>(
      `update document_template set name = $2, size = $3, storage_key = $4, version = version + 1,
              updated_at = now()
        where id = $1 returning ${COLUMNS}`,
      [before.template.id, file.name, file.size, file.storageKey],
    )
    .catch(nameTaken);
  const template = toTemplate(rows[0] as TemplateRow);
  await journal(tx, actor, 'UPDATE', before.template, template);
  return { template, replacedKey: before.storageKey };
}

export async function deleteTemplate(tx: Tx, actor: UserActor, before: StoredTemplate): Promise<void> {
  await tx.query('delete from document_template where id = $1', [before.template.id]);
  await journal(tx, actor, 'DELETE', before.template, null);
}
