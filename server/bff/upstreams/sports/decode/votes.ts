import { z } from 'zod';
import { decodeWith, int, opt } from './primitives.ts';

export interface VoteOption {
  key: string;
  count: number;
}

export interface VotePoll {
  total: number;
  options: VoteOption[];
}

export interface Votes {
  winner: VotePoll | null;
  bothTeamsToScore: VotePoll | null;
  firstTeamToScore: VotePoll | null;
  whoShouldHaveWon: VotePoll | null;
}

/**
 * One poll: the listed keys in display order, a missing or odd count read as 0. A poll none of whose keys
 * is present (absent, `{}`) is null so the client can leave it out.
 */
function poll(keys: Array<[upstreamKey: string, key: string]>) {
  const shape = Object.fromEntries(keys.map(([k]) => [k, opt(int)]));
  return z
    .object(shape)
    .transform((raw): VotePoll | null => {
      const values = raw as Record<string, number | undefined>;
      if (keys.every(([k]) => values[k] === undefined)) return null;
      const options = keys.map(([k, key]) => ({ key, count: Math.max(0, values[k] ?? 0) }));
      return { total: options.reduce((sum, o) => sum + o.count, 0), options };
    })
    .catch(null);
}

const votesSchema = z.object({
  vote: poll([
    ['vote1', 'HOME'],
    ['voteX', 'DRAW'],
    ['vote2', 'AWAY'],
  ]),
  bothTeamsToScoreVote: poll([
    ['voteYes', 'YES'],
    ['voteNo', 'NO'],
  ]),
  firstTeamToScoreVote: poll([
    ['voteHome', 'HOME'],
    ['voteNoGoal', 'NO_GOAL'],
    ['voteAway', 'AWAY'],
  ]),
  whoShouldHaveWonVote: poll([
    ['vote1', 'HOME'],
    ['vote2', 'AWAY'],
  ]),
});

export function decodeVotes(body: unknown): Votes | null {
  const v = decodeWith('votes', votesSchema, body);
  const votes: Votes = {
    winner: v.vote,
    bothTeamsToScore: v.bothTeamsToScoreVote,
    firstTeamToScore: v.firstTeamToScoreVote,
    whoShouldHaveWon: v.whoShouldHaveWonVote,
  };
  return Object.values(votes).some(Boolean) ? votes : null;
}

/** Share of the poll in percent with one decimal; 0 when nobody voted. */
export function votePercentage(count: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((count / total) * 1000) / 10;
}
