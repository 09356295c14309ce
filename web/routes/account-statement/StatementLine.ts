import { graphql, readInlineData } from 'react-relay/hooks.js';
import type { StatementLine_entry$key } from '../../relay/__generated__/StatementLine_entry.graphql.ts';
import type { StatementRow } from './statement-entry.ts';

/** The fields of a statement line, selected once for the table's pages and the export's. */
const statementLineFragment = graphql`
  fragment StatementLine_entry on StatementEntry @inline {
    id
    createdAt
    availableBalance
    betLockedBalance
    totalBalance
    variation
    type
    amount
  }
`;

export function readStatementLine(entry: StatementLine_entry$key): StatementRow {
  return readInlineData(statementLineFragment, entry);
}
