import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { sportName } from '../../../server/i18n/labels.ts';
import { STATUS_FILTERS, type EventStatusType } from '../../format/status.ts';
import { useScreenRefetch } from '../../relay/live-refetch.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { SportEventsPageQuery } from '../../relay/__generated__/SportEventsPageQuery.graphql.ts';
import { EventRow } from './EventRow.tsx';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { SPORTS_LABELS } from '../../../server/i18n/screens/sports.ts';
import '../../styles/tables.css';
import { TableHead } from '../../components/TableHead.tsx';

export const sportEventsPageQuery = graphql`
  query SportEventsPageQuery($slug: String!, $live: Boolean!, $withViewer: Boolean!) @preloadable {
    # For the header, when the store has no fresh viewer (routes/root/viewer.ts).
    viewer @include(if: $withViewer) {
      ...Header_viewer
    }
    sport(slug: $slug) {
      name
      liveEvents(first: 100) @include(if: $live) {
        edges {
          node {
            id
            status {
              type
            }
            ...EventRow_event
          }
        }
      }
      scheduledEvents(first: 100) @skip(if: $live) {
        edges {
          node {
            id
            status {
              type
            }
            ...EventRow_event
          }
        }
      }
    }
  }
`;

type Filter = 'all' | EventStatusType;

// The socket client and the subscription load apart from the list, after it shows.
const SportEventsLive = lazy(() =>
  import('./SportEventsLive.tsx').then((m) => ({ default: m.SportEventsLive })),
);

function EventsTable({ live }: { live: boolean }) {
  const queryRef = useRouteQuery<SportEventsPageQuery>();
  const { sport } = usePreloadedQuery<SportEventsPageQuery>(sportEventsPageQuery, queryRef);
  const refetch = useScreenRefetch<SportEventsPageQuery>(sportEventsPageQuery, queryRef.variables);
  const [filter, setFilter] = useState<Filter>('all');
  const now = useMemo(() => new Date(), []);
  const connection = live ? sport?.liveEvents : sport?.scheduledEvents;
  const events = (connection?.edges ?? []).map((edge) => edge.node);
  const shown =
    filter === 'all' ? events : events.filter((event) => event.status.type.toLowerCase() === filter);

  return (
    <>
      <Suspense fallback={null}>
        <SportEventsLive slug={queryRef.variables.slug} live={live} refetch={refetch} />
      </Suspense>
      <div className="filters" role="group" aria-label={SPORTS_LABELS.statusFilter}>
        {STATUS_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {/* SPEC §8: a failed list is reported and stays empty. */}
      {connection === null && (
        <p className="message message-error" role="alert">
          {SPORTS_LABELS.loadFailed}
        </p>
      )}
      <table className="table events-table">
        <TableHead
          columns={[
            COMMON_LABELS.status,
            { label: COMMON_LABELS.season, className: 'hide-mobile' },
            SPORTS_LABELS.homeTeam,
            { label: COMMON_LABELS.versus, className: 'versus' },
            SPORTS_LABELS.awayTeam,
            COMMON_LABELS.dateTime,
          ]}
        />
        <tbody>
          {shown.map((event) => (
            <EventRow key={event.id} event={event} now={now} />
          ))}
          {shown.length === 0 && (
            <tr>
              <td colSpan={6} className="empty">
                {SPORTS_LABELS.noEvents}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </>
  );
}

/** /events/today/:sport and /events/live/:sport (SPEC §2, events of a sport). */
export function SportEventsPage() {
  const { pathname } = useLocation();
  const live = pathname.startsWith('/events/live/');
  const slug = decodeURIComponent(pathname.split('/')[3] ?? '');
  return (
    <section aria-labelledby="events-title">
      <h1 id="events-title">
        {SPORTS_LABELS.eventsOf} {sportName(slug)}
        {live ? SPORTS_LABELS.liveSuffix : ''}
      </h1>
      <QueryBoundary errorMessage={SPORTS_LABELS.loadFailed} loading={<Skeleton lines={10} title={false} />}>
        <EventsTable key={pathname} live={live} />
      </QueryBoundary>
    </section>
  );
}
