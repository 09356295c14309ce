import { builder } from '../../builder.ts';
import { INHERIT } from '../../plugins/cache-control.ts';
import { cost } from '../../plugins/cost-model.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import type { InningScore } from '../../upstreams/sports/decode/scoreboard.ts';
import { EventRef } from './event.ts';
import { matchClockOf, type GameClock, type MatchClock } from './match-clock.ts';
import { Winner } from './feed-enums.ts';
import {
  intOrNull,
  overtimeOf,
  periodsOf,
  scoreOfPlay,
  type Numbers,
  type PeriodOfScore,
} from './score-reading.ts';

/**
 * The scoreboard of an event as fans read it: the score without the shoot-out folded in, the shoot-out and
 * the aggregate apart, sets with their tie-breaks, the tennis game point, cricket innings, red cards, and the
 * match clock the client ticks between updates. Everything is derived from the event's own load: no call.
 */

interface SideSource {
  score: Numbers;
  point: string | undefined;
  innings: InningScore[];
  redCards: number | undefined;
}

function sideOf(event: SportEvent, side: 'home' | 'away'): SideSource {
  const details = side === 'home' ? event.homeScoreDetails : event.awayScoreDetails;
  return {
    score: (side === 'home' ? event.homeScore : event.awayScore) ?? {},
    point: details?.point,
    innings: details?.innings ?? [],
    redCards: side === 'home' ? event.homeRedCards : event.awayRedCards,
  };
}

const ScoreboardPeriodRef = builder.objectRef<PeriodOfScore>('ScoreboardPeriod').implement({
  extensions: INHERIT,
  description: 'One period of a side: a half, quarter, set, inning or map, with its tie-break in sets.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'Period number, from 1.' }),
    score: t.exposeInt('score', { description: 'Goals, points or games of the side in this period.' }),
    tieBreak: t.exposeInt('tieBreak', {
      nullable: true,
      description: 'Points of the side in this set’s tie-break (tennis: 7–6 with 7–5 in the tie-break).',
    }),
  }),
});

const CricketInningsRef = builder.objectRef<InningScore>('CricketInnings').implement({
  extensions: INHERIT,
  description: 'One innings of a side in cricket: runs for wickets in overs (e.g. 245/6 in 50 overs).',
  fields: (t) => ({
    runs: t.int({ description: 'Runs scored.', resolve: (i) => i.runs ?? 0 }),
    wickets: t.exposeInt('wickets', { nullable: true, description: 'Wickets fallen, 0–10.' }),
    overs: t.exposeFloat('overs', {
      nullable: true,
      description: 'Overs bowled as cricket writes them: 19.4 is 19 overs and 4 balls.',
    }),
  }),
});

const ScoreboardSideRef = builder.objectRef<SideSource>('ScoreboardSide').implement({
  extensions: INHERIT,
  description: 'What the scoreboard shows for one side.',
  fields: (t) => ({
    score: t.int({
      nullable: true,
      description:
        'The score of play (regular and extra time), without a penalty shoot-out; null before the start.',
      resolve: (s) => scoreOfPlay(s.score),
    }),
    penalties: t.int({
      nullable: true,
      description: 'Goals of the penalty shoot-out; null when there was none.',
      resolve: (s) => intOrNull(s.score.penalties),
    }),
    aggregated: t.int({
      nullable: true,
      description: 'Aggregate of a two-legged tie including this match; null for a single match.',
      resolve: (s) => intOrNull(s.score.aggregated),
    }),
    periods: t.field({
      extensions: cost({ cost: 0, typicalSize: 4 }),
      type: [ScoreboardPeriodRef],
      description: 'Score per period in order (tennis and volleyball sets, basketball quarters…).',
      resolve: (s) => periodsOf(s.score),
    }),
    overtime: t.int({
      nullable: true,
      description:
        'Goals or points of the side after a drawn regular time: overtime (basketball, ice hockey…), or football’s extra time, both halves together; not in `periods`; null when none was played.',
      resolve: (s) => overtimeOf(s.score),
    }),
    gamePoint: t.string({
      nullable: true,
      description: 'Tennis: points in the current game, one of 0, 15, 30, 40, A (advantage).',
      resolve: (s) => s.point ?? null,
    }),
    innings: t.field({
      extensions: cost({ cost: 0, typicalSize: 2 }),
      type: [CricketInningsRef],
      description: 'Cricket: the side’s innings in order; empty in other sports.',
      resolve: (s) => s.innings,
    }),
    lastInnings: t.field({
      // The innings already loaded with the event, one object: free, so a list of 100 rows can show it.
      extensions: cost({ cost: 0 }),
      type: CricketInningsRef,
      nullable: true,
      description: 'Cricket: the side’s latest innings (what a list row shows); null in other sports.',
      resolve: (s) => s.innings.at(-1) ?? null,
    }),
    redCards: t.int({
      description: 'Red cards shown to the side (0 when the feed says none).',
      resolve: (s) => s.redCards ?? 0,
    }),
  }),
});

