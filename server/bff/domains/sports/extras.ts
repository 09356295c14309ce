import { BEST_PLAYER_MEASURES } from '../../../i18n/best-players.ts';
import { lookupLabel } from '../../../i18n/labels.ts';
import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type {
  BestPlayer,
  BestPlayers,
  Heatmap,
  Manager,
  Managers,
  PregameForm,
  PressureGraph,
  Shot,
  TeamStreaks,
  WinProbabilityPoint,
} from '../../upstreams/sports/decode/extras.ts';
import { EventRef, sportSlugOf } from './event.ts';
import { PlayerSummaryRef } from './incidents.ts';
import { loadSection } from './section.ts';
import { shotLabelPt } from './statistics-labels.ts';
import { BodyPart, MatchResult, ShotSituation, ShotType, StreakTeam } from './feed-enums.ts';

type PregameSide = NonNullable<PregameForm['homeTeam']>;
type Streak = TeamStreaks['general'][number];
type Coordinates = Heatmap['playerPoints'][number];

const PregameSideRef = builder.objectRef<PregameSide>('PregameFormTeam').implement({
  extensions: INHERIT,
  fields: (t) => ({
    avgRating: t.exposeFloat('avgRating', { nullable: true }),
    position: t.exposeInt('position', { nullable: true, description: 'Place in the table.' }),
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
  fields: (t) => ({
    label: t.exposeString('label', { nullable: true }),
    home: t.field({ type: PregameSideRef, nullable: true, resolve: (f) => f.homeTeam }),
    away: t.field({ type: PregameSideRef, nullable: true, resolve: (f) => f.awayTeam }),
  }),
});

const ManagerRef = builder.objectRef<Manager>('Manager').implement({
  extensions: INHERIT,
  fields: (t) => ({
    managerId: t.exposeInt('id', { nullable: true }),
    name: t.exposeString('name'),
    shortName: t.string({ resolve: (m) => m.shortName ?? m.name }),
  }),
});

const ManagersRef = builder.objectRef<Managers>('Managers').implement({
  extensions: INHERIT,
  fields: (t) => ({
    home: t.field({ type: ManagerRef, nullable: true, resolve: (m) => m.homeManager }),
    away: t.field({ type: ManagerRef, nullable: true, resolve: (m) => m.awayManager }),
  }),
});

const GraphPointRef = builder.objectRef<PressureGraph['graphPoints'][number]>('PressurePoint').implement({
  extensions: INHERIT,
  fields: (t) => ({ minute: t.exposeFloat('minute'), value: t.exposeFloat('value') }),
});

const PressureGraphRef = builder.objectRef<PressureGraph>('PressureGraph').implement({
  extensions: INHERIT,
  description: 'Momentum of the match minute by minute; positive values favour the home team.',
  fields: (t) => ({
    points: t.field({
      extensions: cost({ cost: 0, typicalSize: 90 }),
      type: [GraphPointRef],
      resolve: (g) => g.graphPoints,
    }),
    periodTime: t.exposeInt('periodTime', { nullable: true }),
    periodCount: t.exposeInt('periodCount', { nullable: true }),
  }),
});

const WinProbabilityPointRef = builder.objectRef<WinProbabilityPoint>('WinProbabilityPoint').implement({
  extensions: INHERIT,
  fields: (t) => ({
    minute: t.exposeFloat('minute', { nullable: true }),
    homeWin: t.exposeFloat('homeWin'),
    draw: t.exposeFloat('draw', { nullable: true }),
    awayWin: t.exposeFloat('awayWin'),
  }),
});

const StreakRef = builder.objectRef<Streak>('TeamStreak').implement({
  extensions: INHERIT,
  fields: (t) => ({
    name: t.exposeString('name'),
    value: t.exposeString('value', { description: 'As the feed writes it: "5" or "4/5".' }),
    team: t.field({
      type: StreakTeam.ref,
      nullable: true,
      description: 'Whose streak it is; null when the feed does not say.',
      resolve: (s) => StreakTeam.read(s.team),
    }),
    continued: t.boolean({ resolve: (s) => s.continued ?? false }),
  }),
});

const TeamStreaksRef = builder.objectRef<TeamStreaks>('TeamStreaks').implement({
  extensions: INHERIT,
  fields: (t) => ({
    general: t.field({
      extensions: cost({ cost: 0, typicalSize: 8 }),
      type: [StreakRef],
      resolve: (s) => s.general,
    }),
    head2head: t.field({ type: [StreakRef], resolve: (s) => s.head2head }),
  }),
});

const CoordinatesRef = builder.objectRef<Coordinates>('PitchPoint').implement({
  extensions: INHERIT,
  description: 'A position on the pitch in percent of its length (x) and width (y).',
  fields: (t) => ({
    x: t.exposeFloat('x'),
    y: t.exposeFloat('y'),
    z: t.exposeFloat('z', { nullable: true }),
  }),
});

const ShotRef = builder.objectRef<Shot>('Shot').implement({
  extensions: INHERIT,
  fields: (t) => ({
    shotId: t.exposeInt('id', { nullable: true }),
    player: t.field({ type: PlayerSummaryRef, nullable: true, resolve: (s) => s.player }),
    isHome: t.exposeBoolean('isHome', { nullable: true }),
    shotType: t.field({
      type: ShotType.ref,
      description: 'The outcome: scored, saved, off target, blocked or on the woodwork.',
      resolve: (s) => ShotType.read(s.shotType) ?? 'OTHER',
    }),
    shotTypeLabel: t.string({
      description: 'The outcome in pt-BR ("Gol", "Defendida", "Para fora").',
      resolve: (s) => shotLabelPt('shotTypes', s.shotType),
    }),
    situation: t.field({
      type: ShotSituation.ref,
      nullable: true,
      description: 'The play the shot came from; null when the feed does not say.',
      resolve: (s) => ShotSituation.read(s.situation),
    }),
    situationLabel: t.string({
      nullable: true,
      description: 'The situation in pt-BR ("Escanteio", "Pênalti", "Contra-ataque").',
      resolve: (s) => (s.situation ? shotLabelPt('situations', s.situation) : null),
    }),
    bodyPart: t.field({
      type: BodyPart.ref,
      nullable: true,
      description: 'What the shot was struck with; null when the feed does not say.',
      resolve: (s) => BodyPart.read(s.bodyPart),
    }),
    bodyPartLabel: t.string({
      nullable: true,
      description: 'The body part in pt-BR ("Pé direito", "Cabeça").',
      resolve: (s) => (s.bodyPart ? shotLabelPt('bodyParts', s.bodyPart) : null),
    }),
    goalMouthLocation: t.exposeString('goalMouthLocation', { nullable: true }),
    xg: t.exposeFloat('xg', { nullable: true }),
    xgot: t.exposeFloat('xgot', { nullable: true }),
    time: t.exposeInt('time', { nullable: true }),
    addedTime: t.exposeInt('addedTime', { nullable: true }),
    playerCoordinates: t.field({ type: CoordinatesRef, nullable: true, resolve: (s) => s.playerCoordinates }),
  }),
});

const BestPlayerRef = builder.objectRef<BestPlayer>('BestPlayer').implement({
  extensions: INHERIT,
  fields: (t) => ({
    player: t.field({ type: PlayerSummaryRef, resolve: (b) => b.player }),
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
  fields: (t) => ({
    home: t.field({ type: [BestPlayerRef], resolve: (b) => b.bestHomeTeamPlayers }),
    away: t.field({ type: [BestPlayerRef], resolve: (b) => b.bestAwayTeamPlayers }),
    playerOfTheMatch: t.field({ type: BestPlayerRef, nullable: true, resolve: (b) => b.playerOfTheMatch }),
  }),
});

const HeatmapRef = builder.objectRef<Heatmap>('Heatmap').implement({
  extensions: INHERIT,
  fields: (t) => ({
    playerPoints: t.field({
      extensions: cost({ cost: 0, typicalSize: 50 }),
      type: [CoordinatesRef],
      resolve: (h) => h.playerPoints,
    }),
    goalkeeperPoints: t.field({
      extensions: cost({ cost: 0, typicalSize: 20 }),
      type: [CoordinatesRef],
      resolve: (h) => h.goalkeeperPoints,
    }),
  }),
});

/** Sports the feed does not rate players in: their best players come by points, rebounds and assists. */
const BEST_PLAYERS_BY_STATISTIC: ReadonlySet<string> = new Set(['basketball']);

const TeamSideEnum = builder.enumType('TeamSide', { values: ['HOME', 'AWAY'] as const });

builder.objectFields(EventRef, (t) => ({
  pregameForm: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('pregameForm')) },
    type: PregameFormRef,
    nullable: true,
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.pregameForm(e.id)),
  }),
  managers: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('managers')) },
    type: ManagersRef,
    nullable: true,
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.managers(e.id)),
  }),
  pressureGraph: t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('graph')) },
    type: PressureGraphRef,
    nullable: true,
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
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.shotmap(e.id)),
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
    args: { side: t.arg({ type: TeamSideEnum, required: true }) },
    resolve: (e, args, ctx) =>
      loadSection(() => ctx.sports.heatmap(e.id, args.side === 'HOME' ? e.homeTeam.id : e.awayTeam.id)),
  }),
}));
