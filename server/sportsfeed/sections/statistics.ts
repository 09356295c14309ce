import type { MatchScript, Side } from '../match.ts';
import { RUN_SHARES, SCALED_STATS, STAT_GROUPS, statisticsPeriodCode } from '../match/statistics.ts';
import { eventStateAt, type EventState } from '../state.ts';
import { started } from './common.ts';

// Match statistics by period, consistent with the script's incidents and scaled with playing time.

interface StatItem {
  key: string;
  name: string;
  home: number;
  away: number;
  percent?: boolean;
  negative?: boolean;
}

function item(s: StatItem) {
  return {
    name: s.name,
    home: s.percent ? `${s.home}%` : String(s.home),
    away: s.percent ? `${s.away}%` : String(s.away),
    compareCode: s.home > s.away ? 1 : s.home < s.away ? 2 : 3,
    statisticsType: s.negative ? 'negative' : 'positive',
    valueType: 'event',
    homeValue: s.home,
    awayValue: s.away,
    renderType: s.percent ? 2 : 1,
    key: s.key,
  };
}

/**
 * Basketball's made free throws, twos and threes between two instants, adding up to the points the score
 * gained in that window: about a quarter of the points from threes and a sixth from free throws.
 */
function basketsOf(
  script: MatchScript,
  from: number,
  to: number,
  now: number,
): [Record<string, number>, Record<string, number>] {
  // The window's end itself when it is a period's end (its last basket counts), never past now.
  const scored = scoredIn(script, from, to, now);
  const made = (side: Side) => {
    const points = scored[side];
    const threes = Math.round((points * 0.27) / 3);
    const twos = Math.floor((points - 3 * threes - Math.round(points * 0.17)) / 2);
    const frees = points - 3 * threes - 2 * twos;
    return { freeThrowsScored: frees, twoPointersScored: twos, threePointersScored: threes };
  };
  return [made(0), made(1)];
}

/** Points each side's score gained between two instants (the window's end never past now). */
function scoredIn(script: MatchScript, from: number, to: number, now: number): [number, number] {
  const [start, end] = [eventStateAt(script, from), eventStateAt(script, Math.min(to, now))];
  const gained = (side: Side) => Math.max(0, end.score[side].current - start.score[side].current);
  return [gained(0), gained(1)];
}

/**
 * Goals of a goal sport between two instants, or undefined in other sports: those the timeline lists
 * when it lists them (a goal is in the statistics the moment it is in the timeline), else what the score
 * gained, so a sport without goal incidents (handball) still ties its shots to its score.
 */
function goalsIn(script: MatchScript, from: number, to: number, now: number): [number, number] | undefined {
  if (script.sport.model !== 'goals') return undefined;
  if (!script.sport.scoreIncidents) return scoredIn(script, from, to, now);
  const listed = script.goals.filter((g) => g.t >= from && g.t < to);
  return [listed.filter((g) => g.side === 0).length, listed.filter((g) => g.side === 1).length];
}

/**
 * Statistics made of the runs the score gained between two instants (cricket's fours, sixes and extras,
 * baseball's home runs): each a share of the runs, counted in the runs it is worth, so they never add up
 * to more than the runs.
 */
function runsMadeOf(
  script: MatchScript,
  from: number,
  to: number,
  now: number,
): [Record<string, number>, Record<string, number>] | undefined {
  const shares = RUN_SHARES[script.sport.slug];
  if (!shares) return undefined;
  const runs = scoredIn(script, from, to, now);
  const made = (side: Side) =>
    Object.fromEntries(
      Object.entries(shares).map(([key, [share, worth]]) => [key, Math.floor((runs[side] * share) / worth)]),
    );
  return [made(0), made(1)];
}

