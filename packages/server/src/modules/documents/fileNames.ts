/** The longest file name kept (the column allows 255). */
const NAME_LENGTH = 200;

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE = /[\u0000-\u001f\u007f<>:"|?*]/g;

/**
 * A file name as the client sent it, made safe to keep and to send back in a content-disposition: the last
 * path segment only, without control and reserved characters, trimmed and shortened; `file` when nothing is left.
 */
export function sanitisedFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(UNSAFE, '').trim().replace(/^\.+/, '');
  return clean.slice(0, NAME_LENGTH) || 'file';
}

/** `report.final.PDF` → `pdf`; none without a dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0
    ? ''
    : name
        .slice(dot + 1)
        .toLowerCase()
        .slice(0, 20);
}

const SIGNATURES: [string, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46]], // %PDF
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
  ['application/zip', [0x50, 0x4b, 0x03, 0x04]], // also DOCX and XLSX
];

/**
 * The content type named by the file's first bytes, never by its name or the type the client declared, so a
 * download is never served as something it is not; `application/octet-stream` when unknown.
 */
export function sniffedContentType(content: Uint8Array): string {
  const starts = (signature: number[]) => signature.every((byte, index) => content[index] === byte);
  return SIGNATURES.find(([, signature]) => starts(signature))?.[0] ?? 'application/octet-stream';
}

/** `attachment` with the name in both the plain and the RFC 5987 form, for names beyond ASCII. */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replaceAll('"', '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
