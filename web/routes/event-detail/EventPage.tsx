import { lazy, Suspense, useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { EventPageQuery } from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { EventDetails } from './EventDetails.tsx';
import { EventTabs } from './EventTabs.tsx';
import '../../styles/tables.css';
import '../../styles/event.css';

export const eventPageQuery = graphql`
  query EventPageQuery($id: Int!, $withViewer: Boolean!) @preloadable {
    # For the header, when the store has no fresh viewer (routes/root/viewer.ts).
    viewer @include(if: $withViewer) {
      ...Header_viewer
    }
    event(id: $id) {
      id
      status {
        type
      }
      homeTeam {
        name
      }
      awayTeam {
        name
      }
      homeScore {
        current
      }
      awayScore {
        current
      }
      ...EventDetails_event
      ...EventTabs_event
    }
  }
`;

const EventLive = lazy(() => import('./EventLive.tsx').then((m) => ({ default: m.EventLive })));

/** Events that can still change; finished, canceled or postponed ones are not followed. */
const FOLLOWED = new Set(['NOTSTARTED', 'INPROGRESS', 'OTHER']);

function EventContent() {
  const queryRef = useRouteQuery<EventPageQuery>();
  const { event } = usePreloadedQuery<EventPageQuery>(eventPageQuery, queryRef);
  const environment = useRelayEnvironment();
  // After the live connection dropped, changes may have been missed: ask the server again. The answer
  // lands in the store, which this screen reads, so it updates without suspending.
  // The header's viewer is left out: a refresh of this screen does not concern it.
  const refetch = useCallback(() => {
    fetchQuery<EventPageQuery>(
      environment,
      eventPageQuery,
      { ...queryRef.variables, withViewer: false },
      {
        fetchPolicy: 'network-only',
      },
    ).subscribe({});
  }, [environment, queryRef.variables]);
  if (!event) {
    return (
      <p className="message message-error" role="alert">
        Evento não encontrado ou formato inválido
      </p>
    );
  }
  const score =
    event.homeScore?.current != null && event.awayScore?.current != null
      ? ` (${event.homeScore.current} X ${event.awayScore.current})`
      : '';
  return (
    <>
      <h1>
        {event.homeTeam.name} vs {event.awayTeam.name}
        {score}
      </h1>
      {FOLLOWED.has(event.status.type) && (
        <Suspense fallback={null}>
          <EventLive id={event.id} onReconnect={refetch} />
        </Suspense>
      )}
      <EventDetails event={event} />
      <EventTabs event={event} />
    </>
  );
}

/** /sports/event/:idEvent — header, details and the tabs whose data loaded (SPEC §2). */
export function EventPage() {
  return (
    <section>
      <QueryBoundary errorMessage="Erro ao buscar dados do evento" loading={<Skeleton lines={8} />}>
        <EventContent />
      </QueryBoundary>
    </section>
  );
}
