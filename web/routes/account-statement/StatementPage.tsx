import { graphql, usePreloadedQuery } from 'react-relay/hooks.js';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { Link } from 'react-router';
import { ToLogin } from '../auth/ToLogin.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { useQueryReload } from '../../relay/query-reload.ts';
import { useRouteQuery } from '../../relay/route-query.ts';
import type { StatementPageQuery } from '../../relay/__generated__/StatementPageQuery.graphql.ts';
import { StatementChart } from './StatementChart.tsx';
import { StatementTableSkeleton } from './StatementTable.tsx';
import { StatementView } from './StatementView.tsx';
import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';
import '../../styles/tables.css';
import '../../styles/bankroll.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useSessionEndedElsewhere } from '../auth/session-broadcast.ts';
import { useViewerUpdates } from '../bets/viewerUpdates.ts';

export const statementPageQuery = graphql`
  query StatementPageQuery($id: ID!) @preloadable {
    viewer {
      # The header reads it too (routes/root/viewer.ts).
      ...Header_viewer
      bankroll {
        account(id: $id) {
          id
          name
          ...StatementChart_account
          ...StatementView_account
        }
      }
    }
  }
`;

/**
 * Reloads the page's query when a line is written to the account elsewhere (another device, an
 * integration, the settlement worker): the first page and the chart again; lines loaded past the first
 * page go, as on a new visit.
 */
function FollowAccount({
  accountId,
  variables,
}: {
  accountId: string;
  variables: StatementPageQuery['variables'];
}) {
  useViewerUpdates(useQueryReload<StatementPageQuery>(statementPageQuery, variables), {
    reloadOnAccount: accountId,
  });
  return null;
}

function StatementContent() {
  const queryRef = useRouteQuery<StatementPageQuery>();
  const data = usePreloadedQuery<StatementPageQuery>(statementPageQuery, queryRef);
  const account = data.viewer?.bankroll.account;
  usePageMeta(account?.name ?? MESSAGES.accountNotFound, APP_PAGE_META.statement(account?.name));
  if (!data.viewer) return <ToLogin />;
  // The page's heading says so, as a missing post's does: a missing account has no name to head it.
  if (!account)
    return (
      <div className="message">
        <h1>{MESSAGES.accountNotFound}</h1>
      </div>
    );
  return (
    <>
      <FollowAccount accountId={account.id} variables={queryRef.variables} />
      <h1>{account.name}</h1>
      {/* Outside the paginated fragment: loading more lines does not ask for the whole history again. */}
      <StatementChart account={account} />
      <p className="hint">{STATEMENT_LABELS.columnsHint}</p>
      <StatementView account={account} />
    </>
  );
}

/** /account/statement/:id (SPEC §2). */
export function StatementPage() {
  useSessionEndedElsewhere();
  return (
    <section>
      <p>
        <Link className="standalone-link" to="/">
          {STATEMENT_LABELS.backToBankroll}
        </Link>
      </p>
      <QueryBoundary
        errorMessage={STATEMENT_LABELS.loadFailed}
        loading={
          <>
            <h1>
              <span className="skeleton skeleton-title" aria-hidden="true" />
            </h1>
            <StatementTableSkeleton />
          </>
        }
      >
        <StatementContent />
      </QueryBoundary>
    </section>
  );
}
