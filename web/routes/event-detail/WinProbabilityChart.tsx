import { graphql, useFragment } from 'react-relay/hooks.js';
import { CHART_FONT_SIZE } from './chart-text.ts';
import { NO_CLOCK_SPORTS } from './tabs.ts';
import { formatChance } from '../../format/percent.ts';
import type { WinProbabilityChart_event$key } from '../../relay/__generated__/WinProbabilityChart_event.graphql.ts';
import { MATCH_CHART_LABELS as L } from '../../../server/i18n/screens/match-charts.ts';

// Drawing units, as in MomentumChart.
const WIDTH = 360;
const HEIGHT = 140;
const AXIS = 18;
const PLOT = HEIGHT - AXIS;

interface Line {
  key: 'home' | 'draw' | 'away';
  name: string;
  values: number[];
}

/**
 * Win probability over the match (the feed's /graph/win-probability): a line per outcome, the draw only in
 * sports and matches that have one, and the latest chances written out under the chart. The axis is labelled
 * with the first and last match minute, only in sports that have a match clock. A single point (a
 * feed that only gives the current chances) is shown as the written chances alone.
 */
export function WinProbabilityChart({ event }: { event: WinProbabilityChart_event$key }) {
  const { winProbability, homeTeam, awayTeam, sport } = useFragment(
    graphql`
      fragment WinProbabilityChart_event on Event {
        sport {
          slug
        }
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        winProbability {
          minute
          homeWin
          draw
          awayWin
        }
      }
    `,
    event,
  );
  const points = winProbability ?? [];
  const latest = points.at(-1);
  if (!latest) return null;
  const hasDraw = points.some((p) => (p.draw ?? 0) > 0);
  const lines: Line[] = [
    { key: 'home', name: homeTeam.name, values: points.map((p) => p.homeWin) },
    ...(hasDraw
      ? [{ key: 'draw' as const, name: L.winProbability.draw, values: points.map((p) => p.draw ?? 0) }]
      : []),
    { key: 'away', name: awayTeam.name, values: points.map((p) => p.awayWin) },
  ];
  const now = lines.map((line) => L.winProbability.part(line.name, formatChance(line.values.at(-1) ?? 0)));
  const latestText = L.winProbability.latest(now.join(', '));
  const minutes = points.map((p, i) => p.minute ?? i);
  const [first, last] = [minutes[0] ?? 0, minutes.at(-1) ?? 0];
  const x = (minute: number) => (last > first ? ((minute - first) / (last - first)) * WIDTH : 0);
  const y = (percent: number) => PLOT - (percent / 100) * (PLOT - 2) - 1;
  // The feed's "minute" is time played: a match minute where the sport has a clock, and nothing a reader
  // knows by in tennis, cricket or esports, whose axis is left without labels.
  const axisLabels = sport && NO_CLOCK_SPORTS.has(sport.slug) ? [] : [first, last];
  return (
    <figure className="match-chart win-probability">
      <figcaption>
        <h2>{L.winProbability.title}</h2>
        <p className="muted">{L.winProbability.description}</p>
      </figcaption>
      {points.length > 1 && (
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`${L.winProbability.title}. ${latestText}`}
        >
          <line x1={0} x2={WIDTH} y1={y(50)} y2={y(50)} className="chart-grid" />
          <line x1={0} x2={WIDTH} y1={PLOT} y2={PLOT} className="chart-axis" />
          {lines.map((line) => (
            <polyline
              key={line.key}
              className={`probability-${line.key}`}
              fill="none"
              strokeWidth="2"
              points={line.values
                .map((v, i) => `${x(minutes[i] ?? 0).toFixed(1)},${y(v).toFixed(1)}`)
                .join(' ')}
            />
          ))}
          {axisLabels.map((minute, i) => (
            <text
              key={`${i}-${minute}`}
              x={i === 0 ? 2 : WIDTH - 2}
              y={HEIGHT - 4}
              fontSize={CHART_FONT_SIZE}
              textAnchor={i === 0 ? 'start' : 'end'}
              className="chart-text"
            >
              {L.winProbability.minute(Math.round(minute))}
            </text>
          ))}
        </svg>
      )}
      <ul className="chart-legend">
        {lines.map((line, i) => (
          <li key={line.key} className={`legend-${line.key}`}>
            {now[i]}
          </li>
        ))}
      </ul>
    </figure>
  );
}
