import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks.js';
import type { GraphQLSubscriptionConfig, RecordSourceSelectorProxy } from 'relay-runtime';
import { useRefetchOnReconnect } from '../../relay/live-refetch.ts';
import type {
  SportEventsLiveSubscription,
  SportEventsLiveSubscription$data,
} from '../../relay/__generated__/SportEventsLiveSubscription.graphql.ts';

const sportEventsLiveSubscription = graphql`
  subscription SportEventsLiveSubscription($sport: String!) {
    liveEvents(sport: $sport) {
      initial
      added {
        id
        status {
          type
        }
        ...EventRow_event
      }
      changed {
        id
        status {
          type
        }
        ...EventRow_event
      }
      finished
    }
  }
`;

/** The arguments of the page query's `liveEvents` (keep in step), whose edges lose finished events. */
const LIVE_LIST_ARGS = { first: 100 };

/** Takes the finished events out of the live list the page shows, without asking the server. */
function dropFinished(
  store: RecordSourceSelectorProxy<SportEventsLiveSubscription$data>,
  slug: string,
  finished: readonly string[],
) {
  const list = store
    .getRoot()
    .getLinkedRecord('sport', { slug })
    ?.getLinkedRecord('liveEvents', LIVE_LIST_ARGS);
  const edges = list?.getLinkedRecords('edges');
  if (!list || !edges) return;
  const gone = new Set(finished);
  list.setLinkedRecords(
    edges.filter((edge) => {
      const id = edge?.getLinkedRecord('node')?.getDataID();
      return id === undefined || !gone.has(id);
    }),
    'edges',
  );
}

export interface SportEventsLiveProps {
  slug: string;
  /** The live list (events leave it when they finish) or today's (they stay, with the final score). */
  live: boolean;
  /** Asks the server for the page's list again. */
  refetch: () => void;
}

/**
 * Keeps a list of events current (DESIGN §7). Changed events carry their node ids, so their rows update in
 * place; events entering the live list, and today's events that finish (the payload has only their ids),
 * are fetched again; finished ones leave the live list at once. Renders nothing.
 */
export function SportEventsLive({ slug, live, refetch }: SportEventsLiveProps) {
  const config = useMemo<GraphQLSubscriptionConfig<SportEventsLiveSubscription>>(
    () => ({
      subscription: sportEventsLiveSubscription,
      variables: { sport: slug },
      updater: (store, data) => {
        const update = data?.liveEvents;
        if (live && update?.finished.length) dropFinished(store, slug, update.finished);
      },
      onNext: (data) => {
        const update = data?.liveEvents;
        if (!update || update.initial) return;
        if (live ? update.added.length > 0 : update.finished.length > 0) refetch();
      },
      // The list keeps its last data; the socket client reconnects by itself.
      onError: () => {},
    }),
    [slug, live, refetch],
  );
  useSubscription<SportEventsLiveSubscription>(config);
  useRefetchOnReconnect(refetch);
  return null;
}
