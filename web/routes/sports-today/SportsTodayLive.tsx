import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { useRefetchOnReconnect } from '../../relay/live-refetch.ts';
import type { SportsTodayLiveSubscription } from '../../relay/__generated__/SportsTodayLiveSubscription.graphql.ts';

const sportsTodayLiveSubscription = graphql`
  subscription SportsTodayLiveSubscription {
    sportCounts {
      changed {
        sport {
          slug
        }
        live
        total
      }
    }
  }
`;

/**
 * Keeps the live and total counts of the sports table current (DESIGN §7). Sports have no node id, so the
 * updater writes the new counts into the `sports` the page read. Renders nothing.
 */
export function SportsTodayLive({ refetch }: { refetch: () => void }) {
  const config = useMemo<GraphQLSubscriptionConfig<SportsTodayLiveSubscription>>(
    () => ({
      subscription: sportsTodayLiveSubscription,
      variables: {},
      updater: (store, data) => {
        const counts = new Map((data?.sportCounts.changed ?? []).map((c) => [c.sport.slug, c]));
        for (const sport of store.getRoot().getLinkedRecords('sports') ?? []) {
          const count = sport && counts.get(String(sport.getValue('slug')));
          if (!count) continue;
          sport.setValue(count.live, 'liveCount');
          sport.setValue(count.total, 'totalCount');
        }
      },
      // The table keeps its last counts; the socket client reconnects by itself.
      onError: () => {},
    }),
    [],
  );
  useSubscription<SportsTodayLiveSubscription>(config);
  useRefetchOnReconnect(refetch);
  return null;
}
