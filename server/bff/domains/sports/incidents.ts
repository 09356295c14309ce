import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type {
  Incident,
  Manager,
  PlayerRef as PlayerRefShape,
} from '../../upstreams/sports/decode/incidents.ts';
import { EventRef, sportSlugOf, statusTypeOf } from './event.ts';
import { loadSection, shapedOnce } from './section.ts';
import { cardReasonPt, incidentLabel, periodText } from './incident-labels.ts';
import { ManagerRef } from './manager.ts';
import { IncidentClass, IncidentType } from './feed-enums.ts';

export const PlayerSummaryRef = builder.objectRef<PlayerRefShape>('PlayerSummary').implement({
  extensions: INHERIT,
  description: 'A player as incidents, shots and best-player lists name one.',
  fields: (t) => ({
    playerId: t.exposeInt('id', {
      nullable: true,
      description: "The player's id in the sports feed; null when the feed names the player only.",
    }),
    name: t.exposeString('name', { description: 'Full name as the feed writes it.' }),
    shortName: t.string({
      description: 'Shorter name ("G. Arana"); the full name when the feed has no short one.',
      resolve: (p) => p.shortName ?? p.name,
    }),
    position: t.exposeString('position', {
      nullable: true,
      description: "The feed's position code (G, D, M, F in football); null when it gives none.",
    }),
    jerseyNumber: t.exposeString('jerseyNumber', {
      nullable: true,
      description: 'Shirt number, as text; null when the feed gives none.',
    }),
  }),
});

/** An incident with every answer worked out once per decoded list (shapedOnce, section.ts). */
interface ShapedIncident {
  incidentId: number | null;
  type: NonNullable<ReturnType<typeof IncidentType.read>>;
  incidentClass: ReturnType<typeof IncidentClass.read>;
  time: number | null;
  addedTime: number | null;
  isHome: boolean | null;
  text: string | null;
  homeScore: number | null;
  awayScore: number | null;
  player: PlayerRefShape | null;
  playerIn: PlayerRefShape | null;
  playerOut: PlayerRefShape | null;
  injury: boolean;
  assist: PlayerRefShape | null;
  manager: Manager | null;
  reason: string | null;
  length: number | null;
  description: string | null;
  label: string;
  textPt: string | null;
  reasonPt: string | null;
}

/**
 * An event's incidents as answered, the words of its periods (quarters, sets, innings) read in its
 * sport: the event page's and the live subscription's.
 */
export const shapeIncidents = shapedOnce((i: Incident, sport: string | undefined): ShapedIncident => ({
  incidentId: i.id ?? null,
  type: IncidentType.read(i.incidentType) ?? 'OTHER',
  incidentClass: IncidentClass.read(i.incidentClass),
  time: i.time ?? null,
  addedTime: i.addedTime ?? null,
  isHome: i.isHome ?? null,
  text: i.text ?? null,
  homeScore: i.homeScore ?? null,
  awayScore: i.awayScore ?? null,
  player: i.player ?? (i.playerName ? { name: i.playerName } : null),
  playerIn: i.playerIn ?? null,
  playerOut: i.playerOut ?? null,
  injury: i.incidentType === 'substitution' && i.injury === true,
  assist: i.assist1 ?? null,
  manager: i.manager ?? null,
  reason: i.reason ?? null,
  length: i.length ?? null,
  description: i.description ?? null,
  label: incidentLabel(i.incidentType, i.incidentClass, sport),
  textPt: i.incidentType === 'period' && i.text ? periodText(i.text, sport) : null,
  reasonPt: cardReasonPt(i.reason),
}));

