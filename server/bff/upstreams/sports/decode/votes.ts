import { z } from 'zod';
import { decodeWith, int, opt } from './primitives.ts';

/** The choices of the feed's polls: the sides, a draw, yes/no and "no goal". */
export type VoteKey = 'HOME' | 'DRAW' | 'AWAY' | 'YES' | 'NO' | 'NO_GOAL';

export interface VoteOption {
  key: VoteKey;
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

interface PollKey {
  upstream: string;
  key: VoteKey;
  /** The feed leaves it out where it does not apply (no draw in tennis): then the poll has no such option. */
  optional?: boolean;
}

/**
 * One poll: the listed keys in display order, a missing or odd count read as 0, an optional key the feed
 * left out dropped. A poll none of whose keys is present (absent, `{}`) is null so the client can leave it
 * out.
 */
function poll(keys: PollKey[]) {
  const shape = Object.fromEntries(keys.map(({ upstream }) => [upstream, opt(int)]));
  return z
    .object(shape)
    .transform((raw): VotePoll | null => {
      const values = raw as Record<string, number | undefined>;
      if (keys.every(({ upstream }) => values[upstream] === undefined)) return null;
      const options = keys
        .filter(({ upstream, optional }) => !optional || values[upstream] !== undefined)
        .map(({ upstream, key }) => ({ key, count: Math.max(0, values[upstream] ?? 0) }));
      return { total: options.reduce((sum, o) => sum + o.count, 0), options };
    })
    .catch(null);
}

const votesSchema = z.object({
  vote: poll([
    { upstream: 'vote1', key: 'HOME' },
    { upstream: 'voteX', key: 'DRAW', optional: true },
    { upstream: 'vote2', key: 'AWAY' },
  ]),
  bothTeamsToScoreVote: poll([
    { upstream: 'voteYes', key: 'YES' },
    { upstream: 'voteNo', key: 'NO' },
  ]),
  firstTeamToScoreVote: poll([
    { upstream: 'voteHome', key: 'HOME' },
    { upstream: 'voteNoGoal', key: 'NO_GOAL', optional: true },
    { upstream: 'voteAway', key: 'AWAY' },
  ]),
  whoShouldHaveWonVote: poll([
    { upstream: 'vote1', key: 'HOME' },
    { upstream: 'vote2', key: 'AWAY' },
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
