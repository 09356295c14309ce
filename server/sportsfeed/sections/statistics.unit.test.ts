import { describe, expect, it } from 'vitest';
import { MATCH_STATISTICS } from '../../i18n/statistics.ts';
import { createFeed } from '../feed.ts';
import { scriptOf, type MatchScript } from '../match.ts';
import { dayOf, fixturesOnDay } from '../schedule.ts';
import { SPORTS } from '../sports.ts';
import { eventStateAt } from '../state.ts';
import { graph } from './extras.ts';
import { winProbability } from './odds.ts';
import { statistics } from './statistics.ts';

const DAY = dayOf(Date.UTC(2026, 10, 22, 12));
const feed = createFeed('statistics');

/** A few matches of the sport that are played (not called off), with the instants to look at them. */
function playedMatches(slug: string): MatchScript[] {
  return fixturesOnDay(feed.world, slug, DAY)
    .map((f) => scriptOf(feed.world, f))
    .filter((s) => s.fate === 'normal')
    .slice(0, 4);
}

/** Mid-first-period, mid-match, the last minute and after the end. */
function instants(script: MatchScript): number[] {
  const periods = script.phases.filter((p) => p.kind === 'period');
  const first = periods[0];
  const middle = periods[Math.floor(periods.length / 2)];
  return [
    (first.startMs + first.endMs) / 2,
    (middle.startMs + middle.endMs) / 2,
    periods.at(-1)!.endMs - 30_000,
    script.endMs + 60_000,
  ];
}

type Body = NonNullable<ReturnType<typeof statistics>>;
const itemOf = (body: Body, period: string, key: string) =>
  body.statistics
    .find((p) => p.period === period)
    ?.groups.flatMap((g) => g.statisticsItems)
    .find((i) => i.key === key);

describe('simulated statistics, momentum and win probability follow the match script', () => {
  for (const sport of SPORTS) {
    it(`${sport.slug}: periods as the feed codes them, every name labelled, goals counted when scored`, () => {
      const scripts = playedMatches(sport.slug);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        for (const t of instants(script)) {
          const state = eventStateAt(script, t);
          const body = statistics(script, state)!;
          expect(body.statistics[0].period).toBe('ALL');
          const begun = script.phases.filter((p) => p.kind === 'period' && p.startMs <= t).length;
          expect(body.statistics).toHaveLength(1 + (sport.slug === 'football' ? Math.min(2, begun) : begun));
          for (const period of body.statistics) {
            expect(period.groups.length).toBeGreaterThan(0);
            for (const group of period.groups) {
              expect(Object.keys(MATCH_STATISTICS.groups)).toContain(group.groupName);
              for (const item of group.statisticsItems)
                expect(Object.keys(MATCH_STATISTICS.items)).toContain(item.name);
            }
          }
          const goals = itemOf(body, 'ALL', 'goals');
          if (
            sport.model === 'goals' &&
            sport.scoreIncidents &&
            !['football', 'baseball'].includes(sport.slug)
          ) {
            const scored = (side: 0 | 1) => script.goals.filter((g) => g.t <= t && g.side === side).length;
            expect([goals?.homeValue, goals?.awayValue]).toEqual([scored(0), scored(1)]);
            const onTarget = itemOf(body, 'ALL', 'shotsOnGoal');
            if (onTarget) expect(onTarget.homeValue).toBeGreaterThanOrEqual(scored(0));
          }
          const chances = winProbability(script, state)!;
          for (const p of chances.graphPoints) {
            expect(p.homeWin + p.awayWin + p.draw).toBeCloseTo(100, 0);
            expect(p.minute).toBeGreaterThanOrEqual(0);
          }
          const minutes = chances.graphPoints.map((p) => p.minute);
          expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
        }
      }
    });
  }

  it('football: a goal is in the shots on target and in the momentum from the instant it is scored', () => {
    const script = playedMatches('football').find((s) => s.goals.length > 0)!;
    for (const goal of script.goals) {
      const before = eventStateAt(script, goal.t - 1);
      const after = eventStateAt(script, goal.t + 1);
      const spike = (state: typeof after) =>
        graph(script, state)!.graphPoints.find((p) => p.minute === goal.minute);
      expect(spike(after)?.value).toBe(goal.side === 0 ? 95 : -95);
      if (script.goals.every((g) => g === goal || g.minute !== goal.minute))
        expect(Math.abs(spike(before)?.value ?? 0)).toBeLessThanOrEqual(90);
      if (goal.cls === 'ownGoal') continue;
      const onTarget = (state: typeof after) => {
        const item = itemOf(statistics(script, state)!, 'ALL', 'shotsOnGoal')!;
        return goal.side === 0 ? item.homeValue : item.awayValue;
      };
      expect(onTarget(after)).toBe(onTarget(before) + 1);
    }
  });
});

