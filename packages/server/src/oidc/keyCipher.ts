import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Encrypts secrets (JSON values) for storage and decrypts them again. */
export interface KeyCipher {
  /** `value` as JSON, encrypted and bound to `context`: it only opens again under the same context. */
  seal(value: unknown, context: string): Buffer;
  /** The value sealed under `context`; throws `KeyDecryptionError` for another key, context or a changed byte. */
  open(sealed: Buffer, context: string): unknown;
}

/** A sealed value that the configured key cannot open. */
export class KeyDecryptionError extends Error {
  override readonly name = 'KeyDecryptionError';
}

/** Format version, first byte of every sealed value, so that a later format can tell old ones apart. */
const VERSION = 1;
const IV_LENGTH = 12;
const TAG_LENGTH = 16;
const HEADER_LENGTH = 1 + IV_LENGTH + TAG_LENGTH;

/**
 * AES-256-GCM with a random 96-bit nonce per value: `version | iv | tag | ciphertext`. The context (say,
 * tenant and kind of a key) is authenticated additional data, so a sealed value copied to another row is
 * refused rather than used.
 */
export function createKeyCipher(key: Buffer): KeyCipher {
  if (key.length !== 32) throw new Error('The key encryption key must be 32 bytes (AES-256)');
  return {
    seal(value, context) {
      const iv = randomBytes(IV_LENGTH);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_LENGTH });
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(JSON.stringify(value)), cipher.final()]);
      return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), ciphertext]);
    },
    open(sealed, context) {
      if (sealed.length <= HEADER_LENGTH || sealed[0] !== VERSION) {
        throw new KeyDecryptionError(`Not a sealed value (format ${sealed[0]})`);
      }
      const iv = sealed.subarray(1, 1 + IV_LENGTH);
      const tag = sealed.subarray(1 + IV_LENGTH, HEADER_LENGTH);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_LENGTH });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(tag);
      let plaintext: Buffer;
      try {
        plaintext = Buffer.concat([decipher.update(sealed.subarray(HEADER_LENGTH)), decipher.final()]);
      } catch {
        throw new KeyDecryptionError(`The value sealed for ${context} does not open with this key`);
      }
      return JSON.parse(plaintext.toString('utf8'));
    },
  };
}
