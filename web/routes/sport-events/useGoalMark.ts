import { useEffect, useRef, useState } from 'react';

/** How long a row stays marked after a goal. */
export const GOAL_MARK_MS = 6_000;

export type GoalSide = 'home' | 'away';

/**
 * Which side has just scored: the score of a side rose while the row was on screen (a live update), for
 * GOAL_MARK_MS. The first score seen, a score going back (a goal annulled) or a row that mounts with a
 * score mark nothing, nor does anything when `enabled` is false (sports whose score is not goals).
 */
export function useGoalMark(
  home: number | null | undefined,
  away: number | null | undefined,
  enabled: boolean,
): GoalSide | null {
  const seen = useRef({ home, away });
  const [mark, setMark] = useState<{ side: GoalSide; at: number } | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = { home, away };
    const rose = (now: number | null | undefined, then: number | null | undefined) =>
      now != null && then != null && now > then;
    const side: GoalSide | null = rose(home, before.home) ? 'home' : rose(away, before.away) ? 'away' : null;
    if (side && enabled) setMark({ side, at: Date.now() });
  }, [home, away, enabled]);
  useEffect(() => {
    if (!mark) return;
    const timer = setTimeout(() => setMark(null), GOAL_MARK_MS);
    return () => clearTimeout(timer);
  }, [mark]);
  return mark?.side ?? null;
}