describe('simulated win probability', () => {
  it('is drawn over the minutes of the game clock where the sport has one, never past them', () => {
    for (const sport of SPORTS.filter((s) => s.clockMinutes > 0)) {
      const limit = sport.periods * sport.clockMinutes;
      for (const script of playedMatches(sport.slug)) {
        const over = winProbability(script, eventStateAt(script, script.endMs + 60_000))!;
        const minutes = over.graphPoints.map((p) => p.minute);
        expect([sport.slug, Math.max(...minutes)]).toEqual([sport.slug, limit]);
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      }
    }
  });
});

describe('simulated periods add up to the match', () => {
  // Basketball's baskets are split from each period's points, which the points of the match need not split
  // the same way: they add up to the points instead (below).
  const BASKETS = new Set(['freeThrowsScored', 'twoPointersScored', 'threePointersScored']);
  for (const sport of SPORTS) {
    it(`${sport.slug}: each count of the match is its periods' counts added`, () => {
      for (const script of playedMatches(sport.slug)) {
        // Football's extra time counts in the match only, as the feed has no code for its halves.
        if (script.phases.filter((p) => p.kind === 'period').length > (sport.slug === 'football' ? 2 : 99))
          continue;
        for (const t of instants(script)) {
          const body = statistics(script, eventStateAt(script, t))!;
          const [all, ...periods] = body.statistics;
          for (const total of all.groups.flatMap((g) => g.statisticsItems)) {
            if (total.renderType !== 1 || BASKETS.has(total.key)) continue;
            const sum = (side: 'homeValue' | 'awayValue') =>
              Math.round(
                periods.reduce(
                  (s, p) => s + (itemOf({ statistics: [p] }, p.period, total.key)?.[side] ?? 0),
                  0,
                ) * 100,
              ) / 100;
            expect([total.key, sum('homeValue'), sum('awayValue')]).toEqual([
              total.key,
              total.homeValue,
              total.awayValue,
            ]);
          }
        }
      }
    });
  }
});

describe('simulated football statistics and momentum read like a match', () => {
  it('splits the passes by possession, and the momentum swings to both sides', () => {
    for (const script of playedMatches('football')) {
      const over = eventStateAt(script, script.endMs + 60_000);
      const body = statistics(script, over)!;
      const passes = itemOf(body, 'ALL', 'passes')!;
      const share = (100 * passes.homeValue) / (passes.homeValue + passes.awayValue);
      expect(Math.abs(share - script.possession)).toBeLessThan(1);
      const values = graph(script, over)!.graphPoints.map((p) => p.value);
      expect(values.filter((v) => v > 0).length).toBeGreaterThan(10);
      expect(values.filter((v) => v < 0).length).toBeGreaterThan(10);
    }
  });
});

describe('simulated basketball statistics add up to the score', () => {
  it('free throws, twos and threes made make the points of the match and of each quarter', () => {
    for (const script of playedMatches('basketball')) {
      for (const t of instants(script)) {
        const state = eventStateAt(script, t);
        const body = statistics(script, state)!;
        const points = (period: string, side: 'homeValue' | 'awayValue') =>
          ['freeThrowsScored', 'twoPointersScored', 'threePointersScored'].reduce(
            (sum, key, i) => sum + (i + 1) * (itemOf(body, period, key)?.[side] ?? 0),
            0,
          );
        expect([points('ALL', 'homeValue'), points('ALL', 'awayValue')]).toEqual([
          state.score[0].current,
          state.score[1].current,
        ]);
        state.score[0].periods.forEach((quarter, i) =>
          expect(points(`${i + 1}Q`, 'homeValue')).toBe(quarter),
        );
      }
    }
  });
});