export const IncidentRef = builder.objectRef<ShapedIncident>('Incident').implement({
  extensions: INHERIT,
  description:
    'Something that happened in an event: a goal, a card, a substitution, added time announced, the end of ' +
    'a period, a shoot-out kick.',
  fields: (t) => ({
    incidentId: t.exposeInt('incidentId', {
      nullable: true,
      description: "The incident's id in the sports feed, unique within the event; null when it sends none.",
    }),
    type: t.expose('type', {
      type: IncidentType.ref,
      description: 'What happened: a goal, a card, a substitution, a period mark…',
    }),
    incidentClass: t.expose('incidentClass', {
      type: IncidentClass.ref,
      nullable: true,
      description: 'The detail of the type (which card, which goal); null when the feed gives none.',
    }),
    time: t.exposeInt('time', {
      nullable: true,
      description:
        'Minute of play when it happened (a goal at 90 + 3 is time 90, addedTime 3); in a sport without a ' +
        "match clock (baseball), the period's number (the inning). Null when not sent.",
    }),
    addedTime: t.exposeInt('addedTime', {
      nullable: true,
      description:
        'Minutes into added time past `time` (90 + 3 is time 90, addedTime 3), 0 to 30; null outside ' +
        'added time and where the feed marks none.',
    }),
    isHome: t.exposeBoolean('isHome', {
      nullable: true,
      description:
        'True for the home side, false for the away side; null for both (period marks, added time).',
    }),
    text: t.exposeString('text', {
      nullable: true,
      description: 'Short text of a period mark as the feed writes it ("HT", "FT", "1"); see `textPt`.',
    }),
    homeScore: t.exposeInt('homeScore', {
      nullable: true,
      description: "The home side's score after a goal or at a period mark (shoot-out goals in a kick's).",
    }),
    awayScore: t.exposeInt('awayScore', {
      nullable: true,
      description: "The away side's score after a goal or at a period mark (shoot-out goals in a kick's).",
    }),
    player: t.expose('player', {
      type: PlayerSummaryRef,
      nullable: true,
      description: 'Who scored, was booked or took the kick; null when the feed names no one.',
    }),
    playerIn: t.expose('playerIn', {
      type: PlayerSummaryRef,
      nullable: true,
      description: 'The player coming on, in a substitution; null otherwise.',
    }),
    playerOut: t.expose('playerOut', {
      type: PlayerSummaryRef,
      nullable: true,
      description: 'The player going off, in a substitution; null otherwise.',
    }),
    injury: t.exposeBoolean('injury', {
      description: 'Whether a substitution was forced by an injury of the player going off; false otherwise.',
    }),
    assist: t.expose('assist', {
      type: PlayerSummaryRef,
      nullable: true,
      description: "Who gave a goal's assist; null when none or unknown.",
    }),
    manager: t.expose('manager', {
      type: ManagerRef,
      nullable: true,
      description:
        "The coach booked, in a card shown to a team's manager (`player` is null then); null otherwise.",
    }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Reason of a card as the feed writes it (English: "Foul", "Argument"); see `reasonPt`.',
    }),
    length: t.exposeInt('length', {
      nullable: true,
      description: 'Injury time: the added minutes announced; null for other incidents.',
    }),
    description: t.exposeString('description', {
      nullable: true,
      description: 'Free text the feed adds to some incidents (English); null when it adds none.',
    }),
    label: t.exposeString('label', {
      description:
        'pt-BR name of the incident from its type and class: "Gol de pênalti", "Cartão amarelo", "Gol anulado pelo VAR".',
    }),
    textPt: t.exposeString('textPt', {
      nullable: true,
      description: 'pt-BR reading of a period incident’s text: "HT" → "Intervalo", "FT" → "Fim de jogo".',
    }),
    reasonPt: t.exposeString('reasonPt', {
      nullable: true,
      description:
        'pt-BR reason of a card ("Foul" → "Falta"); null when the feed gives none or one the BFF cannot ' +
        'read (it is left out rather than shown in English).',
    }),
  }),
});

builder.objectField(EventRef, 'incidents', (t) =>
  t.field({
    extensions: {
      ...cost({ cost: UPSTREAM_CALL, typicalSize: 20 }),
      ...publicFor(sportsMaxAge('incidents')),
    },
    type: [IncidentRef],
    nullable: true,
    description:
      'Goals, cards, substitutions and period marks, newest first. Empty before the start (nothing has ' +
      'happened yet); null when the feed does not cover the match or, with an UPSTREAM_UNAVAILABLE, failed.',
    resolve: async (e, _args, ctx) => {
      const loaded = await loadSection(() => ctx.sports.incidents(e.id));
      // The feed has no incidents before kick-off (404): that is "nothing yet", not "no coverage".
      const incidents = loaded === null && statusTypeOf(e.status.type) === 'NOTSTARTED' ? [] : loaded;
      return incidents && shapeIncidents(incidents, sportSlugOf(e));
    },
  }),
);
