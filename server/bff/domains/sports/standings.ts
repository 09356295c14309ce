import { STANDING_ZONE_KINDS } from '../../../i18n/standing-zones.ts';
import { tableNamePt } from '../../../i18n/stages.ts';
import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { Standing, StandingRow } from '../../upstreams/sports/decode/standings.ts';
import { EventRef } from './event.ts';
import { type ZoneKind, zoneKind, zoneLabel } from './zone-labels.ts';
import { loadSection, shapedOnce } from './section.ts';
import { seasonKeyOf } from './team-season.ts';
import { TeamRef } from './team.ts';
import { StandingType } from './feed-enums.ts';

/**
 * A table line as answered, every value worked out when the table is marked (once per table and pair of
 * teams, see markEventTeams): fields that read their parent's property run inline under compiled
 * execution, where a resolver of their own costs a call and a resolve-info object per field and line.
 */
interface MarkedRow {
  position: number;
  team: StandingRow['team'];
  points: number;
  matches: number;
  wins: number;
  draws: number;
  losses: number;
  scoresFor: number;
  scoresAgainst: number;
  scoreDiffFormatted: string;
  promotion: string | null;
  zone: { text: string } | null;
  isEventTeam: boolean;
}

function markRow(r: StandingRow, isEventTeam: boolean): MarkedRow {
  const scoresFor = r.scoresFor ?? 0;
  const scoresAgainst = r.scoresAgainst ?? 0;
  const diff = scoresFor - scoresAgainst;
  return {
    position: r.position,
    team: r.team,
    points: r.points ?? 0,
    matches: r.matches ?? 0,
    wins: r.wins ?? 0,
    draws: r.draws ?? 0,
    losses: r.losses ?? 0,
    scoresFor,
    scoresAgainst,
    scoreDiffFormatted: r.scoreDiffFormatted || (diff > 0 ? `+${diff}` : String(diff)),
    promotion: r.promotion?.text ?? null,
    zone: r.promotion ? { text: r.promotion.text } : null,
    isEventTeam,
  };
}

/** What each zone kind means, read from the feed's promotion text (zone-labels.ts, zoneKind). */
const ZONE_KIND_DESCRIPTIONS: Record<ZoneKind, string> = {
  libertadores: 'A place in the Copa Libertadores (group stage).',
  preLibertadores: "A place in the Copa Libertadores' qualifying rounds (Pré-Libertadores).",
  sulAmericana: 'A place in the Copa Sul-Americana.',
  relegation: 'Relegation, or a relegation play-off.',
  promotion: 'Promotion or a promotion play-off, or going on to a later stage (round of 16, next round).',
  continental: 'A place in another continental cup (Champions League, Europa League, Conference League…).',
  playoffs: 'A place in the play-offs or a play-in.',
  other: 'Any other zone the feed names; `label` has its name ("Outra zona" when nothing reads it).',
};

const ZoneKindEnum = builder.enumType('StandingZoneKind', {
  description: 'The kind of a table zone, for its colour.',
  values: Object.fromEntries(
    STANDING_ZONE_KINDS.map((kind) => [kind, { value: kind, description: ZONE_KIND_DESCRIPTIONS[kind] }]),
  ) as Record<ZoneKind, { value: ZoneKind; description: string }>,
});

const ZoneRef = builder.objectRef<{ text: string }>('StandingZone').implement({
  extensions: INHERIT,
  description: "Where a place in the table leads (the feed's promotion): Libertadores, Rebaixamento…",
  fields: (t) => ({
    kind: t.field({
      type: ZoneKindEnum,
      description: 'The kind of zone, to colour it by.',
      resolve: (z) => zoneKind(z.text),
    }),
    label: t.string({
      description:
        'pt-BR name of the zone; one the BFF cannot read is named by its kind ("Outra zona"), never in English.',
      resolve: (z) => zoneLabel(z.text),
    }),
  }),
});
type MarkedStanding = Omit<Standing, 'rows'> & { rows: MarkedRow[] };

