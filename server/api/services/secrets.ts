import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: an opaque bearer secret with 256 bits of entropy. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their sha256, so a leaked table cannot be replayed. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
