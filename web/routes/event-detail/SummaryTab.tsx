import { graphql, useFragment } from 'react-relay/hooks.js';
import type { SummaryTab_event$key } from '../../relay/__generated__/SummaryTab_event.graphql.ts';
import { BestPlayers } from './BestPlayers.tsx';
import { IncidentsTimeline } from './IncidentsTimeline.tsx';
import { MomentumChart } from './MomentumChart.tsx';
import { ShotMap } from './ShotMap.tsx';
import { WinProbabilityChart } from './WinProbabilityChart.tsx';
import { Unavailable } from './unavailable.tsx';

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
  // What the parts will draw, not only which sections loaded: a momentum graph without points or best players
  // without a name (at kick-off) draw nothing, and an empty panel would be left instead of the message.
  const hasAny =
    (sections.incidents?.length ?? 0) > 0 ||
    (sections.pressureGraph?.points.length ?? 0) > 0 ||
    (sections.winProbability?.length ?? 0) > 0 ||
    (sections.bestPlayers?.home.length ?? 0) + (sections.bestPlayers?.away.length ?? 0) > 0 ||
    (sections.shotmap?.length ?? 0) > 0;
  if (!hasAny) return <Unavailable />;
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
