import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash.js';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const hash = await hashPassword('Secret-123');
    expect(await verifyPassword('Secret-123', hash)).toBe(true);
    expect(await verifyPassword('secret-123', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash, so equal passwords are stored differently', async () => {
    const [first, second] = await Promise.all([hashPassword('Secret-123'), hashPassword('Secret-123')]);
    expect(first).not.toBe(second);
  });

  it('stores scrypt with its cost, so the cost can be raised later', async () => {
    expect(await hashPassword('Secret-123')).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[\w-]{22}\$[\w-]{43}$/);
  });

  it('treats the same text in another Unicode normalisation as the same password', async () => {
    const hash = await hashPassword('Jürgen-12');
    expect(await verifyPassword('Ju\u0308rgen-12', hash)).toBe(true);
  });

  it('never matches a malformed or truncated hash', async () => {
    const hash = await hashPassword('Secret-123');
    expect(await verifyPassword('Secret-123', 'not a hash')).toBe(false);
    expect(await verifyPassword('Secret-123', hash.slice(0, hash.lastIndexOf('$') + 8))).toBe(false);
  });
});
