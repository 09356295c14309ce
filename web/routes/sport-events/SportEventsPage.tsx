import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { NotInSchedule } from '../../components/NotInSchedule.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { STATUS_FILTERS, type EventStatusType } from '../../format/status.ts';
import { formatCount } from '../../format/count.ts';
import { useScreenRefetch } from '../../relay/live-refetch.ts';
import { useRenderTime } from '../../ssr/render-time.ts';
import { sportEventsHeading } from '../../format/sport-heading.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { SportEventsPageQuery } from '../../relay/__generated__/SportEventsPageQuery.graphql.ts';
import { EventRow } from './EventRow.tsx';
import { GOAL_SPORTS } from '../event-detail/tabs.ts';
import { groupByCompetition, type CompetitionGroup } from './competition-groups.ts';
import { AgendaDayPicker } from '../../components/AgendaDayPicker.tsx';
import { SportSwitcher } from '../../components/SportSwitcher.tsx';
import { agendaDayOf, sportEventsDescription, withAgendaDay } from '../../format/agenda-day.ts';
import { useAgendaToday } from '../../components/useAgendaToday.ts';
import { AGENDA_LABELS } from '../../../server/i18n/screens/agenda.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { SPORTS_LABELS } from '../../../server/i18n/screens/sports.ts';
import '../../styles/tables.css';
import '../../styles/agenda.css';
import { TableHead } from '../../components/TableHead.tsx';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useFocusKeptInList } from '../../components/useFocusKeptInList.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

export const sportEventsPageQuery = graphql`
  query SportEventsPageQuery($slug: String!, $live: Boolean!, $date: Date, $withViewer: Boolean!)
  @preloadable {
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
            ...SportEventsPage_competition @relay(mask: false)
            ...EventRow_event
          }
        }
      }
      scheduledEvents(first: 100, date: $date) @skip(if: $live) {
        edges {
          node {
            id
            status {
              type
            }
            ...SportEventsPage_competition @relay(mask: false)
            ...EventRow_event
          }
        }
      }
    }
  }
`;

/** What the grouping reads of an event (competition-groups.ts), spread unmasked into both lists. */
export const sportEventsCompetitionFragment = graphql`
  fragment SportEventsPage_competition on Event {
    tournament {
      tournamentId
      namePt
      priority
      uniqueTournament {
        uniqueTournamentId
        namePt
        userCount
      }
      category {
        name
        namePt
        alpha2
      }
    }
  }
`;

type Filter = 'all' | EventStatusType;

// The socket client and the subscription load apart from the list, after it shows.
const SportEventsLive = lazy(() =>
  import('./SportEventsLive.tsx').then((m) => ({ default: m.SportEventsLive })),
);

function isFutureDay(date: string | null | undefined, today: string): boolean {
  return date != null && date > today;
}

function CompetitionHeader({ group }: { group: CompetitionGroup<unknown> }) {
  // No flag images: the feed's flags are on its own host, and emoji flags are letters on some systems.
  return (
    <tr className="competition-row">
      <th colSpan={6} scope="colgroup">
        {group.category && <span className="competition-category">{group.category}</span>}
        <span className="competition-name">{group.name}</span>
      </th>
    </tr>
  );
}