describe('simulated shots are tied to the score', () => {
  const goalSports = SPORTS.filter((s) => s.model === 'goals');
  for (const sport of goalSports) {
    it(`${sport.slug}: shots on target and total shots are never fewer than the goals, in the match and in each period`, () => {
      for (const script of playedMatches(sport.slug)) {
        // Own goals are nobody's shot on target.
        const ownGoals = (side: 0 | 1, t: number, from = 0, to = Infinity) =>
          script.goals.filter(
            (g) => g.cls === 'ownGoal' && g.side === side && g.t <= t && g.t >= from && g.t < to,
          ).length;
        const periods = script.phases.filter((p) => p.kind === 'period');
        for (const t of instants(script)) {
          const state = eventStateAt(script, t);
          const body = statistics(script, state)!;
          const windows = [
            { code: 'ALL', from: 0, to: Infinity, goals: state.score.map((s) => s.current) },
            ...body.statistics.slice(1).map((p, i) => ({
              code: p.period,
              from: periods[i].startMs,
              to: periods[i].endMs,
              goals: state.score.map((s) => s.periods[i] ?? 0),
            })),
          ];
          for (const { code, from, to, goals } of windows)
            for (const key of ['shotsOnGoal', 'totalShotsOnGoal']) {
              const shots = itemOf(body, code, key);
              if (!shots) continue;
              const where = `${script.fixture.id} ${code} ${key} at ${new Date(t).toISOString()}`;
              expect(shots.homeValue, where).toBeGreaterThanOrEqual(goals[0] - ownGoals(1, t, from, to));
              expect(shots.awayValue, where).toBeGreaterThanOrEqual(goals[1] - ownGoals(0, t, from, to));
            }
        }
      }
    });
  }
});

describe('sports with statistics of their own show none of football', () => {
  const football = ['shotsOnGoal', 'fouls', 'timeouts', 'totalShotsOnGoal', 'goals'];
  for (const slug of ['cricket', 'baseball', 'esports', 'darts', 'volleyball', 'badminton', 'table-tennis']) {
    it(`${slug}: its own statistics, in every period`, () => {
      for (const script of playedMatches(slug)) {
        const body = statistics(script, eventStateAt(script, script.endMs + 60_000))!;
        const keys = body.statistics.flatMap((p) =>
          p.groups.flatMap((g) => g.statisticsItems.map((i) => i.key)),
        );
        expect(keys.length).toBeGreaterThan(0);
        for (const key of football) expect(keys, slug).not.toContain(key);
      }
    });
  }

  it('cricket: boundaries and extras never add up to more than the runs of the match or of an innings', () => {
    for (const script of playedMatches('cricket')) {
      for (const t of instants(script)) {
        const state = eventStateAt(script, t);
        const body = statistics(script, state)!;
        body.statistics.forEach((p, i) => {
          for (const [side, value] of [
            [0, 'homeValue'],
            [1, 'awayValue'],
          ] as const) {
            const runs = i === 0 ? state.score[side].current : (state.score[side].periods[i - 1] ?? 0);
            const of = (key: string) => itemOf(body, p.period, key)?.[value] ?? 0;
            expect(4 * of('fours') + 6 * of('sixes') + of('extras')).toBeLessThanOrEqual(runs);
          }
        });
      }
    }
  });

  it('baseball: home runs never more than the runs of the match or of an inning', () => {
    for (const script of playedMatches('baseball')) {
      for (const t of instants(script)) {
        const state = eventStateAt(script, t);
        const body = statistics(script, state)!;
        body.statistics.forEach((p, i) => {
          for (const [side, value] of [
            [0, 'homeValue'],
            [1, 'awayValue'],
          ] as const) {
            const runs = i === 0 ? state.score[side].current : (state.score[side].periods[i - 1] ?? 0);
            expect(itemOf(body, p.period, 'homeRuns')?.[value] ?? 0).toBeLessThanOrEqual(runs);
          }
        });
      }
    }
  });

  it('darts: the three-dart average and the checkout percentage are rates of the whole match', () => {
    for (const script of playedMatches('darts')) {
      const body = statistics(script, eventStateAt(script, script.endMs + 60_000))!;
      const average = itemOf(body, 'ALL', 'averageThreeDarts')!;
      expect(average.homeValue).toBeGreaterThanOrEqual(82);
      expect(average.homeValue).toBeLessThanOrEqual(104);
      expect(itemOf(body, '1ST', 'averageThreeDarts')?.homeValue).toBe(average.homeValue);
      expect(itemOf(body, 'ALL', 'checkoutsPercentage')?.home).toMatch(/^\d+%$/);
    }
  });
});
