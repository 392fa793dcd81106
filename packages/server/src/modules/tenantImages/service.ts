import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Tx } from '../../db/database.js';
import type { Actor } from '../shared/actor.js';
import { recordChange } from '../shared/journal.js';

import type { LogoType } from '@coverline/engine';

export { LOGO_TYPES, type LogoType } from '@coverline/engine';

export type ImageMediaType = 'image/png' | 'image/jpeg' | 'image/webp';

export interface Image {
  mediaType: string;
  content: Buffer;
}

/** The packaged images shown until a tenant uploads its own. */
const DEFAULT_IMAGES: Record<LogoType, Image> = {
  LOGO: { mediaType: 'image/svg+xml', content: readAsset('default-logo.svg') },
  WALLPAPER: { mediaType: 'image/svg+xml', content: readAsset('default-wallpaper.svg') },
};

function readAsset(name: string): Buffer {
  return readFileSync(fileURLToPath(new URL(`../../assets/${name}`, import.meta.url)));
}

const startsWith = (content: Uint8Array, offset: number, text: string) =>
  [...text].every((character, index) => content[offset + index] === character.charCodeAt(0));

/**
 * The format named by the file's first bytes, never by its name or declared type: PNG, JPEG or WebP. SVG
 * and anything else is refused, so an upload can never be served as a script-bearing document.
 */
export function imageMediaType(content: Uint8Array): ImageMediaType | undefined {
  if (startsWith(content, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (startsWith(content, 0, 'RIFF') && startsWith(content, 8, 'WEBP')) return 'image/webp';
  return undefined;
}

/** Stores (or replaces) the tenant's logo or wallpaper. */
export async function saveImage(tx: Tx, actor: Actor, logoType: LogoType, image: Image): Promise<void> {
  await tx.query(
    `insert into tenant_image (tenant_id, image_type, media_type, content) values ($1, $2, $3, $4)
     on conflict (tenant_id, image_type)
     do update set media_type = excluded.media_type, content = excluded.content, updated_at = now()`,
    [actor.tenantId, logoType, image.mediaType, image.content],
  );
  await journal(tx, actor, 'UPLOAD', logoType, {
    logoType,
    mediaType: image.mediaType,
    size: image.content.length,
  });
}

/** Removes the tenant's logo or wallpaper; the default image shows again. */
export async function deleteImage(tx: Tx, actor: Actor, logoType: LogoType): Promise<void> {
  const { rowCount } = await tx.query('delete from tenant_image where image_type = $1', [logoType]);
  if (rowCount > 0) await journal(tx, actor, 'DELETE', logoType, null);
}

/** The tenant's image, or the packaged default. */
export async function readImage(tx: Tx, logoType: LogoType): Promise<Image & { isDefault: boolean }> {
  const { rows } = await tx.query<{ media_type: string; content: Buffer }>(
    'select media_type, content from tenant_image where image_type = $1',
    [logoType],
  );
  const row = rows[0];
  if (row === undefined) return { ...DEFAULT_IMAGES[logoType], isDefault: true };
  return { mediaType: row.media_type, content: row.content, isDefault: false };
}

function journal(tx: Tx, actor: Actor, eventType: string, logoType: LogoType, newState: unknown) {
  return recordChange(tx, actor, {
    objectTable: 'tenant_image',
    objectId: actor.tenantId,
    eventType,
    objectDisplayName: logoType,
    previousState: null,
    newState,
  });
}
