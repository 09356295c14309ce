import { lazy, Suspense } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { Link, useLocation } from 'react-router';
import { AgendaDayPicker } from '../../components/AgendaDayPicker.tsx';
import { SportSwitcher } from '../../components/SportSwitcher.tsx';
import {
  agendaDayOf,
  agendaDescription,
  agendaToday,
  formatAgendaDay,
  withAgendaDay,
} from '../../format/agenda-day.ts';
import { AGENDA_LABELS } from '../../../server/i18n/screens/agenda.ts';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useScreenRefetch } from '../../relay/live-refetch.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { SportsTodayPageQuery } from '../../relay/__generated__/SportsTodayPageQuery.graphql.ts';
import { COMMON_LABELS, SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';
import { SPORTS_LABELS } from '../../../server/i18n/screens/sports.ts';
import '../../styles/tables.css';
import '../../styles/agenda.css';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { usePageMeta } from '../../components/usePageMeta.ts';

export const sportsTodayPageQuery = graphql`
  query SportsTodayPageQuery($date: Date, $withViewer: Boolean!) @preloadable {
    # For the header, when the store has no fresh viewer (routes/root/viewer.ts).
    viewer @include(if: $withViewer) {
      ...Header_viewer
    }
    sports(date: $date) {
      slug
      name
      liveCount
      totalCount
    }
  }
`;

// The socket client and the subscription load after the table shows (the page's first-load budget).
const SportsTodayLive = lazy(() =>
  import('./SportsTodayLive.tsx').then((m) => ({ default: m.SportsTodayLive })),
);

function SportsTable({ day, today }: { day: string; today: string }) {
  const queryRef = useRouteQuery<SportsTodayPageQuery>();
  const { sports } = usePreloadedQuery<SportsTodayPageQuery>(sportsTodayPageQuery, queryRef);
  const refetch = useScreenRefetch<SportsTodayPageQuery>(sportsTodayPageQuery, queryRef.variables);
  const isToday = day === today;
  // The live counts the socket sends are today's: another day's table is the one its query read.
  const live = isToday && (
    <Suspense fallback={null}>
      <SportsTodayLive refetch={refetch} />
    </Suspense>
  );
  const dayName = formatAgendaDay(day, today);
  if (sports.length === 0)
    return (
      <>
        {live}
        <p className="message">{SPORTS_LABELS.noSports}</p>
      </>
    );
  return (
    <>
      {live}
      <table className="table">
        <caption className="visually-hidden">
          {isToday ? SPORTS_LABELS.todayCaption : AGENDA_LABELS.dayCaption(dayName)}
        </caption>
        <TableHead
          columns={[SPORTS_LABELS.sport, numeric(SPORTS_LABELS.live), numeric(COMMON_LABELS.total)]}
        />
        <tbody>
          {sports.map((sport) => (
            <tr key={sport.slug}>
              <th scope="row">{sport.name}</th>
              <td className="num">
                <Link
                  to={`/events/live/${sport.slug}`}
                  aria-label={SPORTS_LABELS.liveOf(sport.liveCount, sport.name)}
                >
                  {sport.liveCount}
                </Link>
              </td>
              <td className="num">
                <Link
                  to={withAgendaDay(`/events/today/${sport.slug}`, day, today)}
                  aria-label={
                    isToday
                      ? SPORTS_LABELS.todayOf(sport.totalCount, sport.name)
                      : AGENDA_LABELS.totalOf(sport.totalCount, sport.name, dayName)
                  }
                >
                  {sport.totalCount}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** /sports/scheduled/today — 'Agenda esportiva': live and total events per sport, of a day (`?data=`). */
export function SportsTodayPage() {
  const { search } = useLocation();
  const today = agendaToday();
  const day = agendaDayOf(search, today);
  usePageMeta(SHELL_LABELS.schedule, agendaDescription(day, today));
  return (
    <section aria-labelledby="sports-title">
      <h1 id="sports-title">{SHELL_LABELS.schedule}</h1>
      <AgendaDayPicker day={day} today={today} />
      <SportSwitcher hrefOf={(slug) => withAgendaDay(`/events/today/${slug}`, day, today)} />
      <QueryBoundary errorMessage={SPORTS_LABELS.loadFailed} loading={<Skeleton lines={8} title={false} />}>
        <SportsTable key={day} day={day} today={today} />
      </QueryBoundary>
    </section>
  );
}
