import type { DocumentObjectKind, GenerateDocument, GeneratedDocument, Job } from '@coverline/engine';
import type { ApiClient } from '../../api/apiClient.js';
import { saveFile } from '../../api/saveFile.js';
import { completedJob, jobFailure } from './jobPolling.js';

/** A generation that did not succeed, with the server's reason (the converter's, say). */
export class GenerationFailed extends Error {}

/**
 * Generates a document from a template: the server queues it (a PDF takes LibreOffice seconds) and answers
 * the job, which is polled until done. `download` then saves the file; otherwise it is attached only.
 */
export async function generateDocument(
  client: ApiClient,
  target: { kind: DocumentObjectKind; refId: string },
  request: GenerateDocument,
  download: boolean,
): Promise<GeneratedDocument> {
  const base = `/api/${target.kind}/${target.refId}/documents`;
  const queued = await client.post<Job>(
    `${base}/${download ? 'generate-and-download' : 'generate-and-attach'}`,
    request,
  );
  const job = await completedJob(client, queued);
  if (job.state !== 'SUCCEEDED') throw new GenerationFailed(jobFailure(job));
  const result = job.result as GeneratedDocument;
  if (download) {
    const path = result.documentId === null ? `generated/${job.id}` : `${result.documentId}/download`;
    saveFile((await client.download(`${base}/${path}`)).blob, result.name);
  }
  return result;
}
