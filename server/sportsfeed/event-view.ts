import type { MatchScript } from './match.ts';
import type { Fixture } from './schedule.ts';
import type { EventState } from './state.ts';
import type { Team, Tournament, Venue } from './world.ts';
import { createRng } from './prng.ts';
import { gamePoints, inningsOf, tieBreakPoints } from './match/score-details.ts';
import { shootoutGoalsAt } from './match/shootout.ts';

/** SofaScore-shaped Event objects. Field names and nesting follow the real api/v1 answers. */

const sec = (ms: number): number => Math.floor(ms / 1000);

export function sportView(t: Tournament) {
  return { name: t.sport.name, slug: t.sport.slug, id: t.sport.id };
}

export function categoryView(t: Tournament) {
  const c = t.category;
  return {
    name: c.name,
    slug: c.slug,
    sport: sportView(t),
    id: c.id,
    ...(c.alpha2 ? { alpha2: c.alpha2 } : {}),
    country: c.alpha2 ? { alpha2: c.alpha2, name: c.country } : {},
    flag: c.slug,
  };
}

export function uniqueTournamentView(t: Tournament) {
  return {
    name: t.def.name,
    slug: t.slug,
    category: categoryView(t),
    userCount: Math.max(500, 400_000 - t.index * 12_000),
    id: t.def.utId,
    hasEventPlayerStatistics: t.sport.slug === 'football',
  };
}

export function tournamentView(t: Tournament) {
  return {
    name: t.def.name,
    slug: t.slug,
    category: categoryView(t),
    uniqueTournament: uniqueTournamentView(t),
    priority: Math.max(0, 700 - t.index * 10),
    id: t.id,
  };
}

export function teamView(team: Team) {
  return {
    name: team.name,
    slug: team.slug,
    shortName: team.shortName,
    gender: team.gender,
    sport: { name: team.sport.name, slug: team.sport.slug, id: team.sport.id },
    nameCode: team.nameCode,
    national: false,
    type: team.individual ? 1 : 0,
    id: team.id,
    country: { alpha2: team.country.alpha2, alpha3: team.country.alpha3, name: team.country.name },
    teamColors: team.colors,
  };
}

function venueOf(script: MatchScript): Venue | undefined {
  const { fixture } = script;
  if (!fixture.home.individual) return fixture.home.venue;
  return createRng(fixture.id, 'court').pick(fixture.tournament.venues);
}

function scoreView(script: MatchScript, state: EventState, side: 0 | 1) {
  const s = state.score[side];
  if (state.status.type !== 'inprogress' && state.status.type !== 'finished') return {};
  const out: Record<string, number> = { current: s.current, display: s.current };
  s.periods.forEach((value, i) => (out[`period${i + 1}`] = value));
  if (script.sport.model === 'goals' && script.sport.clockMinutes === 45 && state.lastPeriod >= 1) {
    out.normaltime = s.current;
  }
  // Second leg: the tie's aggregate (both legs' goals, without a shoot-out), as the real feed.
  if (script.firstLegGoals) out.aggregated = script.firstLegGoals[side] + s.current;
  // As the real feed: the shoot-out's goals apart, and folded into current and display.
  if (script.shootout && state.nowMs >= script.shootout.phase.startMs) {
    const penalties = shootoutGoalsAt(script.shootout, state.nowMs)[side];
    out.penalties = penalties;
    out.current += penalties;
    out.display += penalties;
  }
  const details: Record<string, unknown> = {};
  s.periods.forEach((_, set) => {
    const tieBreak = state.nowMs >= periodEndMs(script, set) ? tieBreakPoints(script, set) : undefined;
    if (tieBreak) out[`period${set + 1}TieBreak`] = tieBreak[side];
  });
  const point = gamePoints(script, state)?.[side];
  if (point !== undefined) details.point = point;
  const innings = inningsOf(script, state, side);
  // Each side numbers its own innings from 1, as the real feed does.
  if (innings) details.innings = { inning1: innings };
  return { ...out, ...details };
}

function periodEndMs(script: MatchScript, period: number): number {
  return script.phases.filter((p) => p.kind === 'period')[period]?.endMs ?? Infinity;
}

