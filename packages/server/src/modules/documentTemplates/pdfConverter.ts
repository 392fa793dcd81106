import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** How Word documents become PDF: LibreOffice's `soffice` run headless, one process per conversion. */
export interface PdfConverter {
  /** `soffice` by default (Debian's libreoffice-writer-nogui puts it on the PATH). */
  command: string;
  timeoutMs: number;
}

/** Why a conversion failed, said plainly: the job's error, shown to the user. */
export class ConversionError extends Error {}

/**
 * Converts a DOCX to PDF in a directory of its own, with a LibreOffice profile of its own: concurrent
 * conversions share no lock or profile, and a conversion that hangs is killed with its whole process group
 * after the timeout. Nothing is left behind.
 */
export async function convertToPdf(docx: Buffer, converter: PdfConverter): Promise<Buffer> {
  const directory = await mkdtemp(join(tmpdir(), 'coverline-pdf-'));
  try {
    const input = join(directory, 'document.docx');
    await writeFile(input, docx);
    await run(
      converter,
      [
        `-env:UserInstallation=${pathToFileURL(join(directory, 'profile')).href}`,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--convert-to',
        'pdf',
        '--outdir',
        directory,
        input,
      ],
      directory,
    );
    const pdf = await readFile(join(directory, 'document.pdf')).catch(() => undefined);
    if (pdf === undefined || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new ConversionError('The converter made no PDF of this document');
    }
    return pdf;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

function run(converter: PdfConverter, args: string[], directory: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(converter.command, args, {
      cwd: directory,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: directory },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    const timer = setTimeout(() => {
      try {
        // The group: soffice starts a child of its own.
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Ended just now by itself.
      }
      reject(new ConversionError(`The conversion to PDF took longer than ${converter.timeoutMs / 1000} s`));
    }, converter.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new ConversionError(
          `The PDF converter could not be started (${converter.command}): ${error.message}`,
        ),
      );
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new ConversionError(`The PDF converter failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}