function EventsTable({ live, today }: { live: boolean; today: string }) {
  const queryRef = useRouteQuery<SportEventsPageQuery>();
  const { sport } = usePreloadedQuery<SportEventsPageQuery>(sportEventsPageQuery, queryRef);
  const refetch = useScreenRefetch<SportEventsPageQuery>(sportEventsPageQuery, queryRef.variables);
  const [filter, setFilter] = useState<Filter>('all');
  // The count of the list a status button shows, said as it is chosen: not on the page's load (noise), and
  // not again as live updates move rows in or out of it (the words then go, rather than speak by themselves).
  const [said, setSaid] = useState<{ text: string; count: number } | null>(null);
  const renderTime = useRenderTime();
  // The time of each render: past São Paulo's midnight (a new `today` renders the list again), yesterday's
  // rows lose their "Hoje" and say their date.
  const now = new Date(renderTime());
  const connection = live ? sport?.liveEvents : sport?.scheduledEvents;
  const events = (connection?.edges ?? []).map((edge) => edge.node);
  const filtered = (value: Filter) =>
    value === 'all' ? events : events.filter((event) => event.status.type.toLowerCase() === value);
  const shown = filtered(filter);
  const stale = said !== null && said.count !== shown.length;
  useEffect(() => {
    if (stale) setSaid(null);
  }, [stale]);
  const groups = groupByCompetition(shown);
  const marksGoals = GOAL_SPORTS.has(queryRef.variables.slug);
  const keepFocus = useFocusKeptInList<HTMLDivElement>('.event-row', 'events-title');

  // The heading already says "Esporte não encontrado" (QueriedHeading): the box says what to do.
  if (!sport) {
    return <NotInSchedule message={SPORTS_LABELS.notFoundHint} />;
  }
  return (
    <>
      {/* A day ahead has nothing live: only today's list (and a past day's late games) follows the feed. */}
      {!isFutureDay(queryRef.variables.date, today) && (
        <Suspense fallback={null}>
          <SportEventsLive slug={queryRef.variables.slug} live={live} refetch={refetch} />
        </Suspense>
      )}
      <div className="filters" role="group" aria-label={SPORTS_LABELS.statusFilter}>
        {STATUS_FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button"
            aria-pressed={filter === option.value}
            onClick={() => {
              const count = filtered(option.value).length;
              setFilter(option.value);
              setSaid({ text: formatCount(count, SPORTS_LABELS.eventsShown), count });
            }}
          >
            {option.label}
          </button>
        ))}
      </div>
      {/* In the page from its first render (the server's too), empty, so that the count written in it is read. */}
      <div role="status" aria-live="polite">
        {/* Read out whatever the count; not shown when none, which the table's own row says on screen. */}
        {said && !stale && <p className={said.count === 0 ? 'visually-hidden' : 'hint'}>{said.text}</p>}
      </div>
      {/* SPEC §8: a failed list is reported and stays empty. */}
      {connection === null && (
        <p className="message message-error" role="alert">
          {SPORTS_LABELS.loadFailed}
        </p>
      )}
      {/* At 320 px the six columns can be wider than the screen: the table scrolls in its box, not the page. */}
      <ScrollRegion aria-labelledby="events-title" {...keepFocus}>
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
          {/* One body per competition, headed by its category and name. */}
          {groups.map((group) => (
            <tbody key={group.key} aria-label={AGENDA_LABELS.competition(group.category, group.name)}>
              <CompetitionHeader group={group} />
              {group.events.map((event) => (
                <EventRow key={event.id} event={event} now={now} marksGoals={marksGoals} />
              ))}
            </tbody>
          ))}
          {/* A list that failed is not an empty one: the alert above says so, and it is not "none". */}
          {shown.length === 0 && connection !== null && (
            <tbody>
              <tr>
                <td colSpan={6} className="empty">
                  {SPORTS_LABELS.noEvents}
                </td>
              </tr>
            </tbody>
          )}
        </table>
      </ScrollRegion>
    </>
  );
}

/** The page's heading and its title in the browser's tab. */
function Heading({ title, description }: { title: string; description: string }) {
  usePageMeta(title, description);
  // Focusable by script: it takes the focus when the last row of a live list leaves from under it.
  return (
    <h1 id="events-title" tabIndex={-1}>
      {title}
    </h1>
  );
}

/** The heading once the query has answered: a slug that is no sport is said so, not shown as a name. */
function QueriedHeading({ title, description }: { title: string; description: string }) {
  const { sport } = usePreloadedQuery<SportEventsPageQuery>(
    sportEventsPageQuery,
    useRouteQuery<SportEventsPageQuery>(),
  );
  return sport ? (
    <Heading title={title} description={description} />
  ) : (
    <Heading title={SPORTS_LABELS.notFound} description={PAGE_META.notFound} />
  );
}

/** /events/today/:sport and /events/live/:sport (SPEC §2, events of a sport). */
export function SportEventsPage() {
  const { pathname, search } = useLocation();
  const live = pathname.startsWith('/events/live/');
  // As the route's loader reads it: React Router decodes the segment, and keeps one that is no valid
  // percent-encoding (`%ZZ`) as it is, an unknown sport.
  const slug = useParams().sport ?? '';
  const today = useAgendaToday();
  // The live list is of now: it has no day to choose.
  const day = live ? today : agendaDayOf(search, today);
  const kind = live ? 'live' : 'today';
  const title = sportEventsHeading(slug, live);
  // Shown at once from the address; a failed query keeps it (the list below says what failed).
  const description = sportEventsDescription(title, day, today);
  const heading = <Heading title={title} description={description} />;
  // Past São Paulo's midnight the route's loader reads the list again, at the day's address: today's (its
  // `date` is null, the server's today) is the new day's; the oldest day the agenda reaches, out of range
  // now, gives way to today's, which the page already says.
  const navigate = useNavigate();
  const shownOn = useRef(today);
  useEffect(() => {
    if (shownOn.current === today) return;
    shownOn.current = today;
    void navigate(live ? pathname : withAgendaDay(pathname, day, today), { replace: true });
  }, [today, day, live, pathname, navigate]);
  return (
    // Not a landmark of its own: the list's box has the heading's name, and two regions of one name would
    // be one too many (the page is already its <main>).
    <section>
      <ErrorBoundary key={`${pathname}${search}`} fallback={() => heading}>
        <Suspense fallback={heading}>
          <QueriedHeading title={title} description={description} />
        </Suspense>
      </ErrorBoundary>
      <SportSwitcher current={slug} hrefOf={(s) => withAgendaDay(`/events/${kind}/${s}`, day, today)} />
      {!live && <AgendaDayPicker day={day} today={today} />}
      <QueryBoundary errorMessage={SPORTS_LABELS.loadFailed} loading={<Skeleton lines={10} title={false} />}>
        <EventsTable key={`${pathname}${search}`} live={live} today={today} />
      </QueryBoundary>
    </section>
  );
}
