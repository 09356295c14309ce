import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { Incident, PlayerRef as PlayerRefShape } from '../../upstreams/sports/decode/incidents.ts';
import { EventRef, sportSlugOf, statusTypeOf } from './event.ts';
import { loadSection } from './section.ts';
import { incidentLabel, periodText } from './incident-labels.ts';
import { lookupLabel } from '../../../i18n/labels.ts';
import { CARD_REASONS } from '../../../i18n/incidents.ts';
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

/**
 * The sport of an event's incidents, for the words of its periods (quarters, sets, innings): kept beside the
 * decoded objects, which the shared cache hands out unchanged to every request.
 */
const SPORT_OF_INCIDENT = new WeakMap<Incident, string>();

export const IncidentRef = builder.objectRef<Incident>('Incident').implement({
  extensions: INHERIT,
  description:
    'Something that happened in an event: a goal, a card, a substitution, added time announced, the end of ' +
    'a period, a shoot-out kick.',
  fields: (t) => ({
    incidentId: t.exposeInt('id', {
      nullable: true,
      description: "The incident's id in the sports feed, unique within the event; null when it sends none.",
    }),
    type: t.field({
      type: IncidentType.ref,
      description: 'What happened: a goal, a card, a substitution, a period mark…',
      resolve: (i) => IncidentType.read(i.incidentType) ?? 'OTHER',
    }),
    incidentClass: t.field({
      type: IncidentClass.ref,
      nullable: true,
      description: 'The detail of the type (which card, which goal); null when the feed gives none.',
      resolve: (i) => IncidentClass.read(i.incidentClass),
    }),
    time: t.exposeInt('time', {
      nullable: true,
      description:
        'Minute of play when it happened (a goal at 90 + 3 is time 90, addedTime 3); null when not sent.',
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
    player: t.field({
      type: PlayerSummaryRef,
      nullable: true,
      description: 'Who scored, was booked or took the kick; null when the feed names no one.',
      resolve: (i) => i.player ?? (i.playerName ? { name: i.playerName } : undefined),
    }),
    playerIn: t.field({
      type: PlayerSummaryRef,
      nullable: true,
      description: 'The player coming on, in a substitution; null otherwise.',
      resolve: (i) => i.playerIn,
    }),
    playerOut: t.field({
      type: PlayerSummaryRef,
      nullable: true,
      description: 'The player going off, in a substitution; null otherwise.',
      resolve: (i) => i.playerOut,
    }),
    assist: t.field({
      type: PlayerSummaryRef,
      nullable: true,
      description: "Who gave a goal's assist; null when none or unknown.",
      resolve: (i) => i.assist1,
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
    label: t.string({
      description:
        'pt-BR name of the incident from its type and class: "Gol de pênalti", "Cartão amarelo", "Gol anulado pelo VAR".',
      resolve: (i) => incidentLabel(i.incidentType, i.incidentClass),
    }),
    textPt: t.string({
      nullable: true,
      description: 'pt-BR reading of a period incident’s text: "HT" → "Intervalo", "FT" → "Fim de jogo".',
      resolve: (i) =>
        i.incidentType === 'period' && i.text ? periodText(i.text, SPORT_OF_INCIDENT.get(i)) : null,
    }),
    reasonPt: t.string({
      nullable: true,
      description: 'pt-BR reason of a card ("Foul" → "Falta").',
      resolve: (i) => (i.reason ? lookupLabel('cardReason', CARD_REASONS, i.reason) : null),
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
      const sport = sportSlugOf(e);
      if (incidents && sport) for (const incident of incidents) SPORT_OF_INCIDENT.set(incident, sport);
      return incidents;
    },
  }),
);
