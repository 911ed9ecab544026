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

/** A short-lived HS256 access token carrying the user id and staff flag, issued at `now` (the app's clock). */
export async function signAccessToken(
  user: { id: number; isStaff: boolean },
  secret: string,
  ttlSeconds: number,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ staff: user.isStaff })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key(secret));
}

/** How far the clocks of the instances that sign and verify may disagree. */
const CLOCK_SKEW_SECONDS = 30;

/** A user id as `signAccessToken` writes it: digits without a leading zero, within PostgreSQL's integer. */
const USER_ID = /^[1-9]\d{0,9}$/;

/**
 * Verifies signature, algorithm, issuer, audience and the time claims: `exp` and `iat` are required, the
 * token may be at most `ttlSeconds` old and may not have been issued for longer (a token signed with a
 * leaked key for ten years is refused), give or take the clock skew. Returns null for any invalid token;
 * `issuedAt` is the `iat` claim in seconds (compared with the user's sessions-valid-after time). `now`
 * is the app's clock.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  ttlSeconds: number,
  now: Date,
): Promise<{ userId: number; isStaff: boolean; issuedAt: number } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      maxTokenAge: ttlSeconds + CLOCK_SKEW_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: now,
    });
    if (payload.exp! - payload.iat! > ttlSeconds + CLOCK_SKEW_SECONDS) return null;
    if (typeof payload.sub !== 'string' || !USER_ID.test(payload.sub)) return null;
    const userId = Number(payload.sub);
    if (userId > 2_147_483_647) return null;
    return { userId, isStaff: payload.staff === true, issuedAt: payload.iat! };
  } catch {
    return null;
  }
}
