import { graphql, useFragment } from 'react-relay/hooks.js';
import type { LineupsTab_event$key } from '../../relay/__generated__/LineupsTab_event.graphql.ts';
import { LineupSide } from './LineupSide.tsx';
import { Unavailable } from './unavailable.tsx';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

export function LineupsTab({ event }: { event: LineupsTab_event$key }) {
  const { lineups, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment LineupsTab_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        lineups {
          confirmed
          home {
            ...LineupSide_side
          }
          away {
            ...LineupSide_side
          }
        }
      }
    `,
    event,
  );
  if (!lineups || (!lineups.home && !lineups.away)) return <Unavailable />;
  return (
    <div>
      <p className={lineups.confirmed ? 'badge badge-ok' : 'badge'}>
        {lineups.confirmed ? EVENT_LABELS.lineups.confirmed : EVENT_LABELS.lineups.unconfirmed}
      </p>
      <div className="two-columns">
        <LineupSide team={homeTeam.name} side={lineups.home} />
        <LineupSide team={awayTeam.name} side={lineups.away} />
      </div>
    </div>
  );
}
