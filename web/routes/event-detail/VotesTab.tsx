import { graphql, useFragment } from 'react-relay';
import type { VotesTab_event$key } from '../../relay/__generated__/VotesTab_event.graphql.ts';
import { Unavailable } from './unavailable.tsx';
import { VotePoll } from './VotePoll.tsx';
import { LABELS } from '../../../server/i18n/pt-BR.ts';

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
      <VotePoll title={LABELS.event.votes.winner} poll={votes.winner} {...teams} />
      <VotePoll title={LABELS.event.votes.bothTeamsToScore} poll={votes.bothTeamsToScore} {...teams} />
      <VotePoll title={LABELS.event.votes.firstTeamToScore} poll={votes.firstTeamToScore} {...teams} />
      <VotePoll title={LABELS.event.votes.whoShouldHaveWon} poll={votes.whoShouldHaveWon} {...teams} />
    </div>
  );
}
