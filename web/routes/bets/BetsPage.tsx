import { useCallback } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment } from 'react-relay/hooks.js';
import { Link, Navigate } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { BetsPageQuery } from '../../relay/__generated__/BetsPageQuery.graphql.ts';
import { BetSlipBar } from './BetSlipBar.tsx';
import { BetsHistory } from './BetsHistory.tsx';
import { useViewerUpdates } from './viewerUpdates.ts';
import type { BetsHistory_bankroll$key } from '../../relay/__generated__/BetsHistory_bankroll.graphql.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';
import '../../styles/tables.css';
import '../../styles/forms.css';
import '../../styles/bankroll.css';
import '../../styles/bets.css';

export const betsPageQuery = graphql`
  query BetsPageQuery @preloadable {
    viewer {
      # The header reads it too (routes/root/viewer.ts).
      ...Header_viewer
      bankroll {
        ...BetsHistory_bankroll
      }
    }
  }
`;

function BetsContent() {
  const data = usePreloadedQuery<BetsPageQuery>(betsPageQuery, useRouteQuery<BetsPageQuery>());
  const environment = useRelayEnvironment();
  const reload = useCallback(() => {
    fetchQuery<BetsPageQuery>(environment, betsPageQuery, {}, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment]);
  // The guard (SPEC §2): signed out → /login.
  if (!data.viewer) return <Navigate to="/login" replace />;
  return <BetsScreen bankroll={data.viewer.bankroll} reload={reload} />;
}

/** The signed-in page, following the user's live updates while it is open. */
function BetsScreen({ bankroll, reload }: { bankroll: BetsHistory_bankroll$key; reload: () => void }) {
  useViewerUpdates(reload);
  return <BetsHistory bankroll={bankroll} />;
}

/** /bets: the user's bets, their history with filters, settling by hand, the CSV. */
export function BetsPage() {
  usePageMeta(L.title, PAGE_META.bets);
  return (
    <section aria-labelledby="bets-title">
      <h1 id="bets-title">{L.title}</h1>
      <p className="hint">
        {L.eventHint}{' '}
        <Link className="standalone-link" to="/sports/scheduled/today">
          {L.goToSchedule}
        </Link>
      </p>
      <BetSlipBar />
      <QueryBoundary errorMessage={L.loadFailed} loading={<Skeleton lines={8} />}>
        <BetsContent />
      </QueryBoundary>
    </section>
  );
}
