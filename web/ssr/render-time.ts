import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The instant a server-rendered page was rendered at (epoch ms), or null in a page the browser rendered
 * itself. Components that render "now" (a ticking minute, "Hoje 16:00") read it through useRenderTime.
 */
export const RenderTimeContext = createContext<number | null>(null);

const subscribeNothing = () => () => {};

/**
 * The clock a component renders "now" from: the server's render instant while the server renders and while
 * the browser hydrates that markup (React reads the server snapshot then, boundary by boundary), so both
 * sides write the same text; the real clock in every later render.
 */
export function useRenderTime(): () => number {
  const renderedAt = useContext(RenderTimeContext);
  const fromServer = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  return fromServer && renderedAt !== null ? () => renderedAt : Date.now;
}