const StandingRowRef = builder.objectRef<MarkedRow>('StandingRow').implement({
  extensions: INHERIT,
  description: "One team's line in a table. A count the feed does not send is 0.",
  fields: (t) => ({
    position: t.exposeInt('position', { description: 'Place in the table, from 1.' }),
    team: t.expose('team', { type: TeamRef, description: 'The team.' }),
    points: t.exposeInt('points', { description: 'Points in the table.' }),
    matches: t.exposeInt('matches', { description: 'Matches played.' }),
    wins: t.exposeInt('wins', { description: 'Matches won.' }),
    draws: t.exposeInt('draws', { description: 'Matches drawn (0 in sports without draws).' }),
    losses: t.exposeInt('losses', { description: 'Matches lost.' }),
    scoresFor: t.exposeInt('scoresFor', { description: 'Goals (or points, runs…) scored.' }),
    scoresAgainst: t.exposeInt('scoresAgainst', { description: 'Goals (or points, runs…) conceded.' }),
    scoreDiffFormatted: t.exposeString('scoreDiffFormatted', {
      description: 'Goal difference with its sign, e.g. "+12".',
    }),
    promotion: t.exposeString('promotion', {
      nullable: true,
      description: "The feed's promotion text, in English; zone gives it in pt-BR.",
    }),
    zone: t.expose('zone', {
      type: ZoneRef,
      nullable: true,
      description:
        'The zone this place is in (Libertadores, Sul-Americana, Rebaixamento…); null outside any.',
    }),
    isEventTeam: t.exposeBoolean('isEventTeam', { description: 'True for the two teams of the event.' }),
  }),
});

const StandingRef = builder.objectRef<MarkedStanding>('Standing').implement({
  extensions: INHERIT,
  description: 'One table of the competition (a league has one, a group stage one per group).',
  fields: (t) => ({
    name: t.exposeString('name', {
      nullable: true,
      description:
        'The table\'s name as the feed writes it ("Brasileirão Série A 2025", "Group A"); null when not sent. ' +
        'See `namePt`.',
    }),
    namePt: t.string({
      nullable: true,
      description:
        'The table\'s name with its stage in pt-BR ("Group A" → "Grupo A"); a competition\'s own name stays ' +
        'as the feed writes it. Null when not sent.',
      resolve: (s) => (s.name ? tableNamePt(s.name) : null),
    }),
    type: t.field({
      type: StandingType.ref,
      nullable: true,
      description: 'Which matches the table counts; null when the feed does not say.',
      resolve: (s) => StandingType.read(s.type),
    }),
    rows: t.field({
      extensions: cost({ cost: 0, typicalSize: 20 }),
      type: [StandingRowRef],
      description: 'Its lines, in the order the feed sends them (by position).',
      resolve: (s) => s.rows,
    }),
  }),
});

/**
 * The tables with the event's two teams marked. A decoded table is one value for every request while the
 * feed's text is unchanged (upstreams/sports/loaders.ts), so its marked copy is made once per pair of
 * teams and shared (shapedOnce), instead of copying every row for every page.
 */
const markTables = shapedOnce(
  (s: Standing, teams: { home: number; away: number }): MarkedStanding => ({
    ...s,
    rows: s.rows.map((r) => markRow(r, r.team.id === teams.home || r.team.id === teams.away)),
  }),
  (teams) => `${teams.home}:${teams.away}`,
);

export function markEventTeams(standings: readonly Standing[], homeTeamId: number, awayTeamId: number) {
  return markTables(standings, { home: homeTeamId, away: awayTeamId });
}

builder.objectField(EventRef, 'standings', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL, typicalSize: 1 }), ...publicFor(sportsMaxAge('standings')) },
    type: [StandingRef],
    nullable: true,
    description: "Tables of the event's competition season, the event's two teams marked.",
    resolve: async (e, _args, ctx) => {
      const key = seasonKeyOf(e);
      if (!key) return null;
      const standings = await loadSection(() => ctx.sports.standings(key.uniqueTournamentId, key.seasonId));
      if (!standings) return null;
      return markEventTeams(standings, key.homeTeamId, key.awayTeamId);
    },
  }),
);
