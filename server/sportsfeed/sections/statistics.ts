import type { MatchScript, Side } from '../match.ts';
import { SCALED_STATS } from '../match/statistics.ts';
import type { EventState } from '../state.ts';
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
    const passes = pair((side) => scaled('passes', side));
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
    const list = SCALED_STATS[script.sport.slug] ?? SCALED_STATS.default;
    groups.push({
      groupName: 'Match overview',
      statisticsItems: list.map(([key, name]) =>
        item({ key, name, home: scaled(key, 0), away: scaled(key, 1) }),
      ),
    });
  }
  return groups;
}

export function statistics(script: MatchScript, state: EventState) {
  if (!started(state)) return undefined;
  const now = state.nowMs + 1;
  const out = [{ period: 'ALL', groups: statsWindow(script, state, 0, now) }];
  if (script.sport.slug === 'football') {
    const periods = script.phases.filter((p) => p.kind === 'period');
    periods.forEach((p, i) => {
      if (p.startMs <= state.nowMs)
        out.push({
          period: i === 0 ? '1ST' : '2ND',
          groups: statsWindow(script, state, p.startMs, Math.min(now, p.endMs)),
        });
    });
  }
  return { statistics: out };
}
