import { decodeJwt } from 'jose';
import { BoundedCache } from '../cache/boundedCache.js';
import type { VerifiedAccessToken } from './verifyAccessToken.js';

/** How many verified tokens are remembered: a few per signed-in user. */
const DEFAULT_CAPACITY = 10_000;

/**
 * `verify` for the hot path: a token that passed once is answered from memory until it expires, which
 * spares the RS256 check on every request. That is safe because nothing about a verified token changes
 * before its `exp`: its signature stays valid, and whether its user may still act is decided per request
 * (see `createIdentityCache`). Only successes are remembered: made-up tokens cannot fill the memory, and
 * a token refused now is checked again in full next time.
 */
export function createVerifiedTokenCache(
  verify: (token: string) => Promise<VerifiedAccessToken>,
  { capacity = DEFAULT_CAPACITY, now = Date.now }: { capacity?: number; now?: () => number } = {},
): (token: string) => Promise<VerifiedAccessToken> {
  const verified = new BoundedCache<string, { token: VerifiedAccessToken; expiresAt: number }>(capacity);
  return async (token) => {
    const cached = verified.get(token);
    if (cached !== undefined && now() < cached.expiresAt) return cached.token;
    if (cached !== undefined) verified.delete(token);
    const result = await verify(token);
    // `exp` was required and checked by `verify`; the clock tolerance it allowed is not extended here.
    const expiresAt = (decodeJwt(token).exp as number) * 1000;
    verified.set(token, { token: result, expiresAt });
    return result;
  };
}
