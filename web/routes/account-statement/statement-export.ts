import { fetchQuery, type Environment } from 'relay-runtime';
import type { StatementExportQuery } from '../../relay/__generated__/StatementExportQuery.graphql.ts';
import type { StatementRow } from './statement-entry.ts';
import { statementExportQuery } from './StatementExportQuery.ts';
import { readStatementLine } from './StatementLine.ts';

/** The connection's largest page (the relay plugin's default maxSize on the BFF). */
export const EXPORT_PAGE_SIZE = 100;

/**
 * Every statement line after `after`, newest first, one page after another until the server says there is
 * no next page. Any failed or empty answer rejects: a CSV that silently lacks lines would be worse than none.
 */
export async function fetchStatementAfter(
  environment: Environment,
  accountId: string,
  after: string | null,
): Promise<StatementRow[]> {
  const lines: StatementRow[] = [];
  let cursor = after;
  for (;;) {
    const data = await fetchQuery<StatementExportQuery>(
      environment,
      statementExportQuery,
      { id: accountId, count: EXPORT_PAGE_SIZE, after: cursor },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const statement = data?.node?.statement;
    if (!statement) throw new Error('Statement not available');
    lines.push(...statement.edges.map((edge) => readStatementLine(edge.node)));
    const { hasNextPage, endCursor } = statement.pageInfo;
    if (!hasNextPage) return lines;
    // A cursor that does not move would ask for the same page forever.
    if (!endCursor || endCursor === cursor) throw new Error('Statement cursor did not advance');
    cursor = endCursor;
  }
}

/** The loaded lines followed by the fetched ones, each line once (a line written meanwhile shifts the pages). */
export function allLines(loaded: readonly StatementRow[], fetched: readonly StatementRow[]): StatementRow[] {
  const seen = new Set<string>();
  return [...loaded, ...fetched].filter((row) => !seen.has(row.id) && Boolean(seen.add(row.id)));
}
