import { graphql, useFragment } from 'react-relay/hooks.js';
import type { GoalDistributionTab_event$key } from '../../relay/__generated__/GoalDistributionTab_event.graphql.ts';
import { GoalChart } from './GoalChart.tsx';
import { Unavailable } from './unavailable.tsx';

export function GoalDistributionTab({ event }: { event: GoalDistributionTab_event$key }) {
  const { goalDistributions, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment GoalDistributionTab_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        goalDistributions {
          home {
            overall {
              ...GoalChart_distribution
            }
          }
          away {
            overall {
              ...GoalChart_distribution
            }
          }
        }
      }
    `,
    event,
  );
  const sides = [
    [homeTeam.name, goalDistributions?.home?.overall],
    [awayTeam.name, goalDistributions?.away?.overall],
  ] as const;
  if (!sides.some(([, distribution]) => distribution)) return <Unavailable />;
  return (
    <div className="two-columns">
      {sides.map(([team, distribution]) =>
        distribution ? <GoalChart key={team} team={team} distribution={distribution} /> : null,
      )}
    </div>
  );
}
