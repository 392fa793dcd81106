import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyCipher, KeyDecryptionError } from './keyCipher.js';

const secret = { kty: 'RSA', d: 'private-exponent-of-the-key', n: 'modulus' };

describe('the key cipher', () => {
  const cipher = createKeyCipher(randomBytes(32));

  it('opens what it sealed, under the same context', () => {
    expect(cipher.open(cipher.seal(secret, 'oidc_key:a:signing'), 'oidc_key:a:signing')).toEqual(secret);
  });

  it('leaves nothing of the value readable, and never seals it the same way twice', () => {
    const sealed = cipher.seal(secret, 'context');
    expect(sealed.toString('latin1')).not.toContain('private-exponent');
    expect(sealed.toString('latin1')).not.toContain('kty');
    expect(cipher.seal(secret, 'context').equals(sealed)).toBe(false);
  });

  it('refuses another key, another context and a changed byte', () => {
    const sealed = cipher.seal(secret, 'oidc_key:a:signing');
    expect(() => createKeyCipher(randomBytes(32)).open(sealed, 'oidc_key:a:signing')).toThrow(
      KeyDecryptionError,
    );
    expect(() => cipher.open(sealed, 'oidc_key:b:signing')).toThrow(KeyDecryptionError);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => cipher.open(tampered, 'oidc_key:a:signing')).toThrow(KeyDecryptionError);
    expect(() => cipher.open(Buffer.from('{"kty":"RSA"}'), 'oidc_key:a:signing')).toThrow(KeyDecryptionError);
  });

  it('takes only a 256-bit key', () => {
    expect(() => createKeyCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});
