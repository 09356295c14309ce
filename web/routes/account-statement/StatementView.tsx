import { useState } from 'react';
import { graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks.js';
import type { StatementView_account$key } from '../../relay/__generated__/StatementView_account.graphql.ts';
import { csvFileName, downloadCsv } from './statement-csv.ts';
import { relayStatementPages, statementCsvChunks } from './statement-export.ts';
import { readStatementLine } from './StatementLine.ts';
import { StatementTable } from './StatementTable.tsx';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';

/** Export and table of one account's statement: the table pages 100 lines at a time, the CSV has them all. */
export function StatementView({ account }: { account: StatementView_account$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment StatementView_account on Account
      @refetchable(queryName: "StatementViewPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
        id
        name
        statement(first: $count, after: $cursor) @connection(key: "StatementView_statement") {
          edges {
            node {
              ...StatementLine_entry
            }
          }
        }
      }
    `,
    account,
  );
  const environment = useRelayEnvironment();
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const rows = data.statement.edges.map((edge) => readStatementLine(edge.node));

  // The file is read through a query of its own, from the newest line, so the table keeps its pages.
  async function exportCsv() {
    setExporting(true);
    setExportFailed(false);
    try {
      const chunks = await statementCsvChunks(relayStatementPages(environment, data.id));
      downloadCsv(csvFileName(data.name), chunks);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <div className="toolbar">
        <button
          type="button"
          className="button"
          disabled={rows.length === 0 || exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? STATEMENT_LABELS.exporting : STATEMENT_LABELS.export}
        </button>
      </div>
      {exportFailed && (
        <p className="message message-error" role="alert">
          {STATEMENT_LABELS.exportFailed}
        </p>
      )}
      <StatementTable rows={rows} />
      {hasNext && (
        <p>
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(100)}>
            {isLoadingNext ? COMMON_LABELS.loading : STATEMENT_LABELS.loadMore}
          </button>
        </p>
      )}
    </>
  );
}
