import { createContext, useContext } from 'react';

/**
 * The instant a page renders "now" from while it is first drawn: on the server the render's instant, in
 * the browser the server's instant until hydration is over, so a ticking minute or a "Hoje 16:00" reads the
 * same on both sides and React finds nothing to patch. Later renders (navigations) read the real clock.
 */
export const RenderTimeContext = createContext<() => number>(() => Date.now());

/** The current instant as the page should render it now (see RenderTimeContext). */
export function useRenderTime(): () => number {
  return useContext(RenderTimeContext);
}