/** Statistics between two instants of the match: counted events plus evenly growing totals. */
function statsWindow(script: MatchScript, state: EventState, from: number, to: number) {
  const periods = script.phases.filter((p) => p.kind === 'period');
  const played = periods.reduce(
    (s, p) => s + Math.max(0, Math.min(to, p.endMs) - Math.max(from, p.startMs)),
    0,
  );
  const share = played / state.totalPlayMs;
  const inWindow = <T extends { t: number }>(list: T[]) => list.filter((x) => x.t >= from && x.t < to);
  const scaled = (key: string, side: Side) => Math.floor((script.stats[key]?.[side] ?? 0) * share);
  const pair = (f: (side: Side) => number): [number, number] => [f(0), f(1)];
  const groups: Array<{ groupName: string; statisticsItems: ReturnType<typeof item>[] }> = [];
  if (script.sport.slug === 'football') {
    const shots = inWindow(script.shots);
    const count = (side: Side, types: string[]) =>
      shots.filter((s) => s.side === side && types.includes(s.type)).length;
    const cards = inWindow(script.cards);
    const [hp, ap] = [script.possession, 100 - script.possession];
    const xg = pair(
      (side) => Math.round(shots.filter((s) => s.side === side).reduce((a, s) => a + s.xg, 0) * 100) / 100,
    );
    const total = pair((side) => shots.filter((s) => s.side === side).length);
    const onTarget = pair((side) => count(side, ['goal', 'save']));
    // The side with more of the ball makes more of the passes: the match's passes split by possession.
    const allPasses = scaled('passes', 0) + scaled('passes', 1);
    const passes = pair((side) => Math.floor((allPasses * (side === 0 ? hp : ap)) / 100));
    const s = (key: string, name: string, v: [number, number], extra: Partial<StatItem> = {}) =>
      item({ key, name, home: v[0], away: v[1], ...extra });
    groups.push(
      {
        groupName: 'Match overview',
        statisticsItems: [
          s('ballPossession', 'Ball possession', [hp, ap], { percent: true }),
          s('expectedGoals', 'Expected goals', xg),
          s(
            'bigChanceCreated',
            'Big chances',
            pair((side) => shots.filter((x) => x.side === side && x.xg >= 0.3).length),
          ),
          s('totalShotsOnGoal', 'Total shots', total),
          s(
            'goalkeeperSaves',
            'Goalkeeper saves',
            pair((side) => count(side === 0 ? 1 : 0, ['save'])),
          ),
          s(
            'cornerKicks',
            'Corner kicks',
            pair((side) => scaled('cornerKicks', side)),
          ),
          s(
            'fouls',
            'Fouls',
            pair((side) => scaled('fouls', side)),
            { negative: true },
          ),
          s('passes', 'Passes', passes),
          s(
            'totalTackle',
            'Tackles',
            pair((side) => scaled('totalTackle', side)),
          ),
          s(
            'freeKicks',
            'Free kicks',
            pair((side) => scaled('freeKicks', side)),
          ),
          s(
            'yellowCards',
            'Yellow cards',
            pair((side) => cards.filter((c) => c.side === side && c.cls === 'yellow').length),
            {
              negative: true,
            },
          ),
          s(
            'redCards',
            'Red cards',
            pair((side) => cards.filter((c) => c.side === side && c.cls === 'red').length),
            {
              negative: true,
            },
          ),
        ],
      },
      {
        groupName: 'Shots',
        statisticsItems: [
          s('totalShotsOnGoal', 'Total shots', total),
          s('shotsOnGoal', 'Shots on target', onTarget),
          s(
            'hitWoodwork',
            'Hit woodwork',
            pair((side) => count(side, ['post'])),
          ),
          s(
            'shotsOffGoal',
            'Shots off target',
            pair((side) => count(side, ['miss', 'post'])),
          ),
          s(
            'blockedScoringAttempt',
            'Blocked shots',
            pair((side) => count(side, ['block'])),
          ),
        ],
      },
      {
        groupName: 'Passes',
        statisticsItems: [
          s(
            'accuratePasses',
            'Accurate passes',
            pair((side) => Math.floor(passes[side] * (side === 0 ? 0.8 + hp / 500 : 0.8 + ap / 500))),
          ),
          s(
            'throwIns',
            'Throw-ins',
            pair((side) => scaled('throwIns', side)),
          ),
          s(
            'goalKicks',
            'Goal kicks',
            pair((side) => scaled('goalKicks', side)),
          ),
          s(
            'offsides',
            'Offsides',
            pair((side) => scaled('offsides', side)),
            { negative: true },
          ),
        ],
      },
      {
        groupName: 'Defending',
        statisticsItems: [
          s(
            'interceptionWon',
            'Interceptions',
            pair((side) => scaled('interceptionWon', side)),
          ),
          s(
            'totalTackle',
            'Tackles',
            pair((side) => scaled('totalTackle', side)),
          ),
        ],
      },
    );
  } else {
    const goals = goalsIn(script, from, to, state.nowMs);
    const list = SCALED_STATS[script.sport.slug] ?? SCALED_STATS.default;
    const made =
      script.sport.slug === 'basketball'
        ? basketsOf(script, from, to, state.nowMs)
        : runsMadeOf(script, from, to, state.nowMs);
    const items = new Map(
      list.map(([key, name, , , kind = 'count']) => {
        // Shots on target are never fewer than the goals scored in the same window.
        const onTarget = goals !== undefined && key === 'shotsOnGoal';
        const rate = (side: Side) => (played > 0 ? (script.stats[key]?.[side] ?? 0) : 0);
        const value = (side: Side) =>
          made?.[side][key] ??
          (kind === 'average'
            ? rate(side) / 100
            : kind === 'percent'
              ? rate(side)
              : scaled(key, side) + (onTarget ? goals[side] : 0));
        return [
          key,
          item({ key, name, home: value(0), away: value(1), percent: kind === 'percent' }),
        ] as const;
      }),
    );
    const named = STAT_GROUPS[script.sport.slug] ?? [];
    const grouped = new Set(named.flatMap(([, keys]) => keys));
    const overview = [
      ...(goals && items.has('shotsOnGoal')
        ? [item({ key: 'goals', name: 'Goals', home: goals[0], away: goals[1] })]
        : []),
      ...[...items].filter(([key]) => !grouped.has(key)).map(([, value]) => value),
    ];
    if (overview.length > 0) groups.push({ groupName: 'Match overview', statisticsItems: overview });
    for (const [groupName, keys] of named)
      groups.push({ groupName, statisticsItems: keys.flatMap((key) => items.get(key) ?? []) });
  }
  return groups;
}

