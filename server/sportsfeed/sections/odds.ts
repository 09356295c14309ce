import type { MatchScript } from '../match.ts';
import { createRng } from '../prng.ts';
import { decimalOdds, fractionValue, outcomeAt, toFraction, type Outcome } from '../odds.ts';
import { eventStateAt, type EventState } from '../state.ts';
import { started } from './common.ts';
import { shootoutHomeChance } from '../match/shootout.ts';

// Odds of an event: its markets, and the win probability and winning odds derived from the same prices.

/** The market prices at a given state; closing prices once the match is over. */
export function pricedOutcome(script: MatchScript, state: EventState): Outcome {
  if (state.status.type === 'finished') return outcomeAt(script, eventStateAt(script, script.endMs - 60_000));
  if (state.status.type !== 'inprogress')
    return outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  return outcomeAt(script, state);
}

interface Choice {
  name: string;
  p: (o: Outcome) => number;
  /** Whether the choice won, from the final outcome (probabilities of 0 or 1). */
  wins: (o: Outcome) => boolean;
}

interface MarketDef {
  marketId: number;
  marketName: string;
  /** The market is priced on a line (its choiceGroup, "2.5"). */
  onLine?: boolean;
  choices: Choice[];
}

const winner = (o: Outcome) => (o.home === 1 ? '1' : o.away === 1 ? '2' : 'X');

const FULL_TIME: MarketDef = {
  marketId: 1,
  marketName: 'Full time',
  choices: [
    { name: '1', p: (o) => o.home, wins: (o) => winner(o) === '1' },
    { name: 'X', p: (o) => o.draw, wins: (o) => winner(o) === 'X' },
    { name: '2', p: (o) => o.away, wins: (o) => winner(o) === '2' },
  ],
};
const DOUBLE_CHANCE: MarketDef = {
  marketId: 2,
  marketName: 'Double chance',
  choices: [
    { name: '1X', p: (o) => o.home + o.draw, wins: (o) => winner(o) !== '2' },
    { name: 'X2', p: (o) => o.draw + o.away, wins: (o) => winner(o) !== '1' },
    { name: '12', p: (o) => o.home + o.away, wins: (o) => winner(o) !== 'X' },
  ],
};
// A draw voids the bet: neither choice wins.
const DRAW_NO_BET: MarketDef = {
  marketId: 4,
  marketName: 'Draw no bet',
  choices: [
    { name: '1', p: (o) => o.home / Math.max(o.home + o.away, 1e-6), wins: (o) => winner(o) === '1' },
    { name: '2', p: (o) => o.away / Math.max(o.home + o.away, 1e-6), wins: (o) => winner(o) === '2' },
  ],
};
const HOME_AWAY: MarketDef = {
  marketId: 11,
  marketName: 'Home/Away',
  choices: [
    { name: '1', p: (o) => o.home, wins: (o) => winner(o) === '1' },
    { name: '2', p: (o) => o.away, wins: (o) => winner(o) === '2' },
  ],
};
const BOTH_SCORE: MarketDef = {
  marketId: 5,
  marketName: 'Both teams to score',
  choices: [
    { name: 'Yes', p: (o) => o.bothScore, wins: (o) => o.bothScore === 1 },
    { name: 'No', p: (o) => 1 - o.bothScore, wins: (o) => o.bothScore === 0 },
  ],
};
const total = (marketId: number, marketName: string): MarketDef => ({
  marketId,
  marketName,
  onLine: true,
  choices: [
    { name: 'Over', p: (o) => o.over, wins: (o) => o.over === 1 },
    { name: 'Under', p: (o) => 1 - o.over, wins: (o) => o.over === 0 },
  ],
});

/** Sports whose goals are runs: their total is "Total runs", as the feed names it, and no "both score". */
export const RUN_SPORTS = new Set(['baseball', 'cricket']);

/**
 * The most goals a side scores in a match, on average, for "both teams to score" to be a market: where
 * both sides nearly always score (handball's 26, water polo's 10) it would be priced 1,01 against 51,00.
 */
const BOTH_SCORE_MAX_MEAN = 6;

