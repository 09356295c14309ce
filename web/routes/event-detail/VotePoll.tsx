import { graphql, useFragment } from 'react-relay';
import { formatVotePercent } from '../../format/percent.ts';
import type { VotePoll_poll$key } from '../../relay/__generated__/VotePoll_poll.graphql.ts';

function voteLabel(key: string, home: string, away: string): string {
  const labels: Record<string, string> = {
    vote1: home,
    voteX: 'Empate',
    vote2: away,
    voteYes: 'Sim',
    voteNo: 'Não',
    voteHome: home,
    voteAway: away,
    voteNoGoal: 'Sem gols',
  };
  return labels[key] ?? key;
}

export interface VotePollProps {
  title: string;
  poll: VotePoll_poll$key | null | undefined;
  home: string;
  away: string;
}

/** One of the feed users' polls, each option as a percentage with 1 decimal (SPEC §9). */
export function VotePoll({ title, poll, home, away }: VotePollProps) {
  const data = useFragment(
    graphql`
      fragment VotePoll_poll on VotePoll {
        total
        options {
          key
          count
        }
      }
    `,
    poll,
  );
  if (!data) return null;
  return (
    <section>
      <h2>{title}</h2>
      <ul className="votes">
        {data.options.map((option) => (
          <li key={option.key}>
            <span>{voteLabel(option.key, home, away)}</span>{' '}
            <strong>{formatVotePercent(option.count, data.total)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
