import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { VoteKey, VoteOption, VotePoll, Votes } from '../../upstreams/sports/decode/votes.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { EventRef, sportSlugOf } from './event.ts';
import { voteChoicePt, type Sides } from './odds-labels.ts';
import { loadSection } from './section.ts';
import { sportHasDraws } from './draws.ts';
import { voteShares } from './vote-shares.ts';

/** A poll read in its event's context: the sides' names label HOME and AWAY. */
type PollInEvent = VotePoll & { sides: Sides };
type VotesInEvent = Votes & { sides: Sides };
/** An option with its share, worked out with the poll's other options so that the shares add up to 100. */
type OptionInPoll = VoteOption & { percentage: number; sides: Sides };

const VOTE_KEYS: Record<VoteKey, { description: string }> = {
  HOME: { description: 'The home side (vote1, voteHome).' },
  DRAW: { description: 'A draw (voteX); only in polls of sports that have draws.' },
  AWAY: { description: 'The away side (vote2, voteAway).' },
  YES: { description: 'Yes (voteYes).' },
  NO: { description: 'No (voteNo).' },
  NO_GOAL: { description: 'Nobody scores (voteNoGoal).' },
};

const VoteChoiceEnum = builder.enumType('VoteChoice', {
  description: "A choice of the feed users' polls, whatever the feed calls it in each poll.",
  values: VOTE_KEYS,
});

const VoteOptionRef = builder.objectRef<OptionInPoll>('VoteOption').implement({
  extensions: INHERIT,
  description: 'One choice of a poll, with its votes.',
  fields: (t) => ({
    key: t.field({
      type: VoteChoiceEnum,
      description: 'Which choice: HOME, DRAW, AWAY, YES, NO or NO_GOAL.',
      resolve: (o) => o.key,
    }),
    label: t.string({
      description:
        'The choice in pt-BR: the team for HOME and AWAY ("Casa"/"Fora" without one), "Empate", "Sim", "Não", "Sem gols".',
      resolve: (o) => voteChoicePt(o.key, o.sides),
    }),
    count: t.exposeInt('count', { description: 'Votes for this choice.' }),
    percentage: t.exposeFloat('percentage', {
      description:
        "Share of the poll in percent, 1 decimal. The poll's shares are balanced to add up to exactly 100.0 " +
        '(largest-remainder method, ties to the earlier choice), so one may be 0.1 off its own rounding; ' +
        'all 0 when nobody voted.',
    }),
  }),
});

const VotePollRef = builder.objectRef<PollInEvent>('VotePoll').implement({
  extensions: INHERIT,
  description: 'One poll: its choices in display order (home, draw, away). No draw where the sport has none.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Votes cast in the poll.' }),
    options: t.field({
      extensions: cost({ cost: 0, typicalSize: 3 }),
      type: [VoteOptionRef],
      description: 'The choices with their votes.',
      resolve: (p) => {
        const shares = voteShares(
          p.options.map((o) => o.count),
          p.total,
        );
        return p.options.map((o, i) => ({ ...o, percentage: shares[i], sides: p.sides }));
      },
    }),
  }),
});

const inEvent = (poll: VotePoll | null, sides: Sides): PollInEvent | null => poll && { ...poll, sides };

const VotesRef = builder.objectRef<VotesInEvent>('Votes').implement({
  extensions: INHERIT,
  description: "The feed users' polls on an event; a poll the feed has not opened is null.",
  fields: (t) => ({
    winner: t.field({
      type: VotePollRef,
      nullable: true,
      description: 'Who wins: home, draw (sports with draws), away.',
      resolve: (v) => inEvent(v.winner, v.sides),
    }),
    bothTeamsToScore: t.field({
      type: VotePollRef,
      nullable: true,
      description: 'Do both teams score: yes, no.',
      resolve: (v) => inEvent(v.bothTeamsToScore, v.sides),
    }),
    firstTeamToScore: t.field({
      type: VotePollRef,
      nullable: true,
      description: 'Who scores first: home, nobody, away.',
      resolve: (v) => inEvent(v.firstTeamToScore, v.sides),
    }),
    whoShouldHaveWon: t.field({
      type: VotePollRef,
      nullable: true,
      description: 'Who deserved to win, after the match: home, away.',
      resolve: (v) => inEvent(v.whoShouldHaveWon, v.sides),
    }),
  }),
});

/** The polls in the event's context: its sides' names, and no draw where the sport has none. */
function votesInEvent(votes: Votes, e: SportEvent): VotesInEvent {
  const slug = sportSlugOf(e);
  const winner = votes.winner && !sportHasDraws(slug) ? withoutDraw(votes.winner) : votes.winner;
  return { ...votes, winner, sides: { home: e.homeTeam.name, away: e.awayTeam.name } };
}

function withoutDraw(poll: VotePoll): VotePoll {
  const options = poll.options.filter((o) => o.key !== 'DRAW');
  return { options, total: options.reduce((sum, o) => sum + o.count, 0) };
}

builder.objectField(EventRef, 'votes', (t) =>
  t.field({
    extensions: { ...cost({ cost: UPSTREAM_CALL }), ...publicFor(sportsMaxAge('votes')) },
    type: VotesRef,
    nullable: true,
    description: "The feed users' polls on the event.",
    resolve: async (e, _args, ctx) => {
      const votes = await loadSection(() => ctx.sports.votes(e.id));
      return votes && votesInEvent(votes, e);
    },
  }),
);
