import type { Kysely } from 'kysely';
import { IDEMPOTENCY_TTL_HOURS } from '../../idempotency-key.ts';
import type { Logger } from '../../logger.ts';
import type { DB } from '../db/schema.ts';

export const HOUSEKEEPING_INTERVAL_MS = 3_600_000;

export interface Purged {
  idempotencyKeys: number;
  passwordResets: number;
  accessTokens: number;
}

/**
 * Deletes rows that can no longer serve anyone: idempotency keys past their 24 hours, expired reset
 * links, and sessions that expired or were revoked (a revoked token never authenticates again).
 */
export async function purgeExpired(db: Kysely<DB>, now: Date = new Date()): Promise<Purged> {
  const keysBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3_600_000);
  const [keys, resets, tokens] = await Promise.all([
    db.deleteFrom('idempotency_keys').where('created_at', '<', keysBefore).executeTakeFirst(),
    db.deleteFrom('password_resets').where('expires_at', '<', now).executeTakeFirst(),
    db
      .deleteFrom('access_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', 'is not', null)]))
      .executeTakeFirst(),
  ]);
  return {
    idempotencyKeys: Number(keys.numDeletedRows),
    passwordResets: Number(resets.numDeletedRows),
    accessTokens: Number(tokens.numDeletedRows),
  };
}

/** Purges now and then every hour while the API runs; returns the stop function. */
export function scheduleHousekeeping(db: Kysely<DB>, logger: Pick<Logger, 'info' | 'warn'>): () => void {
  const run = () =>
    purgeExpired(db).then(
      (purged) => {
        if (purged.idempotencyKeys + purged.passwordResets + purged.accessTokens > 0)
          logger.info({ purged }, 'expired rows purged');
      },
      (error: unknown) => logger.warn({ err: error }, 'housekeeping failed'),
    );
  void run();
  const timer = setInterval(() => void run(), HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
