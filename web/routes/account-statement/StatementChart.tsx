import { formatBRL } from '../../format/money.ts';
import { formatDate } from '../../format/dates.ts';
import { decimalToCents } from '../../format/money-input.ts';
import type { StatementRow } from './statement-entry.ts';

const WIDTH = 640;
const HEIGHT = 200;
// The left margin holds the min/max labels ("R$ 123.456,78" at 11 px).
const PAD = { top: 12, right: 12, bottom: 24, left: 92 };

interface Point {
  row: StatementRow;
  cents: number;
}

/** The lowest and highest balances; on a tie the earliest line, which is when the level was first reached. */
function extremes(points: readonly Point[]): { low: Point; high: Point } {
  let low = points[0]!;
  let high = points[0]!;
  for (const point of points) {
    if (point.cents < low.cents) low = point;
    if (point.cents > high.cents) high = point;
  }
  return { low, high };
}

/** What a screen reader hears instead of the drawing: the period, where it started and ended, its range. */
function chartSummary(points: readonly StatementRow[]): string {
  const { low, high } = extremes(points.map((row) => ({ row, cents: centsOf(row) })));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    `Saldo total de ${formatDate(first.createdAt)} a ${formatDate(last.createdAt)}: ` +
    `início ${formatBRL(first.totalBalance)}, fim ${formatBRL(last.totalBalance)}, ` +
    `mínimo ${formatBRL(low.row.totalBalance)} em ${formatDate(low.row.createdAt)}, ` +
    `máximo ${formatBRL(high.row.totalBalance)} em ${formatDate(high.row.createdAt)}`
  );
}

function centsOf(row: StatementRow): number {
  return Number(decimalToCents(row.totalBalance) ?? 0n);
}

/**
 * Total balance over time as a small inline SVG, its lowest and highest values marked on the y side.
 * Amounts become floats here only to place points on the drawing; every number written on screen is
 * formatted from the original strings.
 */
export function StatementChart({ rows }: { rows: readonly StatementRow[] }) {
  // The statement comes newest first; the chart reads left to right in time.
  const ordered = [...rows].reverse();
  if (ordered.length < 2) return null;
  const points = ordered.map((row) => ({ row, cents: centsOf(row) }));
  const { low, high } = extremes(points);
  // The scale starts at zero (or below, for a negative balance) so that the drawing does not exaggerate.
  const min = Math.min(low.cents, 0);
  const span = high.cents - min || 1;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const yOf = (value: number) => PAD.top + innerH - ((value - min) / span) * innerH;
  const xy = points.map(({ cents }, index) => [
    PAD.left + (index / (points.length - 1)) * innerW,
    yOf(cents),
  ]);
  const line = xy
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x!.toFixed(1)},${y!.toFixed(1)}`)
    .join('');
  const baseline = (PAD.top + innerH).toFixed(1);
  const area = `${line}L${xy[xy.length - 1]![0]!.toFixed(1)},${baseline}L${xy[0]![0]!.toFixed(1)},${baseline}Z`;
  const first = ordered[0]!;
  const last = ordered[ordered.length - 1]!;
  const marks = low.cents === high.cents ? [high] : [high, low];
  return (
    <svg
      className="statement-chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={chartSummary(ordered)}
    >
      <path className="area" d={area} />
      <path className="line" d={line} />
      {marks.map((mark, index) => {
        const y = yOf(mark.cents);
        // Close balances would print one label over the other: the lower one moves down a line.
        const textY = index === 0 ? y : Math.max(y, yOf(high.cents) + 13);
        return (
          <g key={index === 0 ? 'max' : 'min'} className="y-mark">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} />
            <text x={PAD.left - 6} y={textY} textAnchor="end" dominantBaseline="middle">
              {formatBRL(mark.row.totalBalance)}
            </text>
          </g>
        );
      })}
      <text x={PAD.left} y={HEIGHT - 6}>
        {formatDate(first.createdAt)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 6} textAnchor="end">
        {formatDate(last.createdAt)}
      </text>
    </svg>
  );
}
