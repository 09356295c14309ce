import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatVotePercent } from '../../format/percent.ts';
import type { VotePoll_poll$key } from '../../relay/__generated__/VotePoll_poll.graphql.ts';
import { endToEnd, ShareBar } from '../../components/ShareBar.tsx';

export interface VotePollProps {
  title: string;
  poll: VotePoll_poll$key | null | undefined;
}

/**
 * One of the feed users' polls, each choice by its pt-BR label (the teams by name) and its share with 1
 * decimal (SPEC §9), as the BFF balances them to add up to 100,0%. The BFF leaves out choices that do not
 * apply (no draw in tennis).
 */
export function VotePoll({ title, poll }: VotePollProps) {
  const data = useFragment(
    graphql`
      fragment VotePoll_poll on VotePoll {
        total
        options {
          key
          label
          count
          percentage
        }
      }
    `,
    poll,
  );
  if (!data) return null;
  const last = data.options.length - 1;
  return (
    <section className="poll">
      <h2>{title}</h2>
      <ul className="votes">
        {data.options.map((option) => (
          <li key={option.key}>
            <span>{option.label}</span> <strong>{formatVotePercent(option.percentage, data.total)}</strong>
          </li>
        ))}
      </ul>
      {/* The shares at a glance, as the head-to-head's record: home's colour first, away's last. */}
      {data.total > 0 && (
        <ShareBar
          className="vote-bar"
          parts={endToEnd(
            data.options.flatMap((option, i) =>
              option.count > 0
                ? [
                    {
                      key: option.key,
                      className: i === 0 ? 'vote-first' : i === last ? 'vote-last' : 'vote-middle',
                      share: option.count / data.total,
                    },
                  ]
                : [],
            ),
          )}
        />
      )}
    </section>
  );
}
