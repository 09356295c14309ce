import { useCallback, useState, type RefCallback } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatBRL } from '../../format/money.ts';
import { formatDay } from '../../format/dates.ts';
import { decimalToCents } from '../../format/money-input.ts';
import type { StatementChart_account$key } from '../../relay/__generated__/StatementChart_account.graphql.ts';
import { STATEMENT_LABELS } from '../../../server/i18n/screens/statement.ts';

/** The total balance at the end of one São Paulo day (Account.balanceHistory). */
interface BalanceDay {
  readonly date: string;
  readonly totalBalance: string;
}

/** Drawing width until the chart is measured (and in tests without layout); its height is always 200 px. */
const WIDTH = 640;
const HEIGHT = 200;
// The left margin holds the min/max labels ("R$ 123.456,78" at 11 px).
const PAD = { top: 12, right: 12, bottom: 24, left: 92 };

interface Point {
  day: BalanceDay;
  cents: number;
}

/** The lowest and highest balances; on a tie the earliest day, which is when the level was first reached. */
function extremes(points: readonly Point[]): { low: Point; high: Point } {
  let low = points[0];
  let high = points[0];
  for (const point of points) {
    if (point.cents < low.cents) low = point;
    if (point.cents > high.cents) high = point;
  }
  return { low, high };
}

/** What a screen reader hears instead of the drawing: the period, where it started and ended, its range. */
function chartSummary(points: readonly Point[]): string {
  const { low, high } = extremes(points);
  const first = points[0].day;
  const last = points[points.length - 1].day;
  return STATEMENT_LABELS.chart({
    from: formatDay(first.date),
    to: formatDay(last.date),
    first: formatBRL(first.totalBalance),
    last: formatBRL(last.totalBalance),
    low: formatBRL(low.day.totalBalance),
    lowDay: formatDay(low.day.date),
    high: formatBRL(high.day.totalBalance),
    highDay: formatDay(high.day.date),
  });
}

function centsOf(day: BalanceDay): number {
  return Number(decimalToCents(day.totalBalance) ?? 0n);
}

/**
 * The drawing is as many units wide as the chart is pixels on screen, so its 11 px labels are 11 px on a
 * phone too: a fixed 640-unit drawing squeezed into a 390 px screen wrote them 6 px tall.
 */
function useDrawnWidth(): [RefCallback<SVGSVGElement>, number] {
  const [width, setWidth] = useState(WIDTH);
  const ref = useCallback((svg: SVGSVGElement | null) => {
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry.contentRect.width);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * Total balance over the account's whole history, one point per São Paulo day with entries (computed by the
 * server, so it does not depend on how many statement lines the table has loaded), as a small inline SVG,
 * its lowest and highest values marked on the y side. Amounts become floats here only to place points on
 * the drawing; every number written on screen is formatted from the original strings.
 */
export function StatementChart({ account }: { account: StatementChart_account$key }) {
  const { balanceHistory } = useFragment(
    graphql`
      fragment StatementChart_account on Account {
        balanceHistory {
          date
          totalBalance
        }
      }
    `,
    account,
  );
  const [drawing, width] = useDrawnWidth();
  // Oldest first, as the server sends it: the chart reads left to right in time.
  if (balanceHistory.length < 2) return null;
  const points = balanceHistory.map((day) => ({ day, cents: centsOf(day) }));
  const { low, high } = extremes(points);
  // The scale starts at zero (or below, for a negative balance) so that the drawing does not exaggerate.
  const min = Math.min(low.cents, 0);
  const span = high.cents - min || 1;
  const innerW = width - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const yOf = (value: number) => PAD.top + innerH - ((value - min) / span) * innerH;
  const xy = points.map(({ cents }, index) => [
    PAD.left + (index / (points.length - 1)) * innerW,
    yOf(cents),
  ]);
  const line = xy
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`)
    .join('');
  const baseline = (PAD.top + innerH).toFixed(1);
  const area = `${line}L${xy[xy.length - 1][0].toFixed(1)},${baseline}L${xy[0][0].toFixed(1)},${baseline}Z`;
  const first = points[0].day;
  const last = points[points.length - 1].day;
  const marks = low.cents === high.cents ? [high] : [high, low];
  return (
    <svg
      ref={drawing}
      className="statement-chart"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      role="img"
      aria-label={chartSummary(points)}
    >
      <path className="area" d={area} />
      <path className="line" d={line} />
      {marks.map((mark, index) => {
        const y = yOf(mark.cents);
        // Close balances would print one label over the other: the lower one moves down a line.
        const textY = index === 0 ? y : Math.max(y, yOf(high.cents) + 13);
        return (
          <g key={index === 0 ? 'max' : 'min'} className="y-mark">
            <line x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} />
            <text x={PAD.left - 6} y={textY} textAnchor="end" dominantBaseline="middle">
              {formatBRL(mark.day.totalBalance)}
            </text>
          </g>
        );
      })}
      <text x={PAD.left} y={HEIGHT - 6}>
        {formatDay(first.date)}
      </text>
      <text x={width - PAD.right} y={HEIGHT - 6} textAnchor="end">
        {formatDay(last.date)}
      </text>
    </svg>
  );
}
