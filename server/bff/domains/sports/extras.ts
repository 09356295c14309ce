import { streakNamePt } from '../../../i18n/streaks.ts';
import { BEST_PLAYER_MEASURES } from '../../../i18n/best-players.ts';
import { lookupLabel } from '../../../i18n/labels.ts';
import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type {
  BestPlayer,
  BestPlayers,
  Heatmap,
  Managers,
  PregameForm,
  PressureGraph,
  Shot,
  TeamStreaks,
  WinProbabilityPoint,
} from '../../upstreams/sports/decode/extras.ts';
import { EventRef, sportSlugOf } from './event.ts';
import { PlayerSummaryRef } from './incidents.ts';
import { ManagerRef } from './manager.ts';
import { loadSection, shapedOnce } from './section.ts';
import { shotLabelPt } from './statistics-labels.ts';
import {
  BodyPart,
  GoalMouthLocation,
  MatchResult,
  ShotSituation,
  ShotType,
  StreakTeam,
} from './feed-enums.ts';

type PregameSide = NonNullable<PregameForm['homeTeam']>;
type Streak = TeamStreaks['general'][number];
type Coordinates = Heatmap['playerPoints'][number];

const PregameSideRef = builder.objectRef<PregameSide>('PregameFormTeam').implement({
  extensions: INHERIT,
  description: "One team's form coming into the event.",
  fields: (t) => ({
    avgRating: t.exposeFloat('avgRating', {
      nullable: true,
      description: "Average of the team's ratings in its last matches (the feed's 0–10 scale, e.g. 6.85).",
    }),
    position: t.exposeInt('position', {
      nullable: true,
      description: "Place in the competition's table, from 1; null when the feed gives none.",
    }),
    value: t.exposeString('value', { nullable: true, description: 'Value of the label (points, usually).' }),
    form: t.field({
      type: [MatchResult.ref],
      description: 'Last results, oldest first.',
      resolve: (f) => f.form.flatMap((code) => MatchResult.read(code) ?? []),
    }),
  }),
});

const PregameFormRef = builder.objectRef<PregameForm>('PregameForm').implement({
  extensions: INHERIT,
  description: "Both teams' form before the event: recent results, table place, average rating.",
  fields: (t) => ({
    label: t.exposeString('label', {
      nullable: true,
      description: 'What each side\'s `value` counts, as the feed abbreviates it ("Pts" for points).',
    }),
    home: t.field({
      type: PregameSideRef,
      nullable: true,
      description: "The home team's form; null when the feed has only the away team's.",
      resolve: (f) => f.homeTeam,
    }),
    away: t.field({
      type: PregameSideRef,
      nullable: true,
      description: "The away team's form; null when the feed has only the home team's.",
      resolve: (f) => f.awayTeam,
    }),
  }),
});

const ManagersRef = builder.objectRef<Managers>('Managers').implement({
  extensions: INHERIT,
  description: 'The managers of both teams for an event.',
  fields: (t) => ({
    home: t.field({
      type: ManagerRef,
      nullable: true,
      description: "The home team's manager; null when the feed names none.",
      resolve: (m) => m.homeManager,
    }),
    away: t.field({
      type: ManagerRef,
      nullable: true,
      description: "The away team's manager; null when the feed names none.",
      resolve: (m) => m.awayManager,
    }),
  }),
});

const GraphPointRef = builder.objectRef<PressureGraph['graphPoints'][number]>('PressurePoint').implement({
  extensions: INHERIT,
  description: 'The momentum at one minute of play.',
  fields: (t) => ({
    minute: t.exposeFloat('minute', {
      description: 'Minute of play counted across periods (46 is the first minute of a second half), 0–300.',
    }),
    value: t.exposeFloat('value', {
      description: 'Momentum from -100 (all away) to 100 (all home); 0 is balanced.',
    }),
  }),
});

const PressureGraphRef = builder.objectRef<PressureGraph>('PressureGraph').implement({
  extensions: INHERIT,
  description: 'Momentum of the match minute by minute; positive values favour the home team.',
  fields: (t) => ({
    points: t.field({
      extensions: cost({ cost: 0, typicalSize: 90 }),
      type: [GraphPointRef],
      description: 'The curve, by minute, earliest first.',
      resolve: (g) => g.graphPoints,
    }),
    periodTime: t.exposeInt('periodTime', {
      nullable: true,
      description: 'Minutes in a regular period (45 in football), to mark the breaks; null when not sent.',
    }),
    periodCount: t.exposeInt('periodCount', {
      nullable: true,
      description: 'Regular periods in the match (2 in football); null when not sent.',
    }),
  }),
});

