import { hash, verify } from '@node-rs/argon2';
import { OWASP_PASSWORD_HASHING, type PasswordHashing } from '../../config.ts';

/** `algorithm: 2` is Algorithm.Argon2id, a const enum that type stripping cannot read. */
const argon2id = (cost: PasswordHashing) =>
  ({ algorithm: 2, memoryCost: cost.memoryKib, timeCost: cost.passes, parallelism: 1 }) as const;

export function hashPassword(
  password: string,
  cost: PasswordHashing = OWASP_PASSWORD_HASHING,
): Promise<string> {
  return hash(password, argon2id(cost));
}

/**
 * A stored hash that cannot be read counts as a mismatch, never as a server fault. Each hash names its own
 * cost, so hashes made under an earlier cost still verify.
 */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Hashing and verification at one cost, with a dummy verification that costs the same as a real one. */
export function createPasswords(cost: PasswordHashing = OWASP_PASSWORD_HASHING) {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password: string) => hashPassword(password, cost),
    verify: verifyPassword,
    /**
     * Spends the same work as a real verification, so the answer for an unknown e-mail takes as long as
     * the one for a wrong password and does not reveal which e-mails are registered.
     */
    async verifyDummy(password: string): Promise<false> {
      dummyHash ??= hashPassword('bancada-dummy-password', cost);
      await verifyPassword(await dummyHash, password);
      return false;
    },
  };
}
