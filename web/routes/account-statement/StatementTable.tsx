import { formatDateTime } from '../../format/dates.ts';
import { formatBRL } from '../../format/money.ts';
import {
  DIRECTION_LABEL,
  direction,
  shownAmount,
  transactionLabel,
  type Direction,
  type StatementRow,
} from './statement-entry.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

const ARROW: Record<Direction, string> = { up: '▲', down: '▼', flat: '–' };

export const SKELETON_ROWS = 10;

function Head() {
  return (
    <TableHead
      columns={[
        STATEMENT_LABELS.date,
        numeric(COMMON_LABELS.available),
        numeric(COMMON_LABELS.inBets),
        numeric(COMMON_LABELS.balance),
        { label: STATEMENT_LABELS.direction, hidden: true },
        numeric(STATEMENT_LABELS.dailyVariation),
        STATEMENT_LABELS.transaction,
        numeric(COMMON_LABELS.value),
      ]}
    />
  );
}

/** The statement lines (SPEC §2): dates in São Paulo, amounts in BRL, an arrow for the variation. */
export function StatementTable({ rows }: { rows: readonly StatementRow[] }) {
  return (
    <ScrollRegion aria-label={STATEMENT_LABELS.lines}>
      <table className="table statement-table stack-table">
        <Head />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="empty">
                {STATEMENT_LABELS.empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const dir = direction(row.variation);
              const amount = shownAmount(row);
              return (
                <tr key={row.id}>
                  <td className="row-title">{formatDateTime(row.createdAt)}</td>
                  <td className="num" data-label={COMMON_LABELS.available}>
                    {formatBRL(row.availableBalance)}
                  </td>
                  <td className="num" data-label={COMMON_LABELS.inBets}>
                    {formatBRL(row.betLockedBalance)}
                  </td>
                  <td className="num" data-label={COMMON_LABELS.balance}>
                    {formatBRL(row.totalBalance)}
                  </td>
                  <td className={`direction-${dir} row-mark`}>
                    <span role="img" aria-label={DIRECTION_LABEL[dir]}>
                      {ARROW[dir]}
                    </span>
                  </td>
                  <td className="num" data-label={STATEMENT_LABELS.dailyVariation}>
                    {formatBRL(row.variation)}
                  </td>
                  <td data-label={STATEMENT_LABELS.transaction}>{transactionLabel(row.type)}</td>
                  <td className="num" data-label={COMMON_LABELS.value}>
                    {amount === null ? '' : formatBRL(amount)}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** SPEC §2: ten skeleton rows while the statement loads. */
export function StatementTableSkeleton() {
  return (
    <div className="table-scroll" role="status" aria-busy="true">
      <span className="visually-hidden">{STATEMENT_LABELS.loading}</span>
      <table className="table statement-table" aria-hidden="true">
        <Head />
        <tbody>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <tr key={index} className="skeleton-row">
              <td colSpan={8}>
                <span className="skeleton" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
