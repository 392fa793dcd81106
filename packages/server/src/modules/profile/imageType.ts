/** The image formats a profile photo may have (png, gif, jpeg). */
export type PhotoMediaType = 'image/png' | 'image/gif' | 'image/jpeg';

const SIGNATURES: [PhotoMediaType, number[][]][] = [
  ['image/png', [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]]],
  [
    'image/gif',
    [
      [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
    ],
  ],
  ['image/jpeg', [[0xff, 0xd8, 0xff]]],
];

/** The photo format named by the file's first bytes (never by its name or declared type), or undefined. */
export function photoMediaType(content: Uint8Array): PhotoMediaType | undefined {
  const starts = (signature: number[]) => signature.every((byte, index) => content[index] === byte);
  return SIGNATURES.find(([, signatures]) => signatures.some(starts))?.[0];
}
