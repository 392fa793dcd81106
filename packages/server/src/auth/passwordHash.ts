import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface Cost {
  N: number;
  r: number;
  p: number;
}

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 (32 MiB, roughly 50–100 ms here), the OWASP minimum for scrypt.
 * The parameters travel inside each hash, so raising them later keeps old hashes verifiable.
 */
const COST: Cost = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: Cost, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes a password with a fresh random salt, as a PHC string: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  const ln = Math.log2(COST.N);
  return `$scrypt$ln=${ln},r=${COST.r},p=${COST.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

/** True when `password` produces `stored`; compares in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = PHC.exec(stored);
  if (!parts) return false;
  const [, ln, r, p, salt, hash] = parts as unknown as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length < 16) return false;
  const cost = { N: 2 ** Number(ln), r: Number(r), p: Number(p) };
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost, expected.length);
  return timingSafeEqual(actual, expected);
}
