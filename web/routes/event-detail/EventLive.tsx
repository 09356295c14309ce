import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useRefetchOnReconnect } from '../../relay/live-refetch.ts';
import type { EventLiveSubscription } from '../../relay/__generated__/EventLiveSubscription.graphql.ts';

const eventLiveSubscription = graphql`
  subscription EventLiveSubscription($id: ID!) {
    liveEvent(id: $id) {
      event {
        id
        startTime
        status {
          type
          description
          descriptionPt
        }
        # Everything the scoreboard header shows: score, clock, red cards.
        ...Scoreboard_event
        # The sections that move during play, as the tabs read them: the BFF answers them from the poll
        # that produced this update, so they are as fresh as the score (docs/LIVE.md).
        ...SummaryTab_event
        ...StatisticsTab_event
        ...OddsTab_event
      }
    }
  }
`;

/**
 * Keeps the event page's score, status, time, timeline, statistics and odds current (DESIGN §7,
 * docs/LIVE.md). Renders nothing: the payload's Event
 * carries its node id, so Relay updates the record the page already shows. Loaded apart from the page so
 * the socket client costs nothing until an event that can change is open.
 */
export function EventLive({ id, onReconnect }: { id: string; onReconnect: () => void }) {
  const config = useMemo<GraphQLSubscriptionConfig<EventLiveSubscription>>(
    () => ({
      subscription: eventLiveSubscription,
      variables: { id },
      // The page keeps its last data; the socket client reconnects by itself.
      onError: () => {},
    }),
    [id],
  );
  useSubscription<EventLiveSubscription>(config);
  useRefetchOnReconnect(onReconnect);
  return null;
}
