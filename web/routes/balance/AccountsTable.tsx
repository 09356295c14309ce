import { graphql, useFragment } from 'react-relay';
import { formatBRL } from '../../format/money.ts';
import { formatPercent } from '../../format/percent.ts';
import type { AccountsTable_bankroll$key } from '../../relay/__generated__/AccountsTable_bankroll.graphql.ts';
import { AccountRow, type AccountAction } from './AccountRow.tsx';

export interface AccountsTableProps {
  bankroll: AccountsTable_bankroll$key;
  onAction: (action: AccountAction) => void;
  onError: (message: string) => void;
}

/** The active accounts with a totals row (SPEC §2). */
export function AccountsTable({ bankroll, onAction, onError }: AccountsTableProps) {
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
          finalBalance
          yieldPercent
        }
      }
    `,
    bankroll,
  );
  const edges = data.activeAccounts.edges;
  // Phones scroll the table sideways; the region takes focus so that keyboards can scroll it too.
  return (
    <div className="table-scroll" role="region" aria-label="Contas ativas" tabIndex={0}>
      <table className="table accounts-table">
        <caption className="visually-hidden">Contas ativas</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Extrato</span>
            </th>
            <th scope="col">Conta</th>
            <th scope="col" className="num">
              Investimentos
            </th>
            <th scope="col" className="num">
              Retiradas
            </th>
            <th scope="col" className="num">
              Saldo Atual
            </th>
            <th scope="col" className="num">
              Resultado
            </th>
            <th scope="col">Retirar</th>
            <th scope="col">Investir</th>
            <th scope="col">Editar</th>
            <th scope="col">Ocultar</th>
          </tr>
        </thead>
        <tbody>
          {edges.length === 0 ? (
            <tr>
              <td colSpan={10} className="empty">
                Nenhuma conta encontrada
              </td>
            </tr>
          ) : (
            edges.map(({ node }) => (
              <AccountRow key={node.id} account={node} onAction={onAction} onError={onError} />
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              Total
            </th>
            <td className="num">{formatBRL(data.totals.deposits)}</td>
            <td className="num">{formatBRL(data.totals.withdrawals)}</td>
            <td className="num">{formatBRL(data.totals.finalBalance)}</td>
            <td className="num">{formatPercent(data.totals.yieldPercent)}</td>
            <td colSpan={4} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