const WinProbabilityPointRef = builder.objectRef<WinProbabilityPoint>('WinProbabilityPoint').implement({
  extensions: INHERIT,
  description: 'The chances of each result at one minute of play, in percent (0–100).',
  fields: (t) => ({
    minute: t.exposeFloat('minute', {
      nullable: true,
      description: 'Minute of play, counted across periods; null for the current chances without a minute.',
    }),
    homeWin: t.exposeFloat('homeWin', { description: 'Chance the home side wins, percent (0–100).' }),
    draw: t.exposeFloat('draw', {
      nullable: true,
      description: 'Chance of a draw, percent; null in sports without draws or when the feed has none.',
    }),
    awayWin: t.exposeFloat('awayWin', { description: 'Chance the away side wins, percent (0–100).' }),
  }),
});

const StreakRef = builder.objectRef<Streak>('TeamStreak').implement({
  extensions: INHERIT,
  description: 'A run of results a team (or both) is on, e.g. "Wins" 5 or "No losses" 4/5.',
  fields: (t) => ({
    name: t.exposeString('name', {
      description:
        'What the run counts, as the feed names it (English: "Wins", "No losses", "More than 2.5 goals"); ' +
        'see `namePt`.',
    }),
    namePt: t.string({
      nullable: true,
      description:
        'What the run counts in pt-BR ("Vitórias", "Sem perder", "Mais de 2,5 gols"); null for a run this ' +
        'version does not name yet.',
      resolve: (s) => streakNamePt(s.name),
    }),
    value: t.exposeString('value', { description: 'As the feed writes it: "5" or "4/5".' }),
    team: t.field({
      type: StreakTeam.ref,
      nullable: true,
      description: 'Whose streak it is; null when the feed does not say.',
      resolve: (s) => StreakTeam.read(s.team),
    }),
    continued: t.boolean({
      description: 'Whether the run is still going into this event; false when the feed does not say.',
      resolve: (s) => s.continued ?? false,
    }),
  }),
});

const TeamStreaksRef = builder.objectRef<TeamStreaks>('TeamStreaks').implement({
  extensions: INHERIT,
  description: 'Runs of results of the two teams before an event.',
  fields: (t) => ({
    general: t.field({
      extensions: cost({ cost: 0, typicalSize: 8 }),
      type: [StreakRef],
      description: "Each team's runs in all its matches; empty when none.",
      resolve: (s) => s.general,
    }),
    head2head: t.field({
      type: [StreakRef],
      description: 'Runs in the matches between these two teams; empty when none.',
      resolve: (s) => s.head2head,
    }),
  }),
});

const CoordinatesRef = builder.objectRef<Coordinates>('PitchPoint').implement({
  extensions: INHERIT,
  description: 'A position on the pitch in percent of its length (x) and width (y).',
  fields: (t) => ({
    x: t.exposeFloat('x', {
      description:
        'Along the length, 0–100, from the goal line of the side concerned (its own goal in a heatmap, the goal aimed at in a shot).',
    }),
    y: t.exposeFloat('y', { description: 'Across the width, 0–100.' }),
    z: t.exposeFloat('z', {
      nullable: true,
      description:
        'Height above the ground in the same scale (0 on the ground); null when the feed gives none.',
    }),
  }),
});

/** A shot with every answer worked out once per shot map (shapedOnce). */
interface ShapedShot {
  shotId: number | null;
  player: Shot['player'] | null;
  isHome: boolean | null;
  shotType: NonNullable<ReturnType<typeof ShotType.read>>;
  shotTypeLabel: string;
  situation: ReturnType<typeof ShotSituation.read>;
  situationLabel: string | null;
  bodyPart: ReturnType<typeof BodyPart.read>;
  bodyPartLabel: string | null;
  goalMouthLocation: string | null;
  goalMouth: ReturnType<typeof GoalMouthLocation.read>;
  xg: number | null;
  xgot: number | null;
  time: number | null;
  addedTime: number | null;
  playerCoordinates: Shot['playerCoordinates'] | null;
}

const shapeShots = shapedOnce((s: Shot): ShapedShot => ({
  shotId: s.id ?? null,
  player: s.player ?? null,
  isHome: s.isHome ?? null,
  shotType: ShotType.read(s.shotType) ?? 'OTHER',
  shotTypeLabel: shotLabelPt('shotTypes', s.shotType),
  situation: ShotSituation.read(s.situation),
  situationLabel: s.situation ? shotLabelPt('situations', s.situation) : null,
  bodyPart: BodyPart.read(s.bodyPart),
  bodyPartLabel: s.bodyPart ? shotLabelPt('bodyParts', s.bodyPart) : null,
  goalMouthLocation: s.goalMouthLocation ?? null,
  goalMouth: GoalMouthLocation.read(s.goalMouthLocation),
  xg: s.xg ?? null,
  xgot: s.xgot ?? null,
  time: s.time ?? null,
  addedTime: s.addedTime ?? null,
  playerCoordinates: s.playerCoordinates ?? null,
}));

