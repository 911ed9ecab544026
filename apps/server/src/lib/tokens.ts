import { jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  /** User id. */
  sub: string;
  staff: boolean;
}

const ISSUER = 'manara';
const AUDIENCE = 'manara-api';

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) keyCache.set(secret, (k = new TextEncoder().encode(secret)));
  return k;
}

/** A short-lived HS256 access token carrying the user id and staff flag. */
export async function signAccessToken(user: { id: number; isStaff: boolean }, secret: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ staff: user.isStaff })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key(secret));
}

/** Verifies signature, algorithm, issuer, audience and expiry; returns null for any invalid token. */
export async function verifyAccessToken(token: string, secret: string): Promise<{ userId: number; isStaff: boolean } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) return null;
    return { userId, isStaff: payload.staff === true };
  } catch {
    return null;
  }
}
