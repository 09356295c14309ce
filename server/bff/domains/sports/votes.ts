import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import { votePercentage } from '../../upstreams/sports/decode/votes.ts';
import type { VoteOption, VotePoll, Votes } from '../../upstreams/sports/decode/votes.ts';
import { EventRef } from './event.ts';
import { loadSection } from './section.ts';

type OptionWithTotal = VoteOption & { total: number };

const VoteOptionRef = builder.objectRef<OptionWithTotal>('VoteOption').implement({
  extensions: INHERIT,
  fields: (t) => ({
    key: t.exposeString('key', { description: 'HOME, DRAW, AWAY, YES, NO or NO_GOAL.' }),
    count: t.exposeInt('count'),
    percentage: t.float({
      description: 'Share of the poll in percent, 1 decimal; 0 when nobody voted.',
      resolve: (o) => votePercentage(o.count, o.total),
    }),
  }),
});

const VotePollRef = builder.objectRef<VotePoll>('VotePoll').implement({
  extensions: INHERIT,
  fields: (t) => ({
    total: t.exposeInt('total'),
    options: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [VoteOptionRef],
      resolve: (p) => p.options.map((o) => ({ ...o, total: p.total })),
    }),
  }),
});

const VotesRef = builder.objectRef<Votes>('Votes').implement({
  extensions: INHERIT,
  fields: (t) => ({
    winner: t.field({ type: VotePollRef, nullable: true, description: '1 X 2.', resolve: (v) => v.winner }),
    bothTeamsToScore: t.field({ type: VotePollRef, nullable: true, resolve: (v) => v.bothTeamsToScore }),
    firstTeamToScore: t.field({ type: VotePollRef, nullable: true, resolve: (v) => v.firstTeamToScore }),
    whoShouldHaveWon: t.field({ type: VotePollRef, nullable: true, resolve: (v) => v.whoShouldHaveWon }),
  }),
});

builder.objectField(EventRef, 'votes', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('votes')) },
    type: VotesRef,
    nullable: true,
    description: "The feed users' polls on the event.",
    resolve: (e, _args, ctx) => loadSection(() => ctx.sports.votes(e.id)),
  }),
);
