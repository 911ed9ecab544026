import { createHash, randomBytes } from 'node:crypto';

/** Opaque tokens (refresh tokens, e-mailed links): 32 random bytes; only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const DAY_MS = 86_400_000;