const ShotRef = builder.objectRef<ShapedShot>('Shot').implement({
  extensions: INHERIT,
  description: 'One shot of a match, as the shot map draws it.',
  fields: (t) => ({
    shotId: t.exposeInt('shotId', {
      nullable: true,
      description: "The shot's id in the sports feed; null when it sends none.",
    }),
    player: t.expose('player', {
      type: PlayerSummaryRef,
      nullable: true,
      description: 'Who took the shot; null when the feed names no one.',
    }),
    isHome: t.exposeBoolean('isHome', {
      nullable: true,
      description:
        'True for a shot of the home side, false for the away side; null when the feed does not say.',
    }),
    shotType: t.expose('shotType', {
      type: ShotType.ref,
      description: 'The outcome: scored, saved, off target, blocked or on the woodwork.',
    }),
    shotTypeLabel: t.exposeString('shotTypeLabel', {
      description: 'The outcome in pt-BR ("Gol", "Defendida", "Para fora").',
    }),
    situation: t.expose('situation', {
      type: ShotSituation.ref,
      nullable: true,
      description: 'The play the shot came from; null when the feed does not say.',
    }),
    situationLabel: t.exposeString('situationLabel', {
      nullable: true,
      description: 'The situation in pt-BR ("Escanteio", "Pênalti", "Contra-ataque").',
    }),
    bodyPart: t.expose('bodyPart', {
      type: BodyPart.ref,
      nullable: true,
      description: 'What the shot was struck with; null when the feed does not say.',
    }),
    bodyPartLabel: t.exposeString('bodyPartLabel', {
      nullable: true,
      description: 'The body part in pt-BR ("Pé direito", "Cabeça").',
    }),
    goalMouthLocation: t.exposeString('goalMouthLocation', {
      nullable: true,
      description:
        'Where the shot crossed the goal line, as the feed names it from the shooter\'s view ("low-centre", ' +
        '"high-left", "close-right"…); null when the feed does not say.',
      deprecationReason: 'Use goalMouth: the same locations as an enum.',
    }),
    goalMouth: t.expose('goalMouth', {
      type: GoalMouthLocation.ref,
      nullable: true,
      description:
        'Where the shot crossed the goal line, seen from the shooter; null when the feed does not say.',
    }),
    xg: t.exposeFloat('xg', {
      nullable: true,
      description:
        'Expected goals: the chance, 0 to 1, that a shot from there scores; null when not computed.',
    }),
    xgot: t.exposeFloat('xgot', {
      nullable: true,
      description:
        'Expected goals on target: that chance given where the shot went, 0 to 1 (0 off target); null when ' +
        'not computed.',
    }),
    time: t.exposeInt('time', {
      nullable: true,
      description: 'Match minute; null when the feed gives none.',
    }),
    addedTime: t.exposeInt('addedTime', {
      nullable: true,
      description: 'Minutes into added time past `time` (90 + 7), 0 to 30; null outside added time.',
    }),
    playerCoordinates: t.expose('playerCoordinates', {
      type: CoordinatesRef,
      nullable: true,
      description: 'Where the shot was taken from, x measured from the goal aimed at; null when unknown.',
    }),
  }),
});

const BestPlayerRef = builder.objectRef<BestPlayer>('BestPlayer').implement({
  extensions: INHERIT,
  description: 'A player singled out in an event, with the figure they stood out by.',
  fields: (t) => ({
    player: t.field({ type: PlayerSummaryRef, description: 'The player.', resolve: (b) => b.player }),
    value: t.exposeString('value', {
      nullable: true,
      description: 'E.g. "8.4" for a rating, "31" for points.',
    }),
    label: t.exposeString('label', {
      nullable: true,
      description: 'What the value measures, as the feed names it: rating, points, rebounds, assists…',
    }),
    labelPt: t.string({
      nullable: true,
      description: 'pt-BR name of what the value measures (Nota, Pontos, Rebotes, Assistências…).',
      resolve: (b) => (b.label ? lookupLabel('bestPlayerMeasure', BEST_PLAYER_MEASURES, b.label) : null),
    }),
  }),
});

const BestPlayersRef = builder.objectRef<BestPlayers>('BestPlayers').implement({
  extensions: INHERIT,
  description: 'The best players of an event, per side and overall.',
  fields: (t) => ({
    home: t.field({
      type: [BestPlayerRef],
      description: "The home side's best players, best first; empty when the feed lists none.",
      resolve: (b) => b.bestHomeTeamPlayers,
    }),
    away: t.field({
      type: [BestPlayerRef],
      description: "The away side's best players, best first; empty when the feed lists none.",
      resolve: (b) => b.bestAwayTeamPlayers,
    }),
    playerOfTheMatch: t.field({
      type: BestPlayerRef,
      nullable: true,
      description: 'The best player of the match; null until the feed names one (usually after the end).',
      resolve: (b) => b.playerOfTheMatch,
    }),
  }),
});

