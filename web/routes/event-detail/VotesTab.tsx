import { graphql, useFragment } from 'react-relay';
import type { VotesTab_event$key } from '../../relay/__generated__/VotesTab_event.graphql.ts';
import { Unavailable } from './unavailable.tsx';
import { VotePoll } from './VotePoll.tsx';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

export function VotesTab({ event }: { event: VotesTab_event$key }) {
  const { votes, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment VotesTab_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
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
  const teams = { home: homeTeam.name, away: awayTeam.name };
  return (
    <div className="polls">
      <VotePoll title={EVENT_LABELS.votes.winner} poll={votes.winner} {...teams} />
      <VotePoll title={EVENT_LABELS.votes.bothTeamsToScore} poll={votes.bothTeamsToScore} {...teams} />
      <VotePoll title={EVENT_LABELS.votes.firstTeamToScore} poll={votes.firstTeamToScore} {...teams} />
      <VotePoll title={EVENT_LABELS.votes.whoShouldHaveWon} poll={votes.whoShouldHaveWon} {...teams} />
    </div>
  );
}
