import type { PasswordHashing } from '../config.ts';

/**
 * The argon2id cost every test server hashes passwords with: argon2's minimum (8 KiB, 1 pass), about 0.1 ms
 * a hash where production's 19 MiB and 2 passes take 20 ms and more on a busy machine, for every sign-up,
 * sign-in and password change of every suite. The stored hash is still argon2id and verified the same way;
 * server/api/routes/auth.test.ts checks that a server on the default configuration stores production's
 * cost, and the abuse suite's timing checks run at that cost.
 */
export const TEST_PASSWORD_HASHING: PasswordHashing = { memoryKib: 8, passes: 1 };

/** A cost as the environment of a server started in a child process (server/main.ts). */
export const passwordHashingEnv = (cost: PasswordHashing) => ({
  PASSWORD_HASH_MEMORY_KIB: String(cost.memoryKib),
  PASSWORD_HASH_PASSES: String(cost.passes),
});

export const TEST_PASSWORD_HASHING_ENV = passwordHashingEnv(TEST_PASSWORD_HASHING);
