import type { MatchScript } from '../match.ts';
import { createRng } from '../prng.ts';
import { decimalOdds, outcomeAt, toFraction, type Outcome } from '../odds.ts';
import { eventStateAt, type EventState } from '../state.ts';

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
  wins: (o: Outcome) => boolean;
}

function market(
  id: number,
  name: string,
  choices: Choice[],
  opening: Outcome,
  current: Outcome,
  final: Outcome | undefined,
  live: boolean,
  group?: string,
) {
  return {
    id: id,
    fid: id * 1000 + 1,
    marketId: id,
    sourceId: id * 100 + 1,
    marketGroup: name,
    marketName: name,
    marketPeriod: 'Full-time',
    isLive: live,
    suspended: false,
    ...(group ? { choiceGroup: group } : {}),
    choices: choices.map((c, i) => {
      const initial = toFraction(decimalOdds(c.p(opening)));
      const now = toFraction(decimalOdds(c.p(current)));
      const [a0, b0] = initial.split('/').map(Number);
      const [a1, b1] = now.split('/').map(Number);
      const diff = a1 / b1 - a0 / b0;
      return {
        initialFractionalValue: initial,
        fractionalValue: now,
        sourceId: id * 100 + 10 + i,
        name: c.name,
        ...(final ? { winning: c.wins(final) } : {}),
        change: diff > 0 ? 1 : diff < 0 ? -1 : 0,
      };
    }),
  };
}

export function oddsMarkets(script: MatchScript, state: EventState) {
  const opening = outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  const current = pricedOutcome(script, state);
  const final = state.status.type === 'finished' ? outcomeAt(script, state) : undefined;
  const live = state.status.type === 'inprogress';
  const markets = [];
  if (script.sport.draws) {
    markets.push(
      market(
        1,
        'Full time',
        [
          { name: '1', p: (o) => o.home, wins: (o) => o.home === 1 },
          { name: 'X', p: (o) => o.draw, wins: (o) => o.draw === 1 },
          { name: '2', p: (o) => o.away, wins: (o) => o.away === 1 },
        ],
        opening,
        current,
        final,
        live,
      ),
      market(
        2,
        'Double chance',
        [
          { name: '1X', p: (o) => o.home + o.draw, wins: (o) => o.away !== 1 },
          { name: 'X2', p: (o) => o.draw + o.away, wins: (o) => o.home !== 1 },
          { name: '12', p: (o) => o.home + o.away, wins: (o) => o.draw !== 1 },
        ],
        opening,
        current,
        final,
        live,
      ),
    );
  } else {
    markets.push(
      market(
        1,
        'Home/Away',
        [
          { name: '1', p: (o) => o.home, wins: (o) => o.home === 1 },
          { name: '2', p: (o) => o.away, wins: (o) => o.away === 1 },
        ],
        opening,
        current,
        final,
        live,
      ),
    );
  }
  if (script.sport.model === 'goals') {
    markets.push(
      market(
        5,
        'Both teams to score',
        [
          { name: 'Yes', p: (o) => o.bothScore, wins: (o) => o.bothScore === 1 },
          { name: 'No', p: (o) => 1 - o.bothScore, wins: (o) => o.bothScore === 0 },
        ],
        opening,
        current,
        final,
        live,
      ),
      market(
        9,
        'Match goals',
        [
          { name: 'Over', p: (o) => o.over, wins: (o) => o.over === 1 },
          { name: 'Under', p: (o) => 1 - o.over, wins: (o) => o.over === 0 },
        ],
        opening,
        current,
        final,
        live,
        String(opening.line),
      ),
    );
  }
  return markets;
}

export function winProbability(script: MatchScript, state: EventState) {
  const o = pricedOutcome(script, state);
  const pct = (x: number) => Math.round(x * 1000) / 10;
  return { winProbability: { homeWin: pct(o.home), draw: pct(o.draw), awayWin: pct(o.away) } };
}

/** How often sides priced like this one won in the past (the bookmaker's "expected" versus "actual"). */
export function winningOdds(script: MatchScript) {
  const opening = outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  const rng = createRng(script.fixture.id, 'winning-odds');
  const side = (p: number, i: number) => {
    const fraction = toFraction(decimalOdds(p));
    const expected = Math.round(100 / (decimalOdds(p) * 1.0));
    return {
      id: script.fixture.id * 10 + i,
      fractionalValue: fraction,
      expected,
      actual: Math.max(0, Math.min(100, expected + rng.int(-8, 8))),
    };
  };
  return { home: side(opening.home, 1), away: side(opening.away, 2) };
}
