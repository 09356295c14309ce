// The app: the Relay environment, the router and the first render or hydration. main.tsx loads it.
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createEnvironment } from './relay/environment.ts';
import { sessionRefused } from './routes/auth/session-end.ts';
import { markViewerRead } from './routes/root/viewer.ts';
import { createRoutes } from './routes/routes.tsx';
import { replayEarlyClicks, stopKeepingEarlyClicks } from './ssr/early-clicks.ts';
import { hydrationData } from './ssr/hydration.ts';
import { readPayload } from './ssr/payload.ts';
import { RenderTimeContext } from './ssr/render-time.ts';
import { yieldToBrowser } from './ssr/yield.ts';

// A public page arrives rendered, with its records (ssr/payload.ts); a private one arrives empty. It is on
// screen when this runs, so the start below is cut into tasks of their own (the browser may paint or answer
// a tap between them) rather than added to the one that evaluated the libraries: blocking time counts each
// task's length past 50 ms.
const payload = readPayload(document);
if (payload) await yieldToBrowser();
let hydrating = payload !== null;

const environment = createEnvironment({
  records: payload?.records,
  // SPEC §4: a request refused for lack of a session sends the user to /login, and the header shows the
  // visitor's links; a user whose session ended is told so there.
  onUnauthenticated: () => {
    const notice = sessionRefused(environment);
    if (location.pathname !== '/login')
      void router.navigate('/login', { replace: true, state: notice ? { notice } : undefined });
  },
});

const routes = createRoutes(environment, { hydrating: () => hydrating });
// The server's queries selected the header's viewer: the records hold it.
if (payload) markViewerRead(environment);
if (payload) await yieldToBrowser();
const router = createBrowserRouter(routes, {
  hydrationData: payload ? await hydrationData(routes, payload) : undefined,
});

/**
 * After the first commit, route loaders refresh from the network again as they always do, and the taps made
 * on buttons before React listened reach them.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    hydrating = false;
    // In a task of its own, not inside React's commit: a tap on a part not hydrated yet (a Suspense boundary
    // hydrates after the shell) makes React hydrate that part at once, which it cannot do mid-commit.
    setTimeout(replayEarlyClicks, 0);
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Hydrated>
      <RenderTimeContext.Provider value={payload?.renderedAt ?? null}>
        <RelayEnvironmentProvider environment={environment}>
          <RouterProvider router={router} />
        </RelayEnvironmentProvider>
      </RenderTimeContext.Provider>
    </Hydrated>
  </StrictMode>
);

const container = document.getElementById('root')!;
if (payload) {
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of running the page's
  // whole tree in one task; the page is already readable, so nothing waits for it but its handlers.
  startTransition(() => {
    // React listens from here on: taps made before are kept for the replay, later ones are React's alone.
    stopKeepingEarlyClicks();
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
