import { graphql, useFragment } from 'react-relay';
import type { StandingsTab_event$key } from '../../relay/__generated__/StandingsTab_event.graphql.ts';
import { Unavailable } from './unavailable.tsx';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { numeric, TableHead } from '../../components/TableHead.tsx';

/** League tables of the event's season, the event's two teams highlighted (SPEC §2). */
export function StandingsTab({ event }: { event: StandingsTab_event$key }) {
  const { standings } = useFragment(
    graphql`
      fragment StandingsTab_event on Event {
        standings {
          name
          rows {
            position
            points
            matches
            wins
            draws
            losses
            scoreDiffFormatted
            isEventTeam
            team {
              teamId
              name
            }
          }
        }
      }
    `,
    event,
  );
  if (!standings?.length) return <Unavailable />;
  return (
    <div>
      {standings.map((table, index) => (
        <table key={`${table.name}-${index}`} className="table standings">
          {table.name && <caption>{table.name}</caption>}
          <TableHead
            columns={[
              '#',
              EVENT_LABELS.standings.team,
              numeric(EVENT_LABELS.standings.points),
              numeric(EVENT_LABELS.standings.played),
              numeric(EVENT_LABELS.standings.wins, 'hide-mobile'),
              numeric(EVENT_LABELS.standings.draws, 'hide-mobile'),
              numeric(EVENT_LABELS.standings.losses, 'hide-mobile'),
              numeric(EVENT_LABELS.standings.goalDifference),
            ]}
          />
          <tbody>
            {table.rows.map((row) => (
              <tr
                key={row.team.teamId}
                className={row.isEventTeam ? 'highlight' : undefined}
                aria-current={row.isEventTeam || undefined}
              >
                <td>{row.position}</td>
                <td>{row.team.name}</td>
                <td className="num">{row.points}</td>
                <td className="num">{row.matches}</td>
                <td className="num hide-mobile">{row.wins}</td>
                <td className="num hide-mobile">{row.draws}</td>
                <td className="num hide-mobile">{row.losses}</td>
                <td className="num">{row.scoreDiffFormatted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
