import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { Link } from 'react-router';
import { ToLogin } from '../auth/ToLogin.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useQueryReload } from '../../relay/query-reload.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { BetsPageQuery } from '../../relay/__generated__/BetsPageQuery.graphql.ts';
import { BetSlipBar } from './BetSlipBar.tsx';
import { BetsHistory, type AccountOptions } from './BetsHistory.tsx';
import { BetStats } from './BetStats.tsx';
import type { BetStats_stats$key } from '../../relay/__generated__/BetStats_stats.graphql.ts';
import { useViewerUpdates } from './viewerUpdates.ts';
import type { BetsHistory_user$key } from '../../relay/__generated__/BetsHistory_user.graphql.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import '../../styles/tables.css';
import '../../styles/forms.css';
import '../../styles/bankroll.css';
import '../../styles/bets.css';
import { useSessionEndedElsewhere } from '../auth/session-broadcast.ts';

export const betsPageQuery = graphql`
  query BetsPageQuery($status: BetStatusFilter, $sport: String, $accountId: ID, $from: Date) @preloadable {
    viewer {
      # The header reads it too (routes/root/viewer.ts).
      ...Header_viewer
      ...BetsHistory_user
      betStats(sport: $sport, accountId: $accountId, from: $from) {
        ...BetStats_stats
      }
      bankroll {
        activeAccounts(first: 100) {
          edges {
            node {
              id
              name
              bettingHouse {
                name
              }
            }
          }
        }
        # A hidden account keeps its bets: the filter still finds them.
        inactiveAccounts(first: 100) {
          edges {
            node {
              id
              name
              bettingHouse {
                name
              }
            }
          }
        }
      }
    }
  }
`;

function BetsContent() {
  const queryRef = useRouteQuery<BetsPageQuery>();
  const data = usePreloadedQuery<BetsPageQuery>(betsPageQuery, queryRef);
  // The list as the server has it now, under the same filters (a bet recorded elsewhere may belong in it).
  const reload = useQueryReload<BetsPageQuery>(betsPageQuery, queryRef.variables);
  // The guard (SPEC §2): signed out → /login.
  if (!data.viewer) return <ToLogin />;
  const { activeAccounts, inactiveAccounts } = data.viewer.bankroll;
  const accounts = {
    active: activeAccounts.edges.map((edge) => edge.node),
    inactive: inactiveAccounts.edges.map((edge) => edge.node),
  };
  return <BetsScreen user={data.viewer} stats={data.viewer.betStats} accounts={accounts} reload={reload} />;
}

interface BetsScreenProps {
  user: BetsHistory_user$key;
  stats: BetStats_stats$key;
  accounts: AccountOptions;
  reload: () => void;
}

/** The signed-in page, following the user's live updates while it is open. */
function BetsScreen({ user, stats, accounts, reload }: BetsScreenProps) {
  // Every change of a bet moves the statistics, which only the server computes: the page asks again.
  useViewerUpdates(reload, { reloadOnBetChange: true });
  return (
    <>
      <BetStats stats={stats} />
      <h2>{L.history}</h2>
      <BetsHistory user={user} accounts={accounts} />
    </>
  );
}

/** /bets: the user's bets, their history with filters, settling by hand, the CSV. */
export function BetsPage() {
  usePageMeta(L.title, L.description);
  useSessionEndedElsewhere();
  return (
    <section aria-labelledby="bets-title">
      <h1 id="bets-title">{L.title}</h1>
      <p className="hint">
        {L.eventHint}{' '}
        <Link className="standalone-link" to="/sports/scheduled/today">
          {L.goToSchedule}
        </Link>
      </p>
      <BetSlipBar withNewBet />
      <QueryBoundary errorMessage={L.loadFailed} loading={<Skeleton lines={8} />}>
        <BetsContent />
      </QueryBoundary>
    </section>
  );
}
