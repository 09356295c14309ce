import { graphql, useFragment } from 'react-relay/hooks.js';
import type { VotesTab_event$key } from '../../relay/__generated__/VotesTab_event.graphql.ts';
import { Unavailable } from './unavailable.tsx';
import { VotePoll } from './VotePoll.tsx';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

export function VotesTab({ event }: { event: VotesTab_event$key }) {
  const { votes } = useFragment(
    graphql`
      fragment VotesTab_event on Event {
        votes {
          winner {
            ...VotePoll_poll
          }
          bothTeamsToScore {
            ...VotePoll_poll
          }
          firstTeamToScore {
            ...VotePoll_poll
          }
          whoShouldHaveWon {
            ...VotePoll_poll
          }
        }
      }
    `,
    event,
  );
  if (
    !votes ||
    (!votes.winner && !votes.bothTeamsToScore && !votes.firstTeamToScore && !votes.whoShouldHaveWon)
  )
    return <Unavailable />;
  return (
    <div className="polls">
      <VotePoll title={EVENT_LABELS.votes.winner} poll={votes.winner} />
      <VotePoll title={EVENT_LABELS.votes.bothTeamsToScore} poll={votes.bothTeamsToScore} />
      <VotePoll title={EVENT_LABELS.votes.firstTeamToScore} poll={votes.firstTeamToScore} />
      <VotePoll title={EVENT_LABELS.votes.whoShouldHaveWon} poll={votes.whoShouldHaveWon} />
    </div>
  );
}
