import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { Duel, HeadToHead } from '../../upstreams/sports/decode/h2h.ts';
import { EventRef } from './event.ts';
import { loadSection } from './section.ts';

const DuelRef = builder.objectRef<Duel>('Duel').implement({
  extensions: INHERIT,
  description:
    "A record of past meetings, from this event's sides: the home side's wins, the away side's, draws.",
  fields: (t) => ({
    homeWins: t.exposeInt('homeWins', { description: "Meetings won by this event's home side." }),
    awayWins: t.exposeInt('awayWins', { description: "Meetings won by this event's away side." }),
    draws: t.exposeInt('draws', { description: 'Meetings drawn.' }),
  }),
});

const HeadToHeadRef = builder.objectRef<HeadToHead>('HeadToHead').implement({
  extensions: INHERIT,
  description: "The two sides' record against each other before this event.",
  fields: (t) => ({
    teamDuel: t.field({
      type: DuelRef,
      nullable: true,
      description: 'The teams against each other; null when they never met.',
      resolve: (h) => h.teamDuel,
    }),
    managerDuel: t.field({
      type: DuelRef,
      nullable: true,
      description:
        "The two managers' teams against each other; null when they never met or the sport has none.",
      resolve: (h) => h.managerDuel,
    }),
  }),
});

builder.objectField(EventRef, 'headToHead', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('h2h')) },
    type: HeadToHeadRef,
    nullable: true,
    description:
      "Head-to-head record of the event's sides (SofaScore's /event/{customId}/h2h); null when they never met " +
      'or the feed does not cover it.',
    resolve: (e, _args, ctx) => (e.customId ? loadSection(() => ctx.sports.h2h(e.customId!)) : null),
  }),
);
