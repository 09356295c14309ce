import { graphql, useFragment } from 'react-relay';
import { formatVotePercent } from '../../format/percent.ts';
import type { VotePoll_poll$key } from '../../relay/__generated__/VotePoll_poll.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

function voteLabel(key: string, home: string, away: string): string {
  const labels: Record<string, string> = {
    vote1: home,
    voteX: EVENT_LABELS.votes.draw,
    vote2: away,
    voteYes: EVENT_LABELS.votes.yes,
    voteNo: EVENT_LABELS.votes.no,
    voteHome: home,
    voteAway: away,
    voteNoGoal: EVENT_LABELS.votes.noGoal,
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
