import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { ToLogin } from '../auth/ToLogin.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { useQueryReload } from '../../relay/query-reload.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { BalancePageQuery } from '../../relay/__generated__/BalancePageQuery.graphql.ts';
import { BalanceDashboard } from './BalanceDashboard.tsx';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import '../../styles/tables.css';
import '../../styles/forms.css';
import '../../styles/bankroll.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useSessionEndedElsewhere } from '../auth/session-broadcast.ts';

export const balancePageQuery = graphql`
  query BalancePageQuery @preloadable {
    viewer {
      # The header reads it too (routes/root/viewer.ts).
      ...Header_viewer
      ...OpenBets_user
      bankroll {
        ...BalanceDashboard_bankroll
      }
    }
  }
`;

const NO_VARIABLES = {};

function BalanceContent() {
  const data = usePreloadedQuery<BalancePageQuery>(balancePageQuery, useRouteQuery<BalancePageQuery>());
  // After a failed change the server's state is unknown here: ask for all of it again.
  const reload = useQueryReload<BalancePageQuery>(balancePageQuery, NO_VARIABLES);
  // The guard (SPEC §2): signed out → /login.
  if (!data.viewer) return <ToLogin />;
  return <BalanceDashboard bankroll={data.viewer.bankroll} user={data.viewer} reload={reload} />;
}

function BalanceScreen({ title }: { title: string }) {
  usePageMeta(title, APP_PAGE_META.bankroll);
  useSessionEndedElsewhere();
  return (
    <section aria-labelledby="balance-title">
      <h1 id="balance-title">{title}</h1>
      <QueryBoundary errorMessage={BALANCE_LABELS.loadFailed} loading={<Skeleton lines={8} />}>
        <BalanceContent />
      </QueryBoundary>
    </section>
  );
}

/** / and /balance: the bankroll dashboard (SPEC §2). */
export function BalancePage() {
  return <BalanceScreen title={BALANCE_LABELS.title} />;
}

/** /dashboard: the same dashboard under the title SPEC §2 gives it. */
export function DashboardPage() {
  return <BalanceScreen title={BALANCE_LABELS.dashboardTitle} />;
}
