import { graphql, useFragment } from 'react-relay/hooks.js';
import type { SummaryTab_event$key } from '../../relay/__generated__/SummaryTab_event.graphql.ts';
import { BestPlayers } from './BestPlayers.tsx';
import { IncidentsTimeline } from './IncidentsTimeline.tsx';
import { MomentumChart } from './MomentumChart.tsx';
import { ShotMap } from './ShotMap.tsx';
import { WinProbabilityChart } from './WinProbabilityChart.tsx';
import { Unavailable } from './unavailable.tsx';
import { tabShows } from './tabs.ts';

/**
 * Resumo, the event page's first tab: the match at a glance. Each part (incidents timeline, momentum and win
 * probability, best players, the shot map) is a component of its own with its own fragment, placed here in reading order;
 * a part whose section is empty draws nothing, and the tab says the information is not available when none
 * has anything yet.
 */
export function SummaryTab({ event }: { event: SummaryTab_event$key }) {
  const sections = useFragment(
    graphql`
      fragment SummaryTab_event on Event {
        incidents {
          __typename
        }
        pressureGraph {
          points {
            __typename
          }
        }
        winProbability {
          __typename
        }
        bestPlayers {
          home {
            __typename
          }
          away {
            __typename
          }
        }
        shotmap {
          __typename
        }
        ...IncidentsTimeline_event
        ...MomentumChart_event
        ...WinProbabilityChart_event
        ...ShotMap_event
        ...BestPlayers_event
      }
    `,
    event,
  );
  // A tab with nothing to draw is hidden (tabs.ts); an address naming it still gets the message.
  if (!tabShows(sections, 'summary')) return <Unavailable />;
  return (
    <div className="summary">
      <IncidentsTimeline event={sections} />
      <MomentumChart event={sections} />
      <WinProbabilityChart event={sections} />
      <BestPlayers event={sections} />
      <ShotMap event={sections} />
    </div>
  );
}
