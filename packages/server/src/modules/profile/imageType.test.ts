import { describe, expect, it } from 'vitest';
import { photoMediaType } from './imageType.js';

const bytes = (...values: number[]) => Uint8Array.from([...values, 0, 0, 0, 0]);

describe('the type of an uploaded photo', () => {
  it('is read from the file signature of PNG, GIF (87a and 89a) and JPEG', () => {
    expect(photoMediaType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(photoMediaType(new TextEncoder().encode('GIF87a...'))).toBe('image/gif');
    expect(photoMediaType(new TextEncoder().encode('GIF89a...'))).toBe('image/gif');
    expect(photoMediaType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('is none for SVG, HTML, WebP or a truncated signature', () => {
    expect(
      photoMediaType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(photoMediaType(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(photoMediaType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBeUndefined();
    expect(photoMediaType(Uint8Array.from([0x89, 0x50, 0x4e]))).toBeUndefined();
    expect(photoMediaType(new Uint8Array())).toBeUndefined();
  });
});
