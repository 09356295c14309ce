import { graphql, useFragment } from 'react-relay/hooks.js';
import { CHART_FONT_SIZE } from './chart-text.ts';
import { formatCount } from '../../format/count.ts';
import type { MomentumChart_event$key } from '../../relay/__generated__/MomentumChart_event.graphql.ts';
import { MATCH_CHART_LABELS as L } from '../../../server/i18n/screens/match-charts.ts';

// Drawing units: the SVG scales to the page's width, about as wide as a phone's column (labels: chart-text.ts).
const WIDTH = 360;
const HEIGHT = 140;
const AXIS = 18;
const MIDDLE = (HEIGHT - AXIS) / 2;

/**
 * The momentum graph (the feed's /graph, "pressure"): a bar a minute, up for the home side and down for the
 * away side, with the half-time line. Read aloud as how many minutes each side pressed more.
 */
export function MomentumChart({ event }: { event: MomentumChart_event$key }) {
  const { pressureGraph, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment MomentumChart_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        pressureGraph {
          periodTime
          periodCount
          points {
            minute
            value
          }
        }
      }
    `,
    event,
  );
  const points = pressureGraph?.points ?? [];
  if (points.length === 0) return null;
  const periodTime = pressureGraph?.periodTime ?? 45;
  const regular = periodTime * (pressureGraph?.periodCount ?? 2);
  const lastMinute = Math.max(regular, ...points.map((p) => p.minute));
  const slot = WIDTH / lastMinute;
  const x = (minute: number) => (minute - 1) * slot;
  const height = (value: number) => (Math.abs(value) / 100) * (MIDDLE - 2);
  const homeMinutes = points.filter((p) => p.value > 0).length;
  const awayMinutes = points.filter((p) => p.value < 0).length;
  const summary = L.momentum.summary(
    homeTeam.name,
    formatCount(homeMinutes, L.momentum.minutes),
    awayTeam.name,
    formatCount(awayMinutes, L.momentum.minutes),
  );
  const ticks = Array.from({ length: Math.floor(lastMinute / periodTime) + 1 }, (_, i) => i * periodTime);
  return (
    <figure className="match-chart momentum">
      <figcaption>
        <h2>{L.momentum.title}</h2>
        <p className="muted">{L.momentum.description(homeTeam.name, awayTeam.name)}</p>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${L.momentum.title}. ${summary}`}>
        {points.map((p) => (
          <rect
            key={p.minute}
            className={p.value >= 0 ? 'momentum-home' : 'momentum-away'}
            x={x(p.minute)}
            y={p.value >= 0 ? MIDDLE - height(p.value) : MIDDLE}
            width={Math.max(1, slot - 1)}
            height={height(p.value)}
          />
        ))}
        <line x1={0} x2={WIDTH} y1={MIDDLE} y2={MIDDLE} className="chart-axis" />
        {ticks.slice(1, -1).map((minute) => (
          <line
            key={minute}
            x1={x(minute + 1)}
            x2={x(minute + 1)}
            y1={0}
            y2={MIDDLE * 2}
            className="chart-grid"
          />
        ))}
        {ticks.map((minute) => (
          <text
            key={minute}
            x={Math.min(WIDTH - 12, Math.max(12, x(minute + 1)))}
            y={HEIGHT - 4}
            fontSize={CHART_FONT_SIZE}
            textAnchor="middle"
            className="chart-text"
          >
            {L.momentum.minute(minute)}
          </text>
        ))}
      </svg>
      <p className="chart-summary">{summary}</p>
    </figure>
  );
}
