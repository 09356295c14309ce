import { useEffect, useState } from 'react';
import { useRenderTime } from '../ssr/render-time.ts';

/**
 * The current time, refreshed every `intervalMs` while `active`: what a ticking live minute renders from.
 * Inactive, it neither schedules nor re-renders.
 */
export function useNow(active: boolean, intervalMs = 1000): number {
  const renderTime = useRenderTime();
  const [now, setNow] = useState(renderTime);
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
