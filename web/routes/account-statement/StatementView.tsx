import { graphql, usePaginationFragment } from 'react-relay';
import type { StatementView_account$key } from '../../relay/__generated__/StatementView_account.graphql.ts';
import { csvFileName, downloadCsv, statementCsv } from './statement-csv.ts';
import { StatementChart } from './StatementChart.tsx';
import { StatementTable } from './StatementTable.tsx';

/** Chart, table and export of one account's statement, a page of 100 lines at a time. */
export function StatementView({ account }: { account: StatementView_account$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment StatementView_account on Account
      @refetchable(queryName: "StatementViewPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        name
        statement(first: $count, after: $cursor) @connection(key: "StatementView_statement") {
          edges {
            node {
              id
              createdAt
              availableBalance
              betLockedBalance
              totalBalance
              variation
              type
              amount
            }
          }
        }
      }
    `,
    account,
  );
  const rows = data.statement.edges.map((edge) => edge.node);
  return (
    <>
      <StatementChart rows={rows} />
      <div className="toolbar">
        <button
          type="button"
          className="button"
          disabled={rows.length === 0}
          onClick={() => downloadCsv(csvFileName(data.name), statementCsv(rows))}
        >
          Exportar CSV
        </button>
      </div>
      <StatementTable rows={rows} />
      {hasNext && (
        <p>
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(100)}>
            {isLoadingNext ? 'Carregando...' : 'Carregar mais'}
          </button>
        </p>
      )}
    </>
  );
}