/** The markets the feed prices for a sport, as SofaScore names them. */
export function marketsOf(sport: MatchScript['sport']): MarketDef[] {
  const markets = sport.draws ? [FULL_TIME, DOUBLE_CHANCE, DRAW_NO_BET] : [HOME_AWAY];
  if (RUN_SPORTS.has(sport.slug)) markets.push(total(9, 'Total runs'));
  else if (sport.model === 'goals')
    markets.push(
      ...(sport.scoreMean * sport.periods <= BOTH_SCORE_MAX_MEAN ? [BOTH_SCORE] : []),
      total(9, 'Match goals'),
    );
  else if (sport.model === 'points') markets.push(total(9, 'Game total'));
  return markets;
}

/**
 * Where the prices opened, days before kick-off: the kick-off outcome with some of the favourite's chance moved
 * to the other side (or back), so pre-match prices show a movement. Seeded per event.
 */
function openingOutcome(script: MatchScript, kickoff: Outcome): Outcome {
  const rng = createRng(script.fixture.id, 'opening-odds');
  const shift = (rng.next() - 0.5) * 0.2;
  const home = kickoff.home * (1 + shift);
  const away = kickoff.away * (1 - shift);
  const sum = home + kickoff.draw + away;
  const nudge = (p: number) => Math.min(0.97, Math.max(0.03, p * (1 + (rng.next() - 0.5) * 0.12)));
  return {
    ...kickoff,
    home: home / sum,
    draw: kickoff.draw / sum,
    away: away / sum,
    bothScore: nudge(kickoff.bothScore),
    over: nudge(kickoff.over),
  };
}

const price = (p: number) => toFraction(decimalOdds(p));

function priced(
  def: MarketDef,
  id: number,
  live: boolean,
  line: number,
  initial: Outcome,
  current: Outcome,
  final: Outcome | undefined,
) {
  return {
    id,
    fid: id * 1000 + 1,
    marketId: def.marketId,
    sourceId: id * 100 + 1,
    marketGroup: def.marketName,
    marketName: def.marketName,
    marketPeriod: 'Full-time',
    structureType: def.onLine ? 2 : 1,
    isLive: live,
    // A live market whose outcome the play has already decided (both teams scored, the line passed) is
    // closed to bets, as bookmakers do.
    suspended: live && def.choices.some((c) => c.p(current) > 0.995),
    choiceGroup: def.onLine ? String(line) : null,
    choices: def.choices.map((c, i) => {
      const initialFractionalValue = price(c.p(initial));
      const fractionalValue = price(c.p(current));
      const diff = fractionValue(fractionalValue) - fractionValue(initialFractionalValue);
      return {
        initialFractionalValue,
        fractionalValue,
        sourceId: id * 100 + 10 + i,
        name: c.name,
        ...(final ? { winning: c.wins(final) } : {}),
        change: diff > 0 ? 1 : diff < 0 ? -1 : 0,
      };
    }),
  };
}

/**
 * The event's markets as /odds/1/all serves them. Pre-match markets always: from the opening prices to the
 * kick-off ones, which stay as the closing prices once the match is on, settled (`winning`) when it is over.
 * Live markets only while the match is in progress, from the kick-off prices to the play's; they close at
 * the final whistle, so a finished match never shows the last live prices (51/1 and 1/100).
 */
export function oddsMarkets(script: MatchScript, state: EventState) {
  const kickoff = outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  const opening = openingOutcome(script, kickoff);
  const final = state.status.type === 'finished' ? outcomeAt(script, state) : undefined;
  const defs = marketsOf(script.sport);
  const markets = defs.map((def) =>
    priced(def, script.fixture.id * 100 + def.marketId, false, kickoff.line, opening, kickoff, final),
  );
  if (state.status.type === 'inprogress') {
    const now = outcomeAt(script, state);
    const live = defs.map((def) =>
      priced(def, script.fixture.id * 100 + 50 + def.marketId, true, kickoff.line, kickoff, now, undefined),
    );
    return [...live, ...markets];
  }
  return markets;
}

/**
 * The chances of winning the match. Once a level match goes to spot kicks the 90 minutes' prices (a draw)
 * no longer say who wins it: the chances follow the shoot-out kick by kick (even before the first), and are
 * its winner's once it is decided, so the curve ends with the side that won. A match over is its result,
 * certain: the last prices before the whistle still left a little to the other outcomes.
 */
