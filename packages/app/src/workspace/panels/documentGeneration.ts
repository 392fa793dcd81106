import type { DocumentObjectKind, GenerateDocument, GeneratedDocument, Job } from '@coverline/engine';
import type { ApiClient } from '../../api/apiClient.js';
import { saveFile } from '../../api/saveFile.js';

/** How often a waiting screen asks for its job's state. */
export const JOB_POLL_MS = 5000;

const COMPLETE = ['SUCCEEDED', 'FAILED', 'DELETED'];

/** Asks for the job every JOB_POLL_MS until it is complete; answers it as it ended. */
export async function completedJob(client: ApiClient, job: Job, pollMs = JOB_POLL_MS): Promise<Job> {
  let current = job;
  while (!COMPLETE.includes(current.state)) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await client.get<Job>(`/api/jobs/${current.id}`);
  }
  return current;
}

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
  if (job.state !== 'SUCCEEDED') throw new GenerationFailed(job.error?.replace(/^\w*Error: /, '') ?? '');
  const result = job.result as GeneratedDocument;
  if (download) {
    const path = result.documentId === null ? `generated/${job.id}` : `${result.documentId}/download`;
    saveFile((await client.download(`${base}/${path}`)).blob, result.name);
  }
  return result;
}