function timeView(script: MatchScript, state: EventState) {
  const sport = script.sport;
  if (state.status.type !== 'inprogress' && state.status.type !== 'finished') return {};
  const periods = script.phases.filter((p) => p.kind === 'period');
  const current = state.phase ?? periods[periods.length - 1];
  const out: Record<string, number> = { currentPeriodStartTimestamp: sec(current.startMs) };
  if (sport.clockMinutes) {
    out.periodLength = sport.clockMinutes * 60;
    out.totalPeriodCount = sport.periods;
    // The game clock as the real feed gives it during play: where it stood at the period's start and where
    // the period's regular time ends. Only where it runs with the wall clock (football-like): a stopped clock
    // (basketball, hockey) cannot be followed from the period start: it comes as the seconds played.
    if (state.phase?.kind === 'period' && sport.periodMinutes === sport.clockMinutes) {
      const periodSeconds = sport.clockMinutes * 60;
      out.initial = state.phase.period * periodSeconds;
      out.max = out.initial + periodSeconds;
      out.extra = Math.round(periodSeconds / 5);
    } else if (state.phase?.kind === 'period') {
      // A clock that stops (basketball, hockey, handball…): the real feed gives the game seconds played so
      // far in the match, as of this answer. Stoppages are folded into the period's wall time, so the game
      // clock advances evenly through it.
      const periodSeconds = sport.clockMinutes * 60;
      const { period, startMs, endMs } = state.phase;
      const share = Math.min(1, Math.max(0, (state.nowMs - startMs) / (endMs - startMs)));
      out.played = period * periodSeconds + Math.floor(share * periodSeconds);
    }
  }
  // Added time is announced once the regular minutes of the half are played.
  script.injuryMinutes.forEach((minutes, i) => {
    const phase = periods[i];
    if (minutes && phase && state.nowMs >= phase.endMs - minutes * 60_000)
      out[`injuryTime${i + 1}`] = minutes;
  });
  return out;
}

/** A league's round as a number; a cup's stage also named, as the real feed: "Quarterfinals", 4. */
function roundInfoView(fixture: Fixture) {
  const stage = fixture.cupRound;
  if (!stage) return { round: fixture.round };
  return {
    round: stage.round,
    name: stage.name,
    slug: stage.slug,
    ...(stage.cupRoundType === undefined ? {} : { cupRoundType: stage.cupRoundType }),
  };
}

export function eventView(script: MatchScript, state: EventState) {
  const { fixture, sport } = script;
  const t = fixture.tournament;
  const started = state.status.type === 'inprogress' || state.status.type === 'finished';
  const venue = venueOf(script);
  const event: Record<string, unknown> = {
    tournament: tournamentView(t),
    season: { name: fixture.season.name, year: fixture.season.year, editor: false, id: fixture.season.id },
    ...(fixture.round === undefined ? {} : { roundInfo: roundInfoView(fixture) }),
    customId: fixture.id.toString(36),
    status: state.status,
    ...(state.winnerCode ? { winnerCode: state.winnerCode } : {}),
    homeTeam: teamView(fixture.home),
    awayTeam: teamView(fixture.away),
    homeScore: scoreView(script, state, 0),
    awayScore: scoreView(script, state, 1),
    time: timeView(script, state),
    changes: { changes: [] as string[], changeTimestamp: sec(state.changedAtMs) },
    id: fixture.id,
    slug: `${fixture.home.slug}-${fixture.away.slug}`,
    startTimestamp: sec(fixture.startMs),
    isLive: state.status.type === 'inprogress',
    category: { ...categoryView(t), country: categoryView(t).country },
    sport: sportView(t),
    finalResultOnly: false,
  };
  if (started && state.phase?.kind === 'period') event.lastPeriod = `period${state.phase.period + 1}`;
  if (script.firstLegGoals && script.fixture.firstLeg !== undefined) {
    event.previousLegEventId = script.fixture.firstLeg.id;
    if (state.status.type === 'finished') {
      const [home, away] = [0, 1].map((side) => script.firstLegGoals![side] + state.score[side].current);
      event.aggregatedWinnerCode = home > away ? 1 : home < away ? 2 : state.winnerCode;
    }
  }
  // Red cards shown so far, as the real feed: present only when a side has one.
  for (const side of [0, 1] as const) {
    const reds = script.cards.filter((c) => c.cls === 'red' && c.side === side && c.t <= state.nowMs).length;
    if (started && reds > 0) event[side === 0 ? 'homeRedCards' : 'awayRedCards'] = reds;
  }
  if (venue) {
    event.venue = {
      name: venue.name,
      city: { name: venue.city },
      country: { alpha2: venue.country.alpha2, name: venue.country.name },
      capacity: venue.capacity,
      stadium: { name: venue.name, capacity: venue.capacity },
      id: venue.id,
    };
  }
  if (script.referee) {
    const r = script.referee;
    event.referee = {
      name: r.name,
      slug: r.slug,
      yellowCards: r.yellowCards,
      redCards: r.redCards,
      games: r.games,
      id: r.id,
      country: { alpha2: r.country.alpha2, name: r.country.name },
    };
  }
  if (started && script.attendance) event.attendance = script.attendance;
  if (sport.clockMinutes === 45 && started) event.defaultPeriodCount = 2;
  return event;
}