const HeatmapRef = builder.objectRef<Heatmap>('Heatmap').implement({
  extensions: INHERIT,
  description: "Where one team's players touched the ball in an event, x measured from the team's own goal.",
  fields: (t) => ({
    playerPoints: t.field({
      extensions: cost({ cost: 0, typicalSize: 50 }),
      type: [CoordinatesRef],
      description: 'Touches of the outfield players, one point each; empty when none.',
      resolve: (h) => h.playerPoints,
    }),
    goalkeeperPoints: t.field({
      extensions: cost({ cost: 0, typicalSize: 20 }),
      type: [CoordinatesRef],
      description: 'Touches of the goalkeeper, one point each; empty when none.',
      resolve: (h) => h.goalkeeperPoints,
    }),
  }),
});

/** Sports the feed does not rate players in: their best players come by points, rebounds and assists. */
const BEST_PLAYERS_BY_STATISTIC: ReadonlySet<string> = new Set(['basketball']);

const TeamSideEnum = builder.enumType('TeamSide', {
  description: 'One of the two sides of an event.',
  values: {
    HOME: { description: 'The home side (`homeTeam`).' },
    AWAY: { description: 'The away side (`awayTeam`).' },
  } as const,
});

builder.objectFields(EventRef, (t) => ({
  pregameForm: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('pregameForm')) },
    type: PregameFormRef,
    nullable: true,
    description:
      "Both teams' form before the event (recent results, table place); null when the feed has none (friendlies, " +
      'one-off events) or, with an UPSTREAM_UNAVAILABLE, failed to load it.',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.pregameForm(e.id)),
  }),
  managers: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('managers')) },
    type: ManagersRef,
    nullable: true,
    description: "The teams' managers; null when the feed names none (individual sports) or failed.",
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.managers(e.id)),
  }),
  pressureGraph: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('graph')) },
    type: PressureGraphRef,
    nullable: true,
    description: 'The momentum curve so far; null before the start, without coverage, or on a failure.',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.graph(e.id)),
  }),
  winProbability: t.field({
    extensions: {
      ...cost({ cost: UPSTREAM_CALL, typicalSize: 90 }),
      ...publicFor(sportsMaxAge('winProbability')),
    },
    type: [WinProbabilityPointRef],
    nullable: true,
    description: 'Win probabilities over the match, percent.',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.winProbability(e.id)),
  }),
  teamStreaks: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('teamStreaks')) },
    type: TeamStreaksRef,
    nullable: true,
    description: "The teams' runs of results before the event; null when the feed has none or failed.",
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.teamStreaks(e.id)),
  }),
  bettingOddsStreaks: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('bettingOddsStreaks')) },
    type: TeamStreaksRef,
    nullable: true,
    description: 'Streaks against the betting odds (e.g. matches over 2.5 goals).',
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.bettingOddsStreaks(e.id)),
  }),
  shotmap: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL, typicalSize: 25 }), ...publicFor(sportsMaxAge('shotmap')) },
    type: [ShotRef],
    nullable: true,
    description:
      'Every shot of the match, as the feed orders them (newest first); null when the feed does not map the ' +
      "match's shots or failed.",
    resolve: async (e, _args, ctx) => {
      const shots = await loadSection(() => ctx.sports.shotmap(e.id));
      return shots && shapeShots(shots, undefined);
    },
  }),
  bestPlayers: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('bestPlayers')) },
    type: BestPlayersRef,
    nullable: true,
    description:
      'Best players of each side: by rating where the feed rates players (/best-players/summary); in ' +
      'basketball by points, rebounds and assists (/best-players, the path the real feed answers there).',
    resolve: (e, _args, ctx) =>
      loadSection(() =>
        BEST_PLAYERS_BY_STATISTIC.has(sportSlugOf(e) ?? '')
          ? ctx.sports.bestPlayersByStat(e.id)
          : ctx.sports.bestPlayers(e.id),
      ),
  }),
  heatmap: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('heatmap')) },
    type: HeatmapRef,
    nullable: true,
    description: "Where one side's players touched the ball; null when the feed has no heatmap or failed.",
    args: {
      side: t.arg({ type: TeamSideEnum, required: true, description: "Which side's players: HOME or AWAY." }),
    },
    resolve: (e, args, ctx) =>
      loadSection(() => ctx.sports.heatmap(e.id, args.side === 'HOME' ? e.homeTeam.id : e.awayTeam.id)),
  }),
}));
