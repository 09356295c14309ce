import { z } from 'zod';
import { decodeOdds } from '../bff/upstreams/sports/decode/odds.ts';
import {
  countRecord,
  int,
  opt,
  SportsDecodeError,
  str,
  unixSeconds,
} from '../bff/upstreams/sports/decode/primitives.ts';
import { teamNamesPt } from '../i18n/places.ts';
import type { FeedEventFinal } from './market-rules.ts';

/**
 * The few sports-feed resources bets need (an event and its markets), read over HTTP from SPORTS_API_URL
 * like every other consumer of the feed, and decoded as the BFF decodes them (a price the feed sends as a
 * number, a choice without a name: read or left out, never a failed request). Each call has its own deadline
 * and a size cap, read as the body arrives, so a slow or huge answer cannot hold a request or the settlement
 * worker.
 */

export interface FeedChoice {
  name?: string;
  fractionalValue?: string;
  winning?: boolean;
}

export interface FeedMarket {
  marketId?: number;
  marketName?: string;
  choiceGroup?: string | null;
  isLive?: boolean;
  /** Betting on it is stopped for now (a goal chance, a review): no new bets. */
  suspended?: boolean;
  choices?: FeedChoice[];
}

/**
 * The markets of an event on offer now: the live ones while the match is on, the pre-match ones before it
 * (none once it is over). A pre-match price after kick-off is one no house offers any more; the web reads
 * the event's odds by the same rule (web/routes/bets/slip-prices.ts).
 */
export function marketsOnOffer(markets: readonly FeedMarket[], statusType: string | undefined): FeedMarket[] {
  if (statusType !== 'notstarted' && statusType !== 'inprogress') return [];
  const inPlay = statusType === 'inprogress';
  return markets.filter((market) => (market.isLive ?? false) === inPlay);
}

export interface FeedTeam {
  name?: string;
  national?: boolean;
  country?: { name?: string; alpha2?: string };
}

export interface FeedEvent extends FeedEventFinal {
  id?: number;
  startTimestamp?: number;
  homeTeam?: FeedTeam;
  awayTeam?: FeedTeam;
  tournament?: { name?: string; uniqueTournament?: { name?: string } };
}

export interface FeedReader {
  /** The event, or undefined when the feed does not know it (404). Throws FeedUnavailableError otherwise. */
  event(id: number): Promise<FeedEvent | undefined>;
  /** Its markets (pre-match and live), or [] when it has none. */
  markets(id: number): Promise<FeedMarket[]>;
}

export class FeedUnavailableError extends Error {}

const MAX_BODY_BYTES = 2_000_000;

const record = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * The fields a bet is graded and recorded by, read as the BFF's decoder reads them: the feed sends numbers as
 * strings at times ("2" goals, winnerCode "1"), which must grade as the numbers they are, -1 for a score it
 * does not have, and a start in milliseconds at times. Anything else of the event is kept as sent; a field
 * that is not what it should be is left out.
 */
const gradedFields = z.looseObject({
  status: opt(z.object({ code: opt(int), description: opt(str), type: opt(str) })),
  winnerCode: opt(int),
  aggregatedWinnerCode: opt(int),
  startTimestamp: opt(unixSeconds),
  homeScore: opt(countRecord),
  awayScore: opt(countRecord),
});

/** The event of a feed's `/event/{id}` answer, its graded fields as numbers; undefined without one. */
export function feedEventOf(body: unknown): FeedEvent | undefined {
  const event = record(record(body)?.event);
  return event && gradedFields.parse(event);
}

/** The body as text, or undefined once it passes `max` bytes (what is left of it is not read). */
async function textUpTo(response: Response, max: number): Promise<string | undefined> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

export function createFeedReader(baseUrl: string, options: { timeoutMs?: number } = {}): FeedReader {
  const timeoutMs = options.timeoutMs ?? 5_000;
  async function get(path: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new FeedUnavailableError(`sports feed unreachable: ${path}`, { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedUnavailableError(`sports feed answered ${response.status}: ${path}`);
    }
    let text: string | undefined;
    try {
      text = await textUpTo(response, MAX_BODY_BYTES);
    } catch (error) {
      // The deadline passed or the connection broke while the body came.
      throw new FeedUnavailableError(`sports feed answer cut short: ${path}`, { cause: error });
    }
    if (text === undefined) throw new FeedUnavailableError(`sports feed answer too large: ${path}`);
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new FeedUnavailableError(`sports feed answer is not JSON: ${path}`, { cause: error });
    }
  }
  return {
    async event(id) {
      return feedEventOf(await get(`/event/${id}`));
    },
    async markets(id) {
      const body = await get(`/event/${id}/odds/1/all`);
      if (body === undefined) return [];
      try {
        return decodeOdds(body);
      } catch (error) {
        if (error instanceof SportsDecodeError)
          throw new FeedUnavailableError(`sports feed odds unreadable: ${id}`, { cause: error });
        throw error;
      }
    },
  };
}

/**
 * A team as the site names it: a national side in pt-BR ("Egito"), a club as the feed writes it but for its
 * age group ("Real Betis Sub-19").
 */
function teamName(team: FeedTeam | undefined): string {
  if (typeof team?.name !== 'string') return '?';
  return teamNamesPt({ ...team, name: team.name }).name;
}

/** "Home vs Away", as the event page's header writes it. */
export function eventName(event: FeedEvent): string {
  return `${teamName(event.homeTeam)} vs ${teamName(event.awayTeam)}`;
}

/** "Palmeiras × Sport Recife": the event as a pt-BR message names it, as the site writes a match. */
export function eventTitlePt(event: FeedEvent): string {
  return `${teamName(event.homeTeam)} × ${teamName(event.awayTeam)}`;
}
