import type { MatchScript, Side } from './match.ts';
import { decimalOdds, outcomeAt, toFraction, type Outcome } from './odds.ts';
import { createRng } from './prng.ts';
import { SCALED_STATS } from './match/statistics.ts';
import { eventStateAt, type EventState } from './state.ts';
import type { Player, World } from './world.ts';
import { teamRating } from './season.ts';

/**
 * The per-event sections (odds, votes, lineups, statistics, incidents, …). Each returns the answer body,
 * or undefined when the section has no coverage for this event (the route answers 404).
 */

const sec = (ms: number): number => Math.floor(ms / 1000);
const started = (state: EventState) => state.status.type === 'inprogress' || state.status.type === 'finished';

function playerView(p: Player) {
  return {
    name: p.name,
    slug: p.slug,
    shortName: p.shortName,
    position: p.position,
    jerseyNumber: String(p.jerseyNumber),
    height: p.height,
    id: p.id,
    country: { alpha2: p.country.alpha2, alpha3: p.country.alpha3, name: p.country.name },
    marketValueCurrency: 'EUR',
    dateOfBirthTimestamp: p.dateOfBirthTimestamp,
    proposedMarketValueRaw: { value: p.marketValue, currency: 'EUR' },
  };
}

const playerRef = (p: Player) => ({
  name: p.name,
  slug: p.slug,
  shortName: p.shortName,
  position: p.position,
  id: p.id,
});

// ---------------------------------------------------------------- odds