interface ScoreboardSource {
  event: SportEvent;
}

const ScoreboardRef = builder.objectRef<ScoreboardSource>('Scoreboard').implement({
  extensions: INHERIT,
  description: 'The score of an event as fans read it, per side, with the shoot-out and aggregate apart.',
  fields: (t) => ({
    // Views of the event already loaded: no work to charge for (a list of 100 rows selects them per row).
    home: t.field({
      extensions: cost({ cost: 0 }),
      type: ScoreboardSideRef,
      description: "The home side's line of the scoreboard.",
      resolve: ({ event }) => sideOf(event, 'home'),
    }),
    away: t.field({
      extensions: cost({ cost: 0 }),
      type: ScoreboardSideRef,
      description: "The away side's line of the scoreboard.",
      resolve: ({ event }) => sideOf(event, 'away'),
    }),
    previousLegEventId: t.int({
      nullable: true,
      description: 'Feed id of the first leg when this match is the second leg of a two-legged tie.',
      resolve: ({ event }) => event.previousLegEventId ?? null,
    }),
    aggregatedWinner: t.field({
      type: Winner.ref,
      nullable: true,
      description: 'Winner of the two-legged tie (HOME or AWAY); null while undecided or for a single match.',
      resolve: ({ event }) =>
        event.aggregatedWinnerCode === 1 || event.aggregatedWinnerCode === 2
          ? Winner.read(event.aggregatedWinnerCode)
          : null,
    }),
  }),
});

builder.objectField(EventRef, 'scoreboard', (t) =>
  t.field({
    // A view of the event already loaded, as its header fields are: no work to charge for.
    extensions: { ...cost({ cost: 0 }), ...INHERIT },
    type: ScoreboardRef,
    description:
      'The score as fans read it: shoot-out and aggregate apart, sets, game point, innings, red cards.',
    resolve: (event) => ({ event }),
  }),
);

/**
 * The first reading of an event's score (Event.homeScore/awayScore), kept for integrators until it is
 * removed (docs/GRAPHQL.md): every field is derived from the scoreboard's reading of the same side, so a
 * list, a page or a client reading either can never show two scores for one match.
 */
const PeriodScoreRef = builder.objectRef<{ period: string; score: number }>('PeriodScore').implement({
  extensions: INHERIT,
  description: 'One period of a side in the deprecated Score: as ScoreboardPeriod, its number as period1…',
  fields: (t) => ({
    period: t.exposeString('period', { description: 'period1, period2… as the feed numbers them.' }),
    score: t.exposeInt('score', { description: 'Goals, points or games of the side in this period.' }),
  }),
});

const ScoreRef = builder.objectRef<Numbers>('Score').implement({
  extensions: INHERIT,
  description: 'A side’s score, as scoreboard.home/away reads it (deprecated: use the scoreboard).',
  fields: (t) => ({
    current: t.int({
      nullable: true,
      description: 'The score of play without a penalty shoot-out: ScoreboardSide.score.',
      resolve: (s) => scoreOfPlay(s),
    }),
    display: t.int({
      nullable: true,
      description: 'The same as current (the feed’s display folds the shoot-out in; this does not).',
      resolve: (s) => scoreOfPlay(s),
    }),
    overtime: t.int({
      nullable: true,
      description: 'Points or goals of the side in overtime or extra time: ScoreboardSide.overtime.',
      resolve: (s) => overtimeOf(s),
    }),
    penalties: t.int({
      nullable: true,
      description: 'Goals of the penalty shoot-out: ScoreboardSide.penalties.',
      resolve: (s) => intOrNull(s.penalties),
    }),
    periods: t.field({
      extensions: cost({ cost: 0, typicalSize: 4 }),
      type: [PeriodScoreRef],
      description: 'Score per period in order: ScoreboardSide.periods.',
      resolve: (s) => periodsOf(s).map((p) => ({ period: `period${p.number}`, score: p.score })),
    }),
  }),
});

