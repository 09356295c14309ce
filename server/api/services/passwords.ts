import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP Password Storage Cheat Sheet, argon2id option 2: 19 MiB, 2 iterations, 1 lane. `algorithm: 2` is
 * Algorithm.Argon2id, a const enum that type stripping cannot read.
 */
const OWASP = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP);
}

/** A stored hash that cannot be read counts as a mismatch, never as a server fault. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real verification, so the answer for an unknown e-mail takes as long as the
 * one for a wrong password and does not reveal which e-mails are registered.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('bancada-dummy-password');
  await verifyPassword(await dummyHash, password);
  return false;
}
