import { fetchQuery, type Environment } from 'relay-runtime';
import { GraphQLRequestError } from '../../relay/fetch-graphql.ts';
import type { StatementExportQuery } from '../../relay/__generated__/StatementExportQuery.graphql.ts';
import { csvHead, csvRows } from './statement-csv.ts';
import type { StatementRow } from './statement-entry.ts';
import { statementExportQuery } from './StatementExportQuery.ts';
import { readStatementLine } from './StatementLine.ts';

/** The connection's largest page (the BFF's limit on `first`). */
export const EXPORT_PAGE_SIZE = 100;

/** One page of the statement as the export needs it. */
export interface StatementPage {
  rows: StatementRow[];
  endCursor: string | null;
  hasNextPage: boolean;
}

export type FetchStatementPage = (after: string | null) => Promise<StatementPage>;

/** Waits on a 429 before asking again; tests pass a fake clock. */
export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits of one page at most, in a row: a budget that never refills is an error, not a hang. */
const MAX_WAITS = 30;

/**
 * Calls `fetchPage` again when the BFF answers 429 (the user's cost budget is spent, which a long export
 * can do): it waits the `Retry-After` the BFF gives (1 s when it gives none), then asks for the same page.
 */
export function retryingWhenLimited<Page = StatementPage>(
  fetchPage: (after: string | null) => Promise<Page>,
  sleep: Sleep = realSleep,
): (after: string | null) => Promise<Page> {
  return async (after) => {
    for (let waits = 0; ; waits++) {
      try {
        return await fetchPage(after);
      } catch (error) {
        if (!(error instanceof GraphQLRequestError) || error.status !== 429 || waits >= MAX_WAITS)
          throw error;
        await sleep(Math.max(1, error.retryAfterSeconds ?? 1) * 1000);
      }
    }
  };
}

/** Pages of the statement through the export query, always from the network (the store may be stale). */
export function relayStatementPages(environment: Environment, accountId: string): FetchStatementPage {
  return retryingWhenLimited(async (after) => {
    const data = await fetchQuery<StatementExportQuery>(
      environment,
      statementExportQuery,
      { id: accountId, count: EXPORT_PAGE_SIZE, after },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const statement = data?.node?.statement;
    if (!statement) throw new Error('Statement not available');
    return {
      rows: statement.edges.map((edge) => readStatementLine(edge.node)),
      endCursor: statement.pageInfo.endCursor ?? null,
      hasNextPage: statement.pageInfo.hasNextPage,
    };
  });
}

/**
 * The CSV of the whole statement as it is when the export starts, as chunks: every page from the newest
 * line, each turned into its CSV chunk as it arrives and its rows dropped. The lines the table shows are
 * not reused: lines written since it loaded them (another tab, the API) would be missing from the file.
 * Keyset cursors make this linear (each page is one bounded read upstream) and exact (lines written
 * meanwhile are newer than any cursor, so none comes twice). Any failed answer rejects: a CSV that
 * silently lacks lines would be worse than none.
 */
export async function statementCsvChunks(fetchPage: FetchStatementPage): Promise<string[]> {
  const chunks = [csvHead()];
  let cursor: string | null = null;
  for (;;) {
    const page = await fetchPage(cursor);
    chunks.push(csvRows(page.rows));
    if (!page.hasNextPage) return chunks;
    // A cursor that does not move would ask for the same page forever.
    if (!page.endCursor || page.endCursor === cursor) throw new Error('Statement cursor did not advance');
    cursor = page.endCursor;
  }
}
