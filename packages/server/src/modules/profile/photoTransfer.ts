import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../http/errors.js';
import { uploadedFile } from '../../http/uploadedFile.js';
import { photoMediaType, type PhotoMediaType } from './imageType.js';

/** The uploaded photo of a request, refused (400) unless its content is a PNG, GIF or JPEG. */
export async function uploadedPhoto(
  request: FastifyRequest,
): Promise<{ mediaType: PhotoMediaType; content: Buffer }> {
  const content = await uploadedFile(request);
  const mediaType = photoMediaType(content);
  if (mediaType === undefined) throw httpError(400, 'validationFailed', { file: ['imageTypeNotAllowed'] });
  return { mediaType, content };
}

/**
 * Answers a stored photo (404 without one) with its own type. An address with `version` changes with the
 * photo, so that one may be kept a day.
 */
export function sendPhoto(
  reply: FastifyReply,
  photo: { mediaType: string; content: Buffer } | undefined,
  versioned: boolean,
): FastifyReply {
  if (photo === undefined) throw httpError(404, 'photoNotFound');
  return reply
    .type(photo.mediaType)
    .header('content-disposition', 'inline; filename="photo"')
    .header('cache-control', versioned ? 'private, max-age=86400' : 'private, no-cache')
    .send(photo.content);
}
