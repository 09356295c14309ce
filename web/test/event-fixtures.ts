/*
 * MockPayloadGenerator knows a scalar's type only in operations marked `@relay_test_operation`, which the
 * app's queries are not, so it fills every scalar it is not given with text. A chart computes NaN coordinates
 * from that text and React warns about each one. A suite gives an event's chart sections either as absent or
 * as numbers, in its Event resolver (MatchCharts.test.tsx tests the charts themselves).
 */

/** An event's chart sections, absent: for suites about other parts of the page. */
export const WITHOUT_CHARTS = {
  pressureGraph: null,
  shotmap: null,
  goalDistributions: null,
} as const;

/** An event's summary charts with a point and a shot each, in numbers: for suites that show the summary tab. */
export const WITH_NUMERIC_CHARTS = {
  pressureGraph: { periodTime: 45, periodCount: 2, points: [{ minute: 12, value: 40 }] },
  shotmap: [{ isHome: true, time: 12, addedTime: null, xg: 0.12, playerCoordinates: { x: 12, y: 50 } }],
} as const;

/** One side of a scoreboard with its score and nothing else (no shoot-out, cards, innings or periods). */
export function scoreSide(score: number | null, fields: Record<string, unknown> = {}) {
  return {
    score,
    penalties: null,
    aggregated: null,
    redCards: 0,
    overtime: null,
    gamePoint: null,
    innings: [],
    periods: [],
    ...fields,
  };
}
