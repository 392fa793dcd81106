import type { FastifyRequest } from 'fastify';
import { httpError, HttpError } from './errors.js';

/**
 * The one uploaded file of a multipart request, read whole; 400 `fileRequired` when there is none or the
 * request is not readable multipart (no boundary, cut short), so a malformed upload is the client's error
 * rather than a 500. Over the upload limit it throws the 413 of @fastify/multipart.
 */
export async function uploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file === undefined) throw httpError(400, 'validationFailed', { file: ['fileRequired'] });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) throw error;
    throw httpError(400, 'validationFailed', { file: ['fileRequired'] });
  }
}
