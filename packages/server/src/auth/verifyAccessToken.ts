import { decodeJwt, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** An issuer whose access tokens the API accepts, and the tenant its users belong to. */
export interface TrustedIssuer {
  issuer: string;
  tenantId: string;
  tenantCode: string;
  /** The `aud` the API requires in this issuer's tokens. */
  audience: string;
  keys: JWTVerifyGetKey;
  /**
   * Our own issuers sign RFC 9068 access tokens (`typ: at+jwt`) whose `sub` is our user id; an external
   * one (Keycloak…) identifies the user by the `email` claim.
   */
  embedded: boolean;
}

/** Maps an `iss` to a trusted issuer; undefined for any issuer not on the allow-list. */
export type IssuerResolver = (iss: string) => Promise<TrustedIssuer | undefined>;

export interface VerifiedAccessToken {
  issuer: TrustedIssuer;
  subject: string;
  email?: string;
}

/** Why a bearer token was refused; logged, never sent to the client. */
export class TokenRejected extends Error {
  override readonly name = 'TokenRejected';
}

/**
 * Verifies a bearer access token: the issuer must be allow-listed before anything is fetched for it,
 * then RS256 signature by that issuer's keys, `iss`, `aud`, `exp`, `nbf` (5 s clock tolerance) and, for
 * our own issuers, the access-token type, so an ID token cannot stand in for one.
 */
export async function verifyAccessToken(
  token: string,
  resolveIssuer: IssuerResolver,
): Promise<VerifiedAccessToken> {
  let iss: unknown;
  try {
    iss = decodeJwt(token).iss;
  } catch {
    throw new TokenRejected('not a JWT');
  }
  if (typeof iss !== 'string') throw new TokenRejected('no issuer');
  const issuer = await resolveIssuer(iss);
  if (issuer === undefined) throw new TokenRejected(`untrusted issuer ${iss}`);
  try {
    const { payload } = await jwtVerify(token, issuer.keys, {
      issuer: issuer.issuer,
      audience: issuer.audience,
      algorithms: ['RS256'],
      clockTolerance: 5,
      requiredClaims: ['exp', 'sub'],
      ...(issuer.embedded ? { typ: 'at+jwt' } : {}),
    });
    const email = typeof payload.email === 'string' ? payload.email : undefined;
    return { issuer, subject: payload.sub as string, ...(email === undefined ? {} : { email }) };
  } catch (error) {
    throw new TokenRejected((error as { code?: string }).code ?? (error as Error).message);
  }
}
