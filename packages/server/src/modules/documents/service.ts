import { randomUUID } from 'node:crypto';
import type { ObjectDocument, ObjectDocumentPage } from '@coverline/engine';
import type { Tx } from '../../db/database.js';
import { httpError } from '../../http/errors.js';
import type { FileStore } from '../../storage/fileStore.js';
import type { UserActor } from '../shared/actor.js';
import { namedObjectJournal } from '../shared/journal.js';
import { userNameSql } from '../shared/userName.js';
import type { DocumentKind } from './documentKinds.js';
import { extensionOf, sanitisedFileName, sniffedContentType } from './fileNames.js';

const journal = namedObjectJournal<ObjectDocument>('document');
interface DocumentRow {
  id: string;
  name: string;
  extension: string;
  content_type: string;
  size: string;
  storage_key: string;
  created_at: Date;
  creator: string;
  affiliation_creator: string | null;
}

const COLUMNS =
  'id, name, extension, content_type, size, storage_key, created_at, creator, affiliation_creator';

const toDocument = (row: DocumentRow): ObjectDocument => ({
  id: row.id,
  name: row.name,
  extension: row.extension,
  contentType: row.content_type,
  size: Number(row.size),
  createdAt: row.created_at.toISOString(),
  creator: row.creator,
  affiliationCreator: row.affiliation_creator,
});

export async function findDocuments(
  tx: Tx,
  kind: DocumentKind,
  refId: string,
  { page, limit }: { page: number; limit: number },
): Promise<ObjectDocumentPage> {
  const { rows } = await tx.query<DocumentRow & { total: string }>(
    `select ${COLUMNS}, count(*) over () as total from document where ref_type = $1 and ref_id = $2
      order by created_at desc, id limit $3 offset $4`,
    [kind.refType, refId, limit, page * limit],
  );
  return { count: Number(rows[0]?.total ?? 0), items: rows.map(toDocument) };
}

/** An uploaded file: the name the client gave and the content. */
export interface Upload {
  filename: string;
  content: Buffer;
}

/**
 * Stores the files and their rows. A file is written before its row, so a failed transaction leaves at most
 * an unreferenced file, never a row without content; `written` collects the keys for the caller to remove.
 */
export async function attachDocuments(
  tx: Tx,
  actor: UserActor,
  store: FileStore,
  target: { kind: DocumentKind; refId: string },
  uploads: readonly Upload[],
  written: string[],
): Promise<ObjectDocument[]> {
  const attached: ObjectDocument[] = [];
  for (const upload of uploads) {
    const key = `${actor.tenantId}/${randomUUID()}`;
    await store.put(key, upload.content);
    written.push(key);
    attached.push(await insertDocument(tx, actor, target, { ...upload, storageKey: key }));
  }
  return attached;
}

/**
 * The row of a file already in the store under `storageKey`, journaled; typed by its content unless the
 * server made it and knows its type (a DOCX is a zip by its first bytes).
 */
export async function insertDocument(
  tx: Tx,
  actor: UserActor,
  target: { kind: DocumentKind; refId: string },
  file: Upload & { storageKey: string; contentType?: string },
): Promise<ObjectDocument> {
  const name = sanitisedFileName(file.filename);
  const { rows } = await tx.query<DocumentRow>(
    `insert into document (tenant_id, ref_type, ref_id, name, extension, content_type, size, storage_key,
                           creator_id, creator, affiliation_creator)
     select $1, $2, $3, $4, $5, $6, $7, $8, u.id, ${userNameSql('u')}, u.affiliation ->> 'name'
       from user_account u where u.id = $9
     returning ${COLUMNS}`,
    [
      actor.tenantId,
      target.kind.refType,
      target.refId,
      name,
      extensionOf(name),
      file.contentType ?? sniffedContentType(file.content),
      file.content.length,
      file.storageKey,
      actor.userId,
    ],
  );
  const document = toDocument(rows[0] as DocumentRow);
  await journal(tx, actor, 'CREATE', null, document);
  return document;
}

/** A document of the object, locked for a change; 404 for none (another object's, another tenant's). */
export async function documentOf(tx: Tx, kind: DocumentKind, refId: string, id: string) {
  const { rows } = await tx.query<DocumentRow>(
    `select ${COLUMNS} from document where id = $1 and ref_type = $2 and ref_id = $3 for update`,
    [id, kind.refType, refId],
  );
  if (rows[0] === undefined) throw httpError(404, 'Not Found');
  return { document: toDocument(rows[0]), storageKey: rows[0].storage_key };
}

export async function renameDocument(tx: Tx, actor: UserActor, before: ObjectDocument, name: string) {
  const clean = sanitisedFileName(name);
  const { rows } = await tx.query<DocumentRow>(
    `update document set name = $2, extension = $3, updated_at = now() where id = $1 returning ${COLUMNS}`,
    [before.id, clean, extensionOf(clean)],
  );
  const document = toDocument(rows[0] as DocumentRow);
  await journal(tx, actor, 'UPDATE', before, document);
  return document;
}

export async function deleteDocument(tx: Tx, actor: UserActor, before: ObjectDocument): Promise<void> {
  await tx.query('delete from document where id = $1', [before.id]);
  await journal(tx, actor, 'DELETE', before, null);
}
