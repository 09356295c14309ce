import type { TimerClock, Timer } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { FeedUnavailableError, type FeedMarket, type FeedReader } from '../bets/feed-reader.ts';
import { finalResultOf, gradeLeg } from '../bets/market-rules.ts';
import { formatOdds, fractionalToE4 } from '../bets/odds.ts';
import type { OpenLegJson } from '../api/services/wagers.ts';
import type { Lease } from './lease.ts';

/**
 * The settlement worker: while it holds the lease, it asks the API which events have open bets, reads each
 * one from the sports feed, grades the legs of those that are over by the market rules, and sends the grades
 * to the API's idempotent grading route. A leg the rules cannot grade (a market they do not know) stays
 * open for the user to settle by hand; bets the user settled or reopened are not among the open legs.
 */

/** What the API tells the worker: an open leg of an open bet the user has not taken over (its JSON). */
export type OpenLeg = OpenLegJson;

export interface WagerGrade {
  wager_id: number;
  legs: Array<{ leg_id: number; result: string; closing_odds?: string }>;
}

/** The API's internal grading routes, as the worker calls them. */
export interface GradingApi {
  openLegs(): Promise<OpenLeg[]>;
  grade(grades: WagerGrade[]): Promise<Array<{ wager_id: number; changed: boolean }>>;
}

export function createGradingApi(baseUrl: string, token: string, timeoutMs = 10_000): GradingApi {
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`banca api answered ${response.status} to ${method} ${path}`);
    }
    return (await response.json()) as T;
  }
  return {
    openLegs: async () => (await call<{ legs: OpenLeg[] }>('GET', '/internal/wagers/open-legs')).legs,
    grade: async (grades) =>
      (
        await call<{ results: Array<{ wager_id: number; changed: boolean }> }>(
          'POST',
          '/internal/wagers/grade',
          { grades },
        )
      ).results,
  };
}

/** The closing price of a choice: the pre-match market's last price (the feed keeps it once the match is on). */
function closingOdds(markets: FeedMarket[], leg: OpenLeg): string | undefined {
  const market = markets.find(
    (m) => !m.isLive && m.marketId === leg.market_id && (m.choiceGroup ?? null) === leg.line,
  );
  const fractional = market?.choices?.find((c) => c.name === leg.choice)?.fractionalValue;
  const e4 = fractional ? fractionalToE4(fractional) : undefined;
  return e4 === undefined ? undefined : formatOdds(e4);
}

/**
 * Passes in a row a finished event's odds may fail to be read before its bets are graded without closing
 * prices: they only give the bets' closing-line value, which is not worth keeping the bets open for.
 */
export const MARKETS_TRIES = 3;

/** The lease went to another process in the middle of a pass (this one was too slow to renew it). */
class LeaseLostError extends Error {}

export interface SettlementRun {
  /** Events with open legs looked at. */
  events: number;
  /** Bets whose grades the API applied (false for repeats). */
  graded: number;
}

export interface SettlementWorker {
  /** One pass, if the lease is held (undefined when it is not). */
  runOnce(): Promise<SettlementRun | undefined>;
  start(): void;
  stop(): Promise<void>;
}

export function createSettlementWorker(deps: {
  api: GradingApi;
  feed: FeedReader;
  lease: Lease;
  clock: TimerClock;
  pollMs: number;
  /** Bets per grading request. */
  batchSize: number;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
}): SettlementWorker {
  const { api, feed, lease, logger } = deps;
  let timer: Timer | undefined;
  let running: Promise<unknown> | undefined;
  /** Set when a renewal during a pass finds the lease gone: the pass stops before its next step. */
  let lost = false;
  const checkLease = () => {
    if (lost) throw new LeaseLostError();
  };
  /** Finished events whose odds could not be read, by the passes in a row that failed. */
  const marketFailures = new Map<number, number>();

  /**
   * A finished event's markets for its closing prices; undefined when they could not be read this pass (its
   * bets wait for the next one, the other events' go on), [] once they failed MARKETS_TRIES passes in a row.
   */
  async function closingMarkets(eventId: number): Promise<FeedMarket[] | undefined> {
    try {
      const markets = await feed.markets(eventId);
      marketFailures.delete(eventId);
      return markets;
    } catch (error) {
      if (!(error instanceof FeedUnavailableError)) throw error;
      const failures = (marketFailures.get(eventId) ?? 0) + 1;
      logger.warn({ err: error, eventId, failures }, 'odds of a finished event unreadable');
      if (failures < MARKETS_TRIES) {
        marketFailures.set(eventId, failures);
        return undefined;
      }
      marketFailures.delete(eventId);
      return [];
    }
  }

  async function pass(): Promise<SettlementRun> {
    const legs = await api.openLegs();
    const byEvent = new Map<number, OpenLeg[]>();
    for (const leg of legs) byEvent.set(leg.event_id, [...(byEvent.get(leg.event_id) ?? []), leg]);
    const byWager = new Map<number, WagerGrade>();
    for (const [eventId, eventLegs] of byEvent) {
      checkLease();
      const event = await feed.event(eventId);
      // An event the feed no longer knows cannot be graded from it: its bets wait for the user.
      if (!event) continue;
      const result = finalResultOf(event);
      if (result.kind === 'pending') continue;
      const markets = result.kind === 'finished' ? await closingMarkets(eventId) : [];
      if (!markets) continue;
      for (const leg of eventLegs) {
        const grade = gradeLeg(
          { sport: leg.sport, marketName: leg.market_name, line: leg.line, choice: leg.choice },
          result,
        );
        if (grade === 'pending' || grade === 'ungraded') continue;
        const wager = byWager.get(leg.wager_id) ?? { wager_id: leg.wager_id, legs: [] };
        // A price taken in play is the live market's: the pre-match close says nothing of it.
        const closing = leg.in_play ? undefined : closingOdds(markets, leg);
        wager.legs.push({ leg_id: leg.leg_id, result: grade, ...(closing ? { closing_odds: closing } : {}) });
        byWager.set(leg.wager_id, wager);
      }
    }
    const grades = [...byWager.values()];
    let graded = 0;
    for (let i = 0; i < grades.length; i += deps.batchSize) {
      checkLease();
      const results = await api.grade(grades.slice(i, i + deps.batchSize));
      graded += results.filter((r) => r.changed).length;
    }
    if (graded) logger.info({ graded, events: byEvent.size }, 'bets settled from the feed');
    return { events: byEvent.size, graded };
  }

  async function runOnce(): Promise<SettlementRun | undefined> {
    if (!(await lease.hold())) return undefined;
    lost = false;
    return pass();
  }

  return {
    runOnce,
    start() {
      timer ??= deps.clock.every(
        deps.pollMs,
        () => {
          // One pass at a time: a slow feed makes the next tick renew the lease, never start another pass.
          if (running) {
            void lease.hold().then((held) => {
              if (!held) lost = true;
            });
            return;
          }
          running = runOnce()
            .catch((error: unknown) =>
              logger.warn({ err: error }, 'settlement pass failed; retried next tick'),
            )
            .finally(() => (running = undefined));
        },
        { unref: true },
      );
    },
    async stop() {
      timer?.cancel();
      timer = undefined;
      await running;
      await lease.release();
    },
  };
}
