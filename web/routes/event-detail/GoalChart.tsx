import { graphql, useFragment } from 'react-relay/hooks.js';
import { CHART_FONT_SIZE } from './chart-text.ts';
import type { GoalChart_distribution$key } from '../../relay/__generated__/GoalChart_distribution.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

// Drawing units: the chart is about as wide as a phone's column (labels: chart-text.ts).
const WIDTH = 320;
const HEIGHT = 180;
const PAD = 20;
/** Room above the tallest bar for its count. */
const TOP = 18;

/**
 * Goals scored (green) and conceded (orange) per period of the match, as paired bars in plain SVG, each with
 * its count written above it, and the period's end minute under the pair.
 */
export function GoalChart({
  team,
  distribution,
}: {
  team: string;
  distribution: GoalChart_distribution$key;
}) {
  const { matches, periods } = useFragment(
    graphql`
      fragment GoalChart_distribution on GoalDistribution {
        matches
        periods {
          periodStart
          periodEnd
          scoredGoals
          concededGoals
        }
      }
    `,
    distribution,
  );
  const max = Math.max(1, ...periods.map((p) => Math.max(p.scoredGoals, p.concededGoals)));
  const slot = (WIDTH - PAD * 2) / Math.max(1, periods.length);
  const bar = Math.max(2, slot / 2 - 2);
  const height = (value: number) => ((HEIGHT - PAD - TOP) * value) / max;
  const summary = periods
    .map((p) => EVENT_LABELS.goals.period(p.periodStart, p.periodEnd, p.scoredGoals, p.concededGoals))
    .join('; ');
  return (
    <figure className="goal-chart">
      <figcaption>
        {team} <span className="muted">{EVENT_LABELS.goals.matches(matches)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={EVENT_LABELS.goals.chart(team, summary)}>
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#5b676b" />
        {periods.map((p, i) => {
          const x = PAD + i * slot + 1;
          return (
            <g key={`${p.periodStart}-${p.periodEnd}`}>
              <rect
                x={x}
                y={HEIGHT - PAD - height(p.scoredGoals)}
                width={bar}
                height={height(p.scoredGoals)}
                fill="#6bac9e"
              />
              <text
                x={x + bar / 2}
                y={HEIGHT - PAD - height(p.scoredGoals) - 4}
                fontSize={CHART_FONT_SIZE}
                textAnchor="middle"
                fill="#1f2a2e"
                className="goal-count"
              >
                {p.scoredGoals}
              </text>
              <rect
                x={x + bar + 1}
                y={HEIGHT - PAD - height(p.concededGoals)}
                width={bar}
                height={height(p.concededGoals)}
                fill="#ff914d"
              />
              <text
                x={x + bar + 1 + bar / 2}
                y={HEIGHT - PAD - height(p.concededGoals) - 4}
                fontSize={CHART_FONT_SIZE}
                textAnchor="middle"
                fill="#1f2a2e"
                className="goal-count"
              >
                {p.concededGoals}
              </text>
              <text x={x + bar} y={HEIGHT - 5} fontSize={CHART_FONT_SIZE} textAnchor="middle" fill="#1f2a2e">
                {p.periodEnd}&apos;
              </text>
            </g>
          );
        })}
      </svg>
      <p className="legend">
        <span className="legend-scored">{EVENT_LABELS.goals.scored}</span>{' '}
        <span className="legend-conceded">{EVENT_LABELS.goals.conceded}</span>
      </p>
    </figure>
  );
}
