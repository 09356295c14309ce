import type { Kysely } from 'kysely';
import { fractionalToE4 } from '../../bets/odds.ts';
import type { DB } from '../../api/db/schema.ts';
import { randomBytes } from 'node:crypto';
import { deposit } from '../../api/services/ledger.ts';
import { sha256Hex } from '../../api/services/secrets.ts';
import { recordWager, type LegInput } from '../../api/services/wagers.ts';
import { createFeed } from '../../sportsfeed/feed.ts';
import { dayOf } from '../../sportsfeed/schedule.ts';
import { oddsMarkets } from '../../sportsfeed/sections/odds.ts';

// Test data of the settlement suites: bets written straight into a store (the API refuses bets on events
// that are over, which is what these suites need), and what the feed itself says each should become.

export interface SeededBet {
  wagerId: number;
  eventId: number;
  /** The state the feed's own settlement of the market implies. */
  expected: 'won' | 'lost' | 'refunded';
  /** Recorded as taken in play (`inPlayEvery`). */
  inPlay: boolean;
}

/** The simulated football matches over, and their markets as settled by the feed, at `now`. */
export function finishedFootball(seed: string, now: number) {
  const feed = createFeed(seed);
  const out = [];
  for (const day of [dayOf(now) - 1, dayOf(now)]) {
    for (const { script, state } of feed.scheduled('football', day, now)) {
      if (state.status.type !== 'finished') continue;
      out.push({ script, markets: oddsMarkets(script, state).filter((m) => !m.isLive) });
    }
  }
  return out;
}

/**
 * One user, one account with money, and `count` single bets spread over the matches over at `now`, on
 * every market and choice the feed offers (so won, lost and refunded bets all occur).
 */
export async function seedFinishedBets(
  db: Kysely<DB>,
  options: {
    seed: string;
    now: number;
    count: number;
    stakeCents?: bigint;
    /** Every n-th bet is recorded as taken in play (none by default). */
    inPlayEvery?: number;
  },
): Promise<{ userId: number; accountId: number; token: string; bets: SeededBet[] }> {
  const user = await db
    .insertInto('users')
    .values({
      name: 'Apostador',
      email: `apostador-${Date.now()}@teste.com.br`,
      password_hash: 'x',
      updated_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A session of the user's, so that the suites read the bets through the API as the user.
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('access_tokens')
    .values({ user_id: user.id, token_hash: sha256Hex(token), expires_at: new Date(Date.now() + 86_400_000) })
    .execute();
  const house =
    (await db.selectFrom('bets').select('id').executeTakeFirst()) ??
    (await db.insertInto('bets').values({ name: 'Casa' }).returning('id').executeTakeFirstOrThrow());
  const account = await db
    .insertInto('accounts')
    .values({ user_id: user.id, bet_id: house.id, name: 'Conta' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stake = options.stakeCents ?? 100n;
  await db
    .transaction()
    .execute((trx) =>
      deposit(trx, { userId: user.id, accountId: account.id, amountCents: stake * BigInt(options.count) }),
    );
  const choices = finishedFootball(options.seed, options.now).flatMap(({ script, markets }) =>
    markets.flatMap((market) => market.choices.map((choice) => ({ script, market, choice }))),
  );
  if (!choices.length) throw new Error('no finished football at that time');
  const bets: SeededBet[] = [];
  for (let i = 0; i < options.count; i++) {
    // A stride through every match's choices, so that few bets still reach draws (refunds) and both sides.
    const { script, market, choice } = choices[(i * 37) % choices.length];
    const leg: LegInput = {
      eventId: script.fixture.id,
      sport: 'football',
      eventName: `${script.fixture.home.name} vs ${script.fixture.away.name}`,
      league: script.fixture.tournament.def.name,
      startsAt: new Date(script.fixture.startMs),
      marketId: market.marketId,
      marketName: market.marketName,
      line: market.choiceGroup,
      choice: choice.name,
      oddsE4: fractionalToE4(choice.fractionalValue)!,
      inPlay: options.inPlayEvery !== undefined && i % options.inPlayEvery === options.inPlayEvery - 1,
    };
    const answer = await db
      .transaction()
      .execute((trx) =>
        recordWager(trx, { userId: user.id, accountId: account.id, stakeCents: stake, legs: [leg] }),
      );
    const noneWon = market.choices.every((c) => c.winning === false);
    bets.push({
      wagerId: answer.wager.id,
      eventId: leg.eventId,
      expected: noneWon ? 'refunded' : choice.winning ? 'won' : 'lost',
      inPlay: leg.inPlay === true,
    });
  }
  return { userId: user.id, accountId: account.id, token, bets };
}
