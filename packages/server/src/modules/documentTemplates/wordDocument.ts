import PizZip from 'pizzip';

/**
 * Word documents made from WordprocessingML, as small as a DOCX can be: the three parts Word and LibreOffice
 * need. For the built-in templates (the credit report), the example template and templates in tests.
 */
const contentTypes = (styled: boolean) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>${styled ? '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>' : ''}</Types>`;
const RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_RELATIONSHIPS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;
/** The document's default text size, in half points. */
const styles = (fontSize: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="${fontSize}"/><w:szCs w:val="${fontSize}"/></w:rPr></w:rPrDefault></w:docDefaults></w:styles>`;

const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const paragraph = (text: string, bold = false) =>
  `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escaped(text)}</w:t></w:r></w:p>`;

const cell = (width: number) => (text: string) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph(text)}</w:tc>`;

/**
 * A table with a header row and one row repeated for each element of the list at `path`: its cells read the
 * element's keys. `cellWidth` in twentieths of a point.
 */
export function listTable(
  path: string,
  columns: readonly [header: string, placeholder: string][],
  { cellWidth = 2400 }: { cellWidth?: number } = {},
): string {
  const row = (cells: readonly string[]) => `<w:tr>${cells.map(cell(cellWidth)).join('')}</w:tr>`;
  const placeholders = columns.map(([, placeholder]) => placeholder);
  const repeated = placeholders.map((text, index) =>
    [index === 0 ? `{#${path}}` : '', text, index === placeholders.length - 1 ? `{/${path}}` : ''].join(''),
  );
  const borders = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="single" w:sz="4" w:space="0" w:color="999999"/>`)
    .join('');
  return `<w:tbl><w:tblPr><w:tblBorders>${borders}</w:tblBorders></w:tblPr>${row(columns.map(([header]) => header))}${row(repeated)}</w:tbl>`;
}

/** An A4 page turned sideways with 2 cm margins: 15 570 twentieths of a point across for wide tables. */
const LANDSCAPE =
  '<w:sectPr><w:pgSz w:w="16838" w:h="11906" w:orient="landscape"/>' +
  '<w:pgMar w:top="1134" w:right="1134" w:bottom="1134" w:left="1134" w:header="567" w:footer="567" w:gutter="0"/></w:sectPr>';

/**
 * A DOCX whose body is `body` (paragraphs and tables of WordprocessingML), on landscape pages if asked, its
 * text `fontSize` points when given (else the reader's default).
 */
export function docxOf(
  body: string,
  { landscape = false, fontSize }: { landscape?: boolean; fontSize?: number } = {},
): Buffer {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', contentTypes(fontSize !== undefined));
  zip.file('_rels/.rels', RELATIONSHIPS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}${landscape ? LANDSCAPE : ''}</w:body></w:document>`,
  );
  if (fontSize !== undefined) {
    zip.file('word/_rels/document.xml.rels', DOCUMENT_RELATIONSHIPS);
    zip.file('word/styles.xml', styles(fontSize * 2));
  }
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
