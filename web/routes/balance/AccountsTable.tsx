import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatBRL } from '../../format/money.ts';
import { formatPercent } from '../../format/percent.ts';
import type { AccountsTable_bankroll$key } from '../../relay/__generated__/AccountsTable_bankroll.graphql.ts';
import { AccountRow, type AccountAction } from './AccountRow.tsx';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { useFocusKeptInList } from '../../components/useFocusKeptInList.ts';

const ACCOUNTS_REGION_ID = 'active-accounts';

export interface AccountsTableProps {
  bankroll: AccountsTable_bankroll$key;
  onAction: (action: AccountAction) => void;
  onError: (message: string) => void;
  /** The confirmation of a change made from a row (Ocultar). */
  onNotice: (message: string) => void;
}

/** The active accounts with a totals row (SPEC §2). */
export function AccountsTable({ bankroll, onAction, onError, onNotice }: AccountsTableProps) {
  const data = useFragment(
    graphql`
      fragment AccountsTable_bankroll on Bankroll {
        # The BFF pages at most 100 per request; a bankroll has a handful of betting houses.
        activeAccounts(first: 100) @connection(key: "AccountsTable_activeAccounts") {
          edges {
            node {
              id
              ...AccountRow_account
            }
          }
        }
        totals {
          deposits
          withdrawals
          totalBalance
          yieldPercent
        }
      }
    `,
    bankroll,
  );
  const edges = data.activeAccounts.edges;
  // A row that left the table (Ocultar) took the focus with it: the same button of the next account takes
  // it (the previous one's for the last), or the table when none is left, not <body>.
  const keepFocus = useFocusKeptInList<HTMLDivElement>('tbody > tr', ACCOUNTS_REGION_ID);
  // Phones and tablets show each account as a card (under 72rem: tables.css, bankroll.css); a wide screen
  // shows the table, which scrolls sideways in its region if it is still too wide (a large text size), and
  // the region then takes focus so that keyboards can scroll it too.
  return (
    <ScrollRegion id={ACCOUNTS_REGION_ID} aria-label={BALANCE_LABELS.activeAccounts} {...keepFocus}>
      <table className="table accounts-table stack-table">
        <caption className="visually-hidden">{BALANCE_LABELS.activeAccounts}</caption>
        <TableHead
          columns={[
            { label: BALANCE_LABELS.statement, hidden: true },
            BALANCE_LABELS.account,
            numeric(BALANCE_LABELS.deposits),
            numeric(BALANCE_LABELS.withdrawals),
            numeric(BALANCE_LABELS.currentBalance),
            numeric(BALANCE_LABELS.result),
            BALANCE_LABELS.withdraw,
            BALANCE_LABELS.deposit,
            BALANCE_LABELS.edit,
            BALANCE_LABELS.hide,
          ]}
        />
        <tbody>
          {edges.length === 0 ? (
            <tr>
              <td colSpan={10} className="empty">
                {BALANCE_LABELS.noAccounts}
              </td>
            </tr>
          ) : (
            edges.map(({ node }) => (
              <AccountRow
                key={node.id}
                account={node}
                onAction={onAction}
                onError={onError}
                onNotice={onNotice}
              />
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {COMMON_LABELS.total}
            </th>
            <td className="num" data-label={BALANCE_LABELS.deposits}>
              {formatBRL(data.totals.deposits)}
            </td>
            <td className="num" data-label={BALANCE_LABELS.withdrawals}>
              {formatBRL(data.totals.withdrawals)}
            </td>
            <td className="num" data-label={BALANCE_LABELS.currentBalance}>
              {formatBRL(data.totals.totalBalance)}
            </td>
            <td className="num" data-label={BALANCE_LABELS.result}>
              {formatPercent(data.totals.yieldPercent)}
            </td>
            <td colSpan={4} className="row-action" />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