/**
 * /event/{id}/statistics: the whole match so far (ALL), then each period begun, coded as the feed codes
 * them (1ST, 2ND… or 1Q… in basketball). Football's extra time counts in ALL only, as the feed has no code
 * for its halves.
 */
export function statistics(script: MatchScript, state: EventState) {
  if (!started(state)) return undefined;
  const now = state.nowMs + 1;
  const out = [{ period: 'ALL', groups: statsWindow(script, state, 0, now) }];
  const periods = script.phases.filter((p) => p.kind === 'period');
  const numbered = script.sport.slug === 'football' ? periods.slice(0, 2) : periods;
  numbered.forEach((p, i) => {
    if (p.startMs > state.nowMs) return;
    const end = Math.min(now, p.endMs);
    out.push({
      period: statisticsPeriodCode(script.sport.slug, i),
      groups: countsByDifference(
        statsWindow(script, state, p.startMs, end),
        statsWindow(script, state, 0, end),
        statsWindow(script, state, 0, p.startMs),
      ),
    });
  });
  return { statistics: out };
}

type Groups = ReturnType<typeof statsWindow>;

/**
 * A period's counts as what the match had at its end less what it had at its start, so that the periods add
 * up to the whole match as a fan checks them (each window rounded on its own did not: corners 4–4 and 5–4
 * under a match's 10–9). Percentages and the counts a difference would make negative stay the period's own.
 */
function countsByDifference(period: Groups, atEnd: Groups, atStart: Groups): Groups {
  const byKey = (groups: Groups) =>
    new Map(groups.flatMap((g) => g.statisticsItems.map((i) => [i.key, i] as const)));
  const [end, start] = [byKey(atEnd), byKey(atStart)];
  // Two decimals at most (expected goals): the difference of two such values, without float noise.
  const less = (a: number, b: number) => Math.round((a - b) * 100) / 100;
  const differences = new Map<string, [number, number]>();
  for (const own of period.flatMap((g) => g.statisticsItems)) {
    const [e, s] = [end.get(own.key), start.get(own.key)];
    if (own.renderType === 1 && e)
      differences.set(own.key, [less(e.homeValue, s?.homeValue ?? 0), less(e.awayValue, s?.awayValue ?? 0)]);
  }
  // Counts that make another together (a basket's points) change together: all by difference or none.
  for (const keys of LINKED_COUNTS)
    if (keys.some((key) => differences.get(key)?.some((v) => v < 0)))
      for (const key of keys) differences.delete(key);
  return period.map((group) => ({
    ...group,
    statisticsItems: group.statisticsItems.map((own) => {
      const difference = differences.get(own.key);
      if (!difference || difference.some((v) => v < 0)) return own;
      const [home, away] = difference;
      return item({ key: own.key, name: own.name, home, away, negative: own.statisticsType === 'negative' });
    }),
  }));
}

/** Counts whose sum is another figure (basketball's points: 1, 2 and 3 a basket). */
const LINKED_COUNTS = [['freeThrowsScored', 'twoPointersScored', 'threePointersScored']];