builder.objectFields(EventRef, (t) => ({
  homeScore: t.field({
    type: ScoreRef,
    nullable: true,
    deprecationReason: 'Use scoreboard { home { … } }: the one reading of the score this is derived from.',
    description: 'The home side’s score, as scoreboard.home reads it.',
    resolve: (e) => e.homeScore,
  }),
  awayScore: t.field({
    type: ScoreRef,
    nullable: true,
    deprecationReason: 'Use scoreboard { away { … } }: the one reading of the score this is derived from.',
    description: 'The away side’s score, as scoreboard.away reads it.',
    resolve: (e) => e.awayScore,
  }),
}));

const GameClockRef = builder.objectRef<GameClock>('GameClock').implement({
  extensions: INHERIT,
  description:
    'The game clock of a sport whose clock stops with play (basketball, hockey, handball…), as of the ' +
    'feed’s last answer: it does not tick between updates, and moves with each live update.',
  fields: (t) => ({
    elapsedSeconds: t.exposeInt('elapsedSeconds', {
      description: 'Game seconds played in the current period.',
    }),
    periodSeconds: t.exposeInt('periodSeconds', {
      description: 'Length of the current period (regular or overtime), game seconds.',
    }),
    countsDown: t.exposeBoolean('countsDown', {
      description:
        'Whether the sport’s scoreboards show the time left in the period (basketball, hockey, water polo) ' +
        'rather than the time played.',
    }),
  }),
});

const MatchClockRef = builder.objectRef<MatchClock>('MatchClock').implement({
  extensions: INHERIT,
  description:
    'The match clock, for a minute that ticks between updates: minute = (initialSeconds + seconds since ' +
    'periodStart) / 60, shown as regular time plus added time past maxSeconds (45+2).',
  fields: (t) => ({
    periodStart: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When the current period started, in real time (a simulation run faster has its instants converted).',
      resolve: (c) => (c.periodStartMs === null ? null : new Date(c.periodStartMs).toISOString()),
    }),
    speed: t.exposeFloat('speed', {
      description:
        'Seconds of match clock per real second: 1 for a real feed; a simulation may run faster (60: a match ' +
        'minute per second). Minute = (initialSeconds + (now − periodStart) × speed) / 60.',
    }),
    initialSeconds: t.exposeInt('initialSeconds', {
      nullable: true,
      description: 'Game clock at the start of the current period, seconds (2700 in a second half).',
    }),
    maxSeconds: t.exposeInt('maxSeconds', {
      nullable: true,
      description: 'Game clock where the period’s regular time ends, seconds (5400 in a second half).',
    }),
    running: t.exposeBoolean('running', {
      description: 'Whether the clock runs now: a period in play, not a break nor before or after the match.',
    }),
    gameClock: t.field({
      type: GameClockRef,
      nullable: true,
      description:
        'Where a clock that stops stands in the period, as of the feed’s last answer; null where the minute ' +
        'ticks from periodStart (football-like sports), outside play, and where the feed gives no clock.',
      resolve: (c) => c.gameClock,
    }),
    addedTime: t.field({
      extensions: cost({ cost: 0, typicalSize: 2 }),
      type: ['Int'],
      nullable: { list: false, items: true },
      description: 'Added minutes announced per period, in order; null where none was announced.',
      resolve: (c) => c.addedTime,
    }),
  }),
});

builder.objectField(EventRef, 'time', (t) =>
  t.field({
    // The feed's timeline is read once an hour at most (its cache), so this is cheap after the first page.
    extensions: { ...cost({ cost: 1 }), ...INHERIT },
    type: MatchClockRef,
    description: 'The match clock; running is false outside play and in sports the feed gives no clock for.',
    resolve: async (event, _args, ctx) => {
      // Without it (the real feed, or the simulation unreachable for a moment) the feed's clock is real time.
      const timeline = await ctx.sports.feedTimeline().catch(() => null);
      return matchClockOf(event, timeline);
    },
  }),
);
