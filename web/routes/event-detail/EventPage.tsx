import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotInSchedule } from '../../components/NotInSchedule.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useScreenRefetch } from '../../relay/live-refetch.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { EventPageQuery } from '../../relay/__generated__/EventPageQuery.graphql.ts';
import { EventDetails } from './EventDetails.tsx';
import { EventTabs } from './EventTabs.tsx';
import { Scoreboard } from './Scoreboard.tsx';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import '../../styles/tables.css';
import '../../styles/event.css';
import '../../styles/roster.css';
import '../../styles/match-marks.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { describedTabs } from '../../ssr/event-description.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';
import { BetSlipBar } from '../bets/BetSlipBar.tsx';
import { RouteError } from '../root/RouteError.tsx';
import '../../styles/bets.css';

export const eventPageQuery = graphql`
  query EventPageQuery($id: ID!, $withViewer: Boolean!) @preloadable {
    # For the header, when the store has no fresh viewer (routes/root/viewer.ts).
    viewer @include(if: $withViewer) {
      ...Header_viewer
    }
    event(id: $id) {
      id
      status {
        type
      }
      # The page's title and description.
      homeTeam {
        name
      }
      awayTeam {
        name
      }
      tournament {
        namePt
      }
      # What the description names (ssr/event-description.ts), read by the server's <head> too
      # (ssr/entry-server.tsx): the same words on both sides, by the tabs' own rule (tabs.ts sectionShows).
      sport {
        slug
      }
      odds {
        __typename
      }
      lineups {
        home {
          __typename
        }
        away {
          __typename
        }
      }
      statistics {
        groups {
          __typename
        }
      }
      teamSeasonStatistics {
        home {
          __typename
        }
        away {
          __typename
        }
      }
      standings {
        __typename
      }
      ...Scoreboard_event
      ...EventDetails_event
      ...EventTabs_event
      # The bet slip's choice of this event at its price now (the Odds tab's fields).
      ...BetSlipBar_event
    }
  }
`;

const EventLive = lazy(() => import('./EventLive.tsx').then((m) => ({ default: m.EventLive })));

/** Events that can still change; finished, canceled or postponed ones are not followed. */
const FOLLOWED = new Set(['NOTSTARTED', 'INPROGRESS', 'OTHER']);

function EventContent() {
  const queryRef = useRouteQuery<EventPageQuery>();
  const { event } = usePreloadedQuery<EventPageQuery>(eventPageQuery, queryRef);
  // After the live connection dropped, changes may have been missed: the page asks the server again.
  const refetch = useScreenRefetch<EventPageQuery>(eventPageQuery, queryRef.variables);
  // A match that ends while the page is open gains what only a finished one has (the votes' "Quem merecia
  // vencer?", the closing odds): the page asks for itself once more, as a fresh load would show it.
  const status = event?.status.type;
  const followedStatus = useRef(status);
  useEffect(() => {
    const was = followedStatus.current;
    followedStatus.current = status;
    if (was !== undefined && FOLLOWED.has(was) && status === 'FINISHED') refetch();
  }, [status, refetch]);
  // One live region for the bets and the bet slip (the Odds tab's + and the slip's ×): a removal replaces
  // the "added" it follows, where two regions kept both on screen.
  const [notice, setNotice] = useState<string | null>(null);
  const teams = event ? PAGE_META.eventTitle(event.homeTeam.name, event.awayTeam.name) : null;
  usePageMeta(
    teams ?? EVENT_LABELS.notFound,
    teams && event
      ? EVENT_LABELS.description(
          teams,
          event.tournament?.namePt ?? null,
          describedTabs(event, event.sport?.slug),
        )
      : PAGE_META.notFound,
  );
  if (!event) {
    return <NotInSchedule heading message={EVENT_LABELS.notFound} />;
  }
  return (
    <>
      <Scoreboard event={event} />
      {FOLLOWED.has(event.status.type) && (
        <Suspense fallback={null}>
          <EventLive id={event.id} onReconnect={refetch} />
        </Suspense>
      )}
      <EventDetails event={event} />
      <div role="status" aria-live="polite">
        {notice && <p className="form-notice">{notice}</p>}
      </div>
      <EventTabs event={event} onNotice={setNotice} />
      <BetSlipBar onNotice={setNotice} event={event} />
    </>
  );
}

function EventNotFound() {
  usePageMeta(EVENT_LABELS.notFound, PAGE_META.notFound);
  return (
    <section>
      <NotInSchedule heading message={EVENT_LABELS.notFound} />
    </section>
  );
}

/**
 * The event route's errors. An address that writes no event id (`/sports/event/abc`, routes.tsx) is the
 * same page as an id the feed does not know: SPEC §8's text for both (EVENT_LABELS.notFound) as the page's
 * heading. Anything else is the frame's (RouteError).
 */
export function EventRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <EventNotFound />;
  return <RouteError />;
}

/** /sports/event/:idEvent — header, details and the tabs whose data loaded (SPEC §2). */
export function EventPage() {
  return (
    <section>
      <QueryBoundary errorMessage={EVENT_LABELS.loadFailed} loading={<Skeleton lines={8} />}>
        <EventContent />
      </QueryBoundary>
    </section>
  );
}
