// A server-rendered page taken over by the browser's app, as web/app.tsx does: the server's markup and
// payload (web/test/server-render.tsx), then the browser's router and hydration over them.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEnvironment } from '../relay/environment.ts';
import { markViewerRead } from '../routes/root/viewer.ts';
import { createRoutes } from '../routes/routes.tsx';
import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { EVENT_LABELS } from '../../server/i18n/screens/event.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { fakeGraphQL, generated, rateLimited, renderOnServer, type Answer } from '../test/server-render.tsx';
import { hydrationData } from './hydration.ts';
import { PAYLOAD_ELEMENT_ID, readPayload, withRenderTime } from './payload.ts';
import { RenderTimeContext } from './render-time.ts';

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

/**
 * The page at `path` rendered by the server, then hydrated by the browser's app. Returns the problems
 * React reported (a mismatch between the two renders) and the browser's GraphQL requests.
 */
async function serveAndHydrate(path: string, answer: Answer) {
  const server = await renderOnServer(path, answer);
  history.replaceState(null, '', path);
  document.body.innerHTML =
    `<div id="root">${server.body}</div>` +
    `<script type="application/json" id="${PAYLOAD_ELEMENT_ID}">${withRenderTime(server.payload, server.renderedAt)}</script>`;
  const serverMarkup = document.getElementById('root')!.innerHTML;

  const payload = readPayload(document)!;
  const browser = fakeGraphQL(answer);
  const environment = createEnvironment({
    records: payload.records,
    onUnauthenticated: () => {},
    ...browser,
  });
  const routes = createRoutes(environment, { hydrating: () => true });
  markViewerRead(environment);
  const router = createBrowserRouter(routes, { hydrationData: await hydrationData(routes, payload) });
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // React's development build marks each context with the last renderer that provided it, and the
    // server's renderer ran in this realm just before: an artefact of the test, not of the page.
    if (/^Detected multiple renderers concurrently rendering the same context provider/.test(String(args[0])))
      return;
    problems.push(args);
  });
  try {
    await act(async () => {
      const root = hydrateRoot(
        document.getElementById('root')!,
        <RenderTimeContext.Provider value={payload.renderedAt}>
          <RelayEnvironmentProvider environment={environment}>
            <RouterProvider router={router} />
          </RelayEnvironmentProvider>
        </RenderTimeContext.Provider>,
        { onRecoverableError: (error) => problems.push(error) },
      );
      unmount = () => root.unmount();
    });
  } finally {
    consoleError.mockRestore();
  }
  const headings = [...document.querySelectorAll('#root h1')].map((h1) => h1.textContent);
  return { server, serverMarkup, problems, headings, asked: browser.asked, title: document.title };
}

describe('a server-rendered page, hydrated', () => {
  it('keeps the event’s not-found page and its heading for an address that is no event id', async () => {
    const page = await serveAndHydrate('/sports/event/1e9', generated());
    expect(page.server.status).toBe(404);
    expect(page.problems).toEqual([]);
    expect(page.headings).toEqual([EVENT_LABELS.notFound]);
    expect(page.title).toBe(`${EVENT_LABELS.notFound} — Bancada`);
    expect(document.getElementById('root')!.innerHTML).toBe(page.serverMarkup);
    expect(page.asked).toEqual([]);
  });

  it('keeps the event’s not-found page and its heading for an event the feed does not know', async () => {
    const page = await serveAndHydrate(
      '/sports/event/999999999',
      generated({ Query: () => ({ viewer: null, event: null }) }),
    );
    expect(page.server.status).toBe(404);
    expect(page.problems).toEqual([]);
    expect(page.headings).toEqual([EVENT_LABELS.notFound]);
    expect(page.title).toBe(`${EVENT_LABELS.notFound} — Bancada`);
    expect(page.asked).toEqual([]);
  });

  it('keeps a missing post’s heading', async () => {
    const page = await serveAndHydrate(
      '/blog/posts/nao-existe',
      generated({ Query: () => ({ viewer: null, blogPost: null }) }),
    );
    expect(page.server.status).toBe(404);
    expect(page.problems).toEqual([]);
    expect(page.headings).toEqual([MESSAGES.postNotFound]);
    expect(page.title).toBe(`${MESSAGES.postNotFound} — Bancada`);
    expect(page.asked).toEqual([]);
  });

  it('keeps a page refused for the visitor’s budget as the server wrote it, asking for nothing again', async () => {
    const page = await serveAndHydrate('/sports/event/207840000', rateLimited);
    expect(page.server.status).toBe(429);
    expect(page.problems).toEqual([]);
    expect(page.headings).toEqual([EVENT_LABELS.loadFailed]);
    expect(document.getElementById('root')!.textContent).toContain(MESSAGES.tooManyRequests);
    expect(document.getElementById('root')!.textContent).toContain(SHELL_LABELS.reload);
    expect(page.title).toBe(`${EVENT_LABELS.loadFailed} — Bancada`);
    expect(document.getElementById('root')!.innerHTML).toBe(page.serverMarkup);
    expect(page.asked).toEqual([]);
  });
});