function matchChances(script: MatchScript, state: EventState): Pick<Outcome, 'home' | 'draw' | 'away'> {
  const shootout = script.shootout;
  if (!shootout && state.status.type === 'finished') {
    const [home, away] = state.score.map((side) => side.current);
    return { home: home > away ? 1 : 0, draw: home === away ? 1 : 0, away: away > home ? 1 : 0 };
  }
  if (!shootout || state.nowMs < shootout.phase.startMs) return pricedOutcome(script, state);
  if (state.status.type !== 'finished') {
    const home = shootoutHomeChance(shootout.kicks.filter((kick) => kick.t <= state.nowMs));
    return { home, draw: 0, away: 1 - home };
  }
  return shootout.winner === 0 ? { home: 1, draw: 0, away: 0 } : { home: 0, draw: 0, away: 1 };
}

/** Win probability samples per match: enough for a curve, few enough to price cheaply on every request. */
const WIN_PROBABILITY_SAMPLES = 24;

/**
 * /graph/win-probability: the chances priced from the same outcome as the odds, sampled over the playing time
 * so far (graphPoints, minute of play) and the current chances (winProbability, the closing ones once over).
 * A goal moves the curve at its instant, as it moves the odds.
 */
export function winProbability(script: MatchScript, state: EventState) {
  // A match called off is never played: the feed has no chances for it (404).
  if (state.status.type === 'postponed' || state.status.type === 'canceled') return undefined;
  const pct = (x: number) => Math.round(x * 1000) / 10;
  const point = (o: Pick<Outcome, 'home' | 'draw' | 'away'>) => ({
    homeWin: pct(o.home),
    draw: pct(o.draw),
    awayWin: pct(o.away),
  });
  const periods = script.phases.filter((p) => p.kind === 'period');
  const until = Math.min(state.nowMs, script.endMs - 60_000);
  const step = state.totalPlayMs / WIN_PROBABILITY_SAMPLES;
  const { clockMinutes } = script.sport;
  /**
   * The minute of the match at an instant of a period: on the game clock where the sport has one (a
   * basketball quarter's 15 wall minutes are its 12 on the clock, 48 for the match; football's added time
   * is within its 45), else the minutes played.
   */
  const minuteAt = (index: number, t: number, playedBefore: number) => {
    const period = periods[index];
    const into = Math.min(t, period.endMs) - period.startMs;
    return clockMinutes > 0
      ? Math.round((index + into / (period.endMs - period.startMs)) * clockMinutes)
      : Math.round((playedBefore + into) / 60_000);
  };
  const graphPoints = [];
  let played = 0;
  let last: { index: number; played: number } | undefined;
  for (const [index, period] of periods.entries()) {
    if (period.startMs > until) break;
    for (let t = period.startMs; t <= Math.min(until, period.endMs); t += step)
      graphPoints.push({
        minute: minuteAt(index, t, played),
        ...point(outcomeAt(script, eventStateAt(script, t))),
      });
    last = { index, played };
    played += period.endMs - period.startMs;
  }
  const current = point(matchChances(script, state));
  if (started(state) && last)
    graphPoints.push({ minute: minuteAt(last.index, state.nowMs, last.played), ...current });
  return { winProbability: current, graphPoints };
}

/** How often sides priced like this one won in the past (the bookmaker's "expected" versus "actual"). */
export function winningOdds(script: MatchScript) {
  const opening = outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  const rng = createRng(script.fixture.id, 'winning-odds');
  const side = (p: number, i: number) => {
    const fraction = toFraction(decimalOdds(p));
    // The chance of the price as it is shown, to two decimals (2/1 is 2,00: 50%, not the 51% of a 1.98).
    const shown = Math.round((1 + fractionValue(fraction)) * 100) / 100;
    const expected = Math.round(100 / shown);
    return {
      id: script.fixture.id * 10 + i,
      fractionalValue: fraction,
      expected,
      actual: Math.max(0, Math.min(100, expected + rng.int(-8, 8))),
    };
  };
  return { home: side(opening.home, 1), away: side(opening.away, 2) };
}
