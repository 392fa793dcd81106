import PizZip from 'pizzip';

export { docxOf, listTable, paragraph } from '../../src/modules/documentTemplates/wordDocument.js';

/** The text of a DOCX's body, paragraphs and cells each on a line of its own. */
export function docxText(docx: Buffer): string {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
    .trim();
}