/** The market prices at a given state; closing prices once the match is over. */
function pricedOutcome(script: MatchScript, state: EventState): Outcome {
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

// ---------------------------------------------------------------- votes

const VOTE_WINDOW_MS = 3 * 86_400_000;

export function votes(script: MatchScript, state: EventState) {
  const rng = createRng(script.fixture.id, 'votes');
  const opening = outcomeAt(script, eventStateAt(script, script.fixture.startMs - 1));
  const total = Math.round((400 + rng.int(0, 9000)) * (1.6 - script.fixture.tournament.index / 40));
  const from = script.fixture.startMs - VOTE_WINDOW_MS;
  const to = Math.max(script.endMs, script.fixture.startMs + 1);
  const share = Math.max(0, Math.min(1, (state.nowMs - from) / (to - from)));
  const count = (fraction: number) => Math.floor(total * share * fraction);
  const tilt = 0.85 + rng.next() * 0.3;
  const out: Record<string, Record<string, number>> = {
    vote: script.sport.draws
      ? { vote1: count(opening.home * tilt), vote2: count(opening.away), voteX: count(opening.draw) }
      : { vote1: count(opening.home * tilt), vote2: count(opening.away) },
  };
  if (script.sport.model === 'goals') {
    out.bothTeamsToScoreVote = { voteYes: count(opening.bothScore), voteNo: count(1 - opening.bothScore) };
    out.firstTeamToScoreVote = {
      voteHome: count(opening.home * 0.9),
      voteAway: count(opening.away * 0.9),
      voteNoGoal: count(0.1),
    };
  }
  if (state.status.type === 'finished') {
    const home = state.score[0].current >= state.score[1].current ? 0.6 : 0.4;
    out.whoShouldHaveWonVote = {
      vote1: Math.floor(total * 0.2 * home),
      vote2: Math.floor(total * 0.2 * (1 - home)),
    };
  }
  return out;
}

// ---------------------------------------------------------------- lineups

/** Lineups are confirmed this long before kick-off; before that they are predicted. */
export const LINEUPS_CONFIRMED_BEFORE_MS = 3_600_000;

/** A player's match rating at a time: form, nudged by goals, assists and cards already in. */
function ratingAt(script: MatchScript, p: Player, side: Side, state: EventState): number {
  const rng = createRng(script.fixture.id, 'rating', p.id);
  const day = rng.next() * 1.2 - 0.5;
  let r = 6.5 + (p.baseRating - 6.5 + day) * state.progress;
  for (const g of script.goals)
    if (g.t <= state.nowMs && g.playerId === p.id) r += g.cls === 'ownGoal' ? -0.6 : 0.9;
  for (const g of script.goals) if (g.t <= state.nowMs && g.assistId === p.id) r += 0.5;
  for (const c of script.cards)
    if (c.t <= state.nowMs && c.playerId === p.id) r -= c.cls === 'red' ? 1.2 : 0.3;
  const conceded = script.goals.filter((g) => g.t <= state.nowMs && g.side !== side).length;
  if (p.position === 'G' || p.position === 'D') r -= conceded * 0.15;
  return Math.round(Math.min(10, Math.max(3, r)) * 10) / 10;
}

function minutesPlayed(
  script: MatchScript,
  p: Player,
  side: Side,
  starter: boolean,
  state: EventState,
): number {
  const subOut = script.subs.find((s) => s.side === side && s.outId === p.id && s.t <= state.nowMs);
  const subIn = script.subs.find((s) => s.side === side && s.inId === p.id && s.t <= state.nowMs);
  const full = Math.round(state.elapsedPlayMs / 60_000);
  if (starter) return subOut ? subOut.minute : full;
  return subIn ? Math.max(1, full - subIn.minute) : 0;
}

export function lineups(script: MatchScript, state: EventState) {
  if (!script.lineups) return undefined;
  const confirmed = state.nowMs >= script.fixture.startMs - LINEUPS_CONFIRMED_BEFORE_MS;
  const side = (s: Side) => {
    const l = script.lineups![s];
    const team = s === 0 ? script.fixture.home : script.fixture.away;
    const entry = (p: Player, starter: boolean) => {
      const played = started(state) ? minutesPlayed(script, p, s, starter, state) : 0;
      const statistics: Record<string, number> = {};
      if (played > 0) {
        statistics.minutesPlayed = played;
        if (played >= 10) statistics.rating = ratingAt(script, p, s, state);
      }
      return {
        player: playerView(p),
        teamId: team.id,
        shirtNumber: p.jerseyNumber,
        jerseyNumber: String(p.jerseyNumber),
        position: p.position,
        substitute: !starter,
        ...(started(state)
          ? { statistics }
          : { avgRating: Math.round(p.baseRating * 100) / 100, statistics: {} as Record<string, number> }),
      };
    };
    return {
      players: [...l.starters.map((p) => entry(p, true)), ...l.bench.map((p) => entry(p, false))],
      ...(l.formation ? { formation: l.formation } : {}),
      playerColor: { primary: team.colors.primary, number: team.colors.text, outline: team.colors.primary },
      goalkeeperColor: { primary: '#00ff9e', number: '#000000', outline: '#00ff9e' },
      missingPlayers: l.missing.map((m) => ({
        player: playerView(m.player),
        type: m.type,
        reason: m.reason,
        ...(m.type === 'doubtful' ? { description: 'Late fitness test' } : {}),
      })),
    };
  };
  return { confirmed, home: side(0), away: side(1) };
}

// ---------------------------------------------------------------- statistics

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

// ---------------------------------------------------------------- incidents

export function incidents(world: World, script: MatchScript, state: EventState) {
  if (!started(state)) return undefined;
  const now = state.nowMs;
  const list: Array<Record<string, unknown> & { t: number; order: number }> = [];
  const player = (id: number | undefined) => {
    const p = id === undefined ? undefined : world.playerById(id);
    return p ? playerRef(p) : undefined;
  };
  const running: [number, number] = [0, 0];
  for (const g of script.goals) {
    if (g.t > now) break;
    running[g.side]++;
    list.push({
      t: g.t,
      order: 2,
      ...(player(g.playerId) ? { player: player(g.playerId) } : {}),
      ...(g.assistId ? { assist1: player(g.assistId) } : {}),
      id: script.fixture.id * 100 + list.length,
      isHome: g.side === 0,
      incidentClass: g.cls,
      time: g.minute,
      ...(g.addedTime ? { addedTime: g.addedTime } : {}),
      homeScore: running[0],
      awayScore: running[1],
      incidentType: 'goal',
    });
  }
  for (const c of script.cards) {
    if (c.t > now) continue;
    list.push({
      t: c.t,
      order: 1,
      player: player(c.playerId),
      playerName: world.playerById(c.playerId)?.name,
      reason: 'Foul',
      id: script.fixture.id * 100 + 50 + list.length,
      isHome: c.side === 0,
      incidentClass: c.cls,
      time: c.minute,
      ...(c.addedTime ? { addedTime: c.addedTime } : {}),
      incidentType: 'card',
    });
  }
  for (const s of script.subs) {
    if (s.t > now) continue;
    list.push({
      t: s.t,
      order: 1,
      playerIn: player(s.inId),
      playerOut: player(s.outId),
      id: script.fixture.id * 100 + 80 + list.length,
      isHome: s.side === 0,
      incidentClass: 'regular',
      time: s.minute,
      incidentType: 'substitution',
    });
  }
  const periods = script.phases.filter((p) => p.kind === 'period');
  periods.forEach((p, i) => {
    if (p.endMs > now) return;
    const at = eventStateAt(script, p.endMs);
    const last = i === periods.length - 1;
    const minutes = script.injuryMinutes[i];
    if (minutes) {
      list.push({
        t: p.endMs - minutes * 60_000,
        order: 0,
        length: minutes,
        time: (i + 1) * 45,
        addedTime: 0,
        incidentType: 'injuryTime',
      });
    }
    list.push({
      t: p.endMs,
      order: 3,
      text: last ? 'FT' : script.sport.breakStatus(i).code === 31 ? 'HT' : `${i + 1}`,
      homeScore: at.score[0].current,
      awayScore: at.score[1].current,
      isLive: false,
      time: script.sport.clockMinutes ? (i + 1) * script.sport.clockMinutes : i + 1,
      addedTime: 999,
      incidentType: 'period',
    });
  });
  list.sort((a, b) => b.t - a.t || b.order - a.order);
  return { incidents: list.map(({ t: _t, order: _o, ...rest }) => rest) };
}

// ---------------------------------------------------------------- smaller sections

export function managers(script: MatchScript) {
  const [h, a] = [script.fixture.home.manager, script.fixture.away.manager];
  if (!h || !a) return undefined;
  const view = (m: NonNullable<typeof h>) => ({
    name: m.name,
    slug: m.slug,
    shortName: m.shortName,
    id: m.id,
  });
  return { homeManager: view(h), awayManager: view(a) };
}

/** Attack momentum per minute, pushed towards the side that scores. */
export function graph(script: MatchScript, state: EventState) {
  if (script.sport.slug !== 'football' || !started(state)) return undefined;
  const rng = createRng(script.fixture.id, 'graph');
  const minutes = Math.min(90, Math.floor(state.elapsedPlayMs / 60_000));
  const points = [];
  for (let minute = 1; minute <= minutes; minute++) {
    let value = Math.round((rng.next() - 0.5) * 60 + (script.possession - 50) * 1.5);
    for (const g of script.goals) if (g.minute === minute) value = g.side === 0 ? 95 : -95;
    points.push({ minute, value: Math.max(-100, Math.min(100, value)) });
  }
  return { graphPoints: points, periodTime: 45, overtimeLength: 15, periodCount: 2 };
}

export function winProbability(script: MatchScript, state: EventState) {
  const o = pricedOutcome(script, state);
  const pct = (x: number) => Math.round(x * 1000) / 10;
  return { winProbability: { homeWin: pct(o.home), draw: pct(o.draw), awayWin: pct(o.away) } };
}

export function shotmap(world: World, script: MatchScript, state: EventState) {
  if (script.sport.slug !== 'football' || !started(state)) return undefined;
  return {
    shotmap: script.shots
      .filter((s) => s.t <= state.nowMs)
      .reverse()
      .map((s) => {
        const p = world.playerById(s.playerId)!;
        return {
          player: { ...playerRef(p), jerseyNumber: String(p.jerseyNumber) },
          isHome: s.side === 0,
          shotType: s.type,
          situation: s.situation,
          playerCoordinates: { x: s.x, y: s.y, z: 0 },
          bodyPart: s.bodyPart,
          xg: s.xg,
          id: s.id,
          time: s.minute,
          ...(s.addedTime ? { addedTime: s.addedTime } : {}),
          timeSeconds: Math.floor((s.t - script.fixture.startMs) / 1000),
          incidentType: 'shot',
        };
      }),
  };
}

export function bestPlayers(world: World, script: MatchScript, state: EventState) {
  const body = lineups(script, state);
  if (!body || !started(state) || state.elapsedPlayMs < 10 * 60_000) return undefined;
  const best = (side: 'home' | 'away') =>
    body[side].players
      .filter((p) => p.statistics.rating !== undefined)
      .sort((a, b) => b.statistics.rating - a.statistics.rating || a.player.id - b.player.id)
      .slice(0, 3)
      .map((p) => ({
        value: p.statistics.rating.toFixed(1),
        label: 'rating',
        player: playerRef(world.playerById(p.player.id)!),
      }));
  const home = best('home');
  const away = best('away');
  const top = [...home, ...away].sort((a, b) => Number(b.value) - Number(a.value))[0];
  return {
    bestHomeTeamPlayers: home,
    bestAwayTeamPlayers: away,
    ...(state.status.type === 'finished' && top ? { playerOfTheMatch: top } : {}),
  };
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

export function heatmap(script: MatchScript, state: EventState, teamId: number) {
  if (script.sport.slug !== 'football' || !started(state)) return undefined;
  const side = teamId === script.fixture.home.id ? 0 : teamId === script.fixture.away.id ? 1 : -1;
  if (side < 0) return undefined;
  const rng = createRng(script.fixture.id, 'heatmap', teamId);
  const count = Math.floor(state.progress * 300);
  const points = [];
  for (let i = 0; i < count; i++) {
    points.push({
      x: Math.round(rng.next() * 100),
      y: Math.round(Math.min(100, Math.max(0, 50 + (rng.next() - 0.5) * 100))),
    });
  }
  return { heatmap: points };
}

export { teamRating, sec };
