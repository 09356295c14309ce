import { describe, expect, it } from 'vitest';
import { eventView } from '../sportsfeed/event-view.ts';
import { createFeed } from '../sportsfeed/feed.ts';
import { scriptOf, type MatchScript } from '../sportsfeed/match.ts';
import { dayOf, fixturesOnDay } from '../sportsfeed/schedule.ts';
import { oddsMarkets } from '../sportsfeed/sections/odds.ts';
import { SPORTS } from '../sportsfeed/sports.ts';
import { eventStateAt } from '../sportsfeed/state.ts';
import { finalResultOf, gradeLeg, marketKind } from './market-rules.ts';

/**
 * The rules against the simulator: every finished match of every sport over a fortnight, every market the
 * feed prices and every choice, graded from the event as the feed serves it once over (scores, shoot-out,
 * status) and compared with the feed's own settlement of its markets (`winning`), which the simulator
 * computes from its match script, not from the event view. A market the feed settled with no winning
 * choice (draw no bet on a draw) must grade void. Postponed and cancelled fixtures grade void.
 */

const feed = createFeed('bets-settlement');
/**
 * Shoot-outs come only from the cups' knock-out ties, a handful a year: this fortnight holds one (a
 * Libertadores tie level after two legs, on 25 September of this seed's world) beside the leagues.
 */
const LAST_DAY = dayOf(Date.UTC(2026, 8, 26, 12));
const DAYS = 14;

function scripts(slug: string): MatchScript[] {
  const out: MatchScript[] = [];
  for (let day = LAST_DAY - DAYS; day <= LAST_DAY; day++)
    for (const fixture of fixturesOnDay(feed.world, slug, day)) out.push(scriptOf(feed.world, fixture));
  return out;
}

interface SportRun {
  /** Choices graded the same as the feed settled them, and those graded otherwise (with where). */
  agreed: number;
  disagreements: string[];
  kinds: Set<string>;
  shootouts: number;
  voided: number;
}

/** Grades every choice of every market of the sport's matches; computed once per sport, whatever the order. */
const runs = new Map<string, SportRun>();
function runSport(slug: string): SportRun {
  const cached = runs.get(slug);
  if (cached) return cached;
  const run: SportRun = { agreed: 0, disagreements: [], kinds: new Set(), shootouts: 0, voided: 0 };
  for (const script of scripts(slug)) {
    const after = script.fate === 'normal' ? script.endMs + 60_000 : script.fixture.startMs + 60_000;
    const state = eventStateAt(script, after);
    const result = finalResultOf(eventView(script, state));
    if (script.fate !== 'normal') {
      if (result.kind === 'void') run.voided++;
      else run.disagreements.push(`${script.fixture.id} called off but graded ${result.kind}`);
      continue;
    }
    if (script.shootout) run.shootouts++;
    for (const market of oddsMarkets(script, state)) {
      const kind = marketKind(market.marketName);
      if (kind) run.kinds.add(kind);
      const grades = market.choices.map((choice) =>
        gradeLeg(
          { sport: slug, marketName: market.marketName, line: market.choiceGroup, choice: choice.name },
          result,
        ),
      );
      market.choices.forEach((choice, i) => {
        // A market the feed settled with no winning choice was called off (draw no bet on a draw): void.
        const noneWon = market.choices.every((c) => c.winning === false);
        const expected = noneWon ? 'void' : choice.winning ? 'won' : 'lost';
        const agrees = grades[i] === expected;
        if (agrees) run.agreed++;
        else
          run.disagreements.push(
            `${script.fixture.id} ${market.marketName} ${market.choiceGroup ?? ''} ${choice.name}: ` +
              `graded ${grades[i]}, the feed says ${expected}`,
          );
      });
    }
  }
  runs.set(slug, run);
  return run;
}

describe('settlement of the simulator’s finished matches', () => {
  for (const sport of SPORTS) {
    it(`${sport.slug}: every market and choice graded as the feed settles it`, () => {
      const run = runSport(sport.slug);
      expect(run.disagreements).toEqual([]);
      expect(run.agreed).toBeGreaterThan(0);
    });
  }

  it('went through shoot-outs, call-offs and every market type the feed offers', () => {
    const all = SPORTS.map((s) => runSport(s.slug));
    expect(all.reduce((n, r) => n + r.shootouts, 0)).toBeGreaterThan(0);
    expect(all.reduce((n, r) => n + r.voided, 0)).toBeGreaterThan(0);
    const kinds = new Set(all.flatMap((r) => [...r.kinds]));
    expect([...kinds].sort()).toEqual(
      ['both_teams_to_score', 'double_chance', 'draw_no_bet', 'match_result', 'total', 'winner'].sort(),
    );
  });
});
