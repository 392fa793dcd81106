import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxOf, paragraph } from '../../../test/support/docx.js';
import { ConversionError, convertToPdf } from './pdfConverter.js';

/** The text of a PDF, by poppler's pdftotext (installed with LibreOffice by .ci/run). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe('converting to PDF with LibreOffice', () => {
  const converter = { command: 'soffice', timeoutMs: 120_000 };
  // A temporary directory of this file's own (tmpdir() reads TMPDIR), which other files' conversions do not use.
  const temporary = mkdtempSync(join(tmpdir(), 'coverline-pdf-test-'));
  const systemTemporary = process.env.TMPDIR;
  beforeAll(() => {
    process.env.TMPDIR = temporary;
  });
  afterAll(() => {
    if (systemTemporary === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = systemTemporary;
    rmSync(temporary, { recursive: true, force: true });
  });

  it('converts two documents at once, each in its own profile, and leaves nothing behind', async () => {
    const [first, second] = await Promise.all([
      convertToPdf(docxOf(paragraph('Offer Q-000001 for Anna Bērziņa')), converter),
      convertToPdf(docxOf(paragraph('Policy P-000002, premium 1 234.50 EUR')), converter),
    ]);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(first)).toContain('Offer Q-000001 for Anna Bērziņa');
    expect(pdfText(second)).toContain('Policy P-000002, premium 1 234.50 EUR');
    expect(readdirSync(temporary)).toEqual([]);
  }, 240_000);

  it('fails with a plain reason when the converter is missing or too slow', async () => {
    const document = docxOf(paragraph('x'));
    await expect(convertToPdf(document, { command: 'no-such-soffice', timeoutMs: 5000 })).rejects.toThrow(
      ConversionError,
    );
    await expect(convertToPdf(document, { command: 'soffice', timeoutMs: 1 })).rejects.toThrow(
      /took longer than/,
    );
  }, 60_000);
});
