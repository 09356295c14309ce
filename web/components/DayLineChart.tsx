import { useCallback, useState, type RefCallback } from 'react';
import { formatBRL } from '../format/money.ts';
import { formatDay } from '../format/dates.ts';
import { decimalToCents } from '../format/money-input.ts';
import type { DayLineSummary } from '../../server/i18n/pt-BR.ts';

/** An amount at the end of one São Paulo day ("yyyy-mm-dd", a money string). */
export interface DayAmount {
  readonly date: string;
  readonly amount: string;
}

/** Drawing width until the chart is measured (and in tests without layout); its height is always 200 px. */
const WIDTH = 640;
const HEIGHT = 200;
// The left margin holds the min/max labels ("R$ 123.456,78" at 11 px).
const PAD = { top: 12, right: 12, bottom: 24, left: 92 };

interface Point {
  day: DayAmount;
  cents: number;
}

/** The lowest and highest amounts; on a tie the earliest day, which is when the level was first reached. */
function extremes(points: readonly Point[]): { low: Point; high: Point } {
  let low = points[0];
  let high = points[0];
  for (const point of points) {
    if (point.cents < low.cents) low = point;
    if (point.cents > high.cents) high = point;
  }
  return { low, high };
}

function chartSummary(points: readonly Point[]): DayLineSummary {
  const { low, high } = extremes(points);
  const first = points[0].day;
  const last = points[points.length - 1].day;
  return {
    from: formatDay(first.date),
    to: formatDay(last.date),
    first: formatBRL(first.amount),
    last: formatBRL(last.amount),
    low: formatBRL(low.day.amount),
    lowDay: formatDay(low.day.date),
    high: formatBRL(high.day.amount),
    highDay: formatDay(high.day.date),
  };
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

export interface DayLineChartProps {
  /** Oldest first: the chart reads left to right in time. At least two days, or nothing is drawn. */
  days: readonly DayAmount[];
  /** The drawing's accessible name, from its figures in pt-BR. */
  describe: (summary: DayLineSummary) => string;
}

/**
 * An amount over São Paulo days (an account's total balance, the running profit of bets) as a small inline
 * SVG, its lowest and highest values marked on the y side. The scale takes in zero, so that the drawing does
 * not exaggerate and a loss reads below the line of nothing. Amounts become floats here only to place points
 * on the drawing; every number written on screen is formatted from the original strings.
 */
export function DayLineChart({ days, describe }: DayLineChartProps) {
  const [drawing, width] = useDrawnWidth();
  if (days.length < 2) return null;
  const points = days.map((day) => ({ day, cents: Number(decimalToCents(day.amount) ?? 0n) }));
  const { low, high } = extremes(points);
  const min = Math.min(low.cents, 0);
  const max = Math.max(high.cents, 0);
  const span = max - min || 1;
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
  const baseline = yOf(0).toFixed(1);
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
      aria-label={describe(chartSummary(points))}
    >
      <path className="area" d={area} />
      <path className="line" d={line} />
      {marks.map((mark, index) => {
        const y = yOf(mark.cents);
        // Close amounts would print one label over the other: the lower one moves down a line.
        const textY = index === 0 ? y : Math.max(y, yOf(high.cents) + 13);
        return (
          <g key={index === 0 ? 'max' : 'min'} className="y-mark">
            <line x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} />
            <text x={PAD.left - 6} y={textY} textAnchor="end" dominantBaseline="middle">
              {formatBRL(mark.day.amount)}
            </text>
          </g>
        );
      })}
      {first.date === last.date ? (
        // Points of one day (the profit's start and its end, all bets settled that day): the day once.
        <text x={PAD.left + innerW / 2} y={HEIGHT - 6} textAnchor="middle">
          {formatDay(first.date)}
        </text>
      ) : (
        <>
          <text x={PAD.left} y={HEIGHT - 6}>
            {formatDay(first.date)}
          </text>
          <text x={width - PAD.right} y={HEIGHT - 6} textAnchor="end">
            {formatDay(last.date)}
          </text>
        </>
      )}
    </svg>
  );
}
