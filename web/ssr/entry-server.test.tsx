// @vitest-environment node
// Server rendering from the sources over a fake GraphQL (web/test/server-render.tsx): what each page says,
// its status and what it asks for, whatever GraphQL answers.
import { createOperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { BLOG_LABELS } from '../../server/i18n/screens/blog.ts';
import { EVENT_LABELS } from '../../server/i18n/screens/event.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { SPORTS_LABELS } from '../../server/i18n/screens/sports.ts';
import {
  fieldUnavailable,
  generated,
  rateLimited,
  renderOnServer,
  unavailable,
  type Answer,
} from '../test/server-render.tsx';
import { pageAt, type RenderResult } from './entry-server.tsx';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);

const render = (path: string, answer: Answer, now = NOW) => renderOnServer(path, answer, now);

const titleOf = (page: Extract<RenderResult, { kind: 'page' }>) =>
  /<title>([^<]*)<\/title>/.exec(page.head)?.[1];
const headingsOf = (page: Extract<RenderResult, { kind: 'page' }>) =>
  [...page.body.matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1]);
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const post = {
  slug: 'um-post',
  title: 'Um post',
  excerpt: 'Um resumo do post.',
  content: '# Um post\n\nUm texto.',
  publishedAt: '2026-11-19T12:00:00.000Z',
  category: { name: 'Guias' },
  relatedPosts: [],
};

describe('server-rendered pages', () => {
  it('differ only in their render time when rendered twice with the same data (the ETag leaves it out)', async () => {
    for (const [path, answer] of [
      ['/blog/posts/um-post', generated({ BlogPost: () => post })],
      ['/nao/existe', generated({})],
    ] as const) {
      const first = await render(path, answer, NOW);
      const second = await render(path, answer, NOW + 4321);
      expect(first.status, path).toBe(path === '/nao/existe' ? 404 : 200);
      expect(first.renderedAt).toBe(NOW);
      expect(second.renderedAt).toBe(NOW + 4321);
      // Hydration reads the time from the page (payload.ts, withRenderTime), not from these bytes.
      expect(first.payload, path).not.toContain('renderedAt');
      const { asked: _first, renderedAt: _at, ...firstPage } = first;
      const { asked: _second, renderedAt: _secondAt, ...secondPage } = second;
      expect(secondPage, path).toEqual(firstPage);
    }
  });

  it('say what failed when the visitor’s GraphQL budget is spent: 429, Retry-After, the screen’s words', async () => {
    for (const [path, heading] of [
      ['/sports/event/207840000', EVENT_LABELS.loadFailed],
      ['/blog/posts/um-post', BLOG_LABELS.postFailed],
      ['/blog', BLOG_LABELS.listFailed],
      ['/sports/scheduled/today', SPORTS_LABELS.loadFailed],
      ['/events/live/football', SPORTS_LABELS.loadFailed],
    ] as const) {
      const page = await render(path, rateLimited);
      expect(page.status, path).toBe(429);
      expect(page.retryAfterSeconds, path).toBe(7);
      expect(page.failed).toBe(true);
      expect(titleOf(page), path).toBe(`${heading} — Bancada`);
      expect(page.head).toContain(`<meta name="description" content="${MESSAGES.tooManyRequests}" />`);
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
      expect(headingsOf(page), path).toEqual([heading]);
      const text = textOf(page.body);
      expect(text).toContain(MESSAGES.tooManyRequests);
      expect(text).toContain(SHELL_LABELS.reload);
      // Not its loading state, and not the not-found page.
      expect(text, path).not.toMatch(/Carregando/);
      expect(text).not.toContain(SHELL_LABELS.notFound);
      // The browser hydrates with the same error (hydration.test.tsx).
      const { errors } = JSON.parse(page.payload) as { errors: Record<string, { status: number }> };
      expect(Object.values(errors).map((error) => error.status)).toEqual([429]);
    }
  });

  it('say so when a data service is down: 503, without a Retry-After GraphQL did not give', async () => {
    const page = await render('/sports/event/207840000', unavailable);
    expect(page.status).toBe(503);
    expect(page.retryAfterSeconds).toBeUndefined();
    expect(titleOf(page)).toBe(`${EVENT_LABELS.loadFailed} — Bancada`);
    expect(textOf(page.body)).toContain(MESSAGES.upstreamUnavailable);
  });

  it('say the subject failed, not that it is missing, when its service is down behind a 200 answer', async () => {
    const event = await render('/sports/event/207840000', fieldUnavailable('event'));
    expect(event.status).toBe(503);
    expect(headingsOf(event)).toEqual([EVENT_LABELS.loadFailed]);
    expect(titleOf(event)).toBe(`${EVENT_LABELS.loadFailed} — Bancada`);
    expect(event.head).toContain('<meta name="robots" content="noindex" />');
    const post = await render('/blog/posts/um-post', fieldUnavailable('blogPost'));
    expect(post.status).toBe(503);
    expect(headingsOf(post)).toEqual([BLOG_LABELS.postFailed]);
  });

  it('keep a signed-in user’s header when the subject’s service is down, from the same answer', async () => {
    const page = await render('/sports/event/207840000', fieldUnavailable('event', { name: 'Maria Souza' }));
    expect(page.status).toBe(503);
    expect(headingsOf(page)).toEqual([EVENT_LABELS.loadFailed]);
    expect(page.asked).toEqual(['EventPageQuery']);
    expect(textOf(page.body)).toContain('Maria Souza');
    expect(textOf(page.body)).not.toContain(SHELL_LABELS.login);
    // The browser hydrates with the viewer in the records.
    expect(page.payload).toContain('Maria Souza');
  });

  it('say a sport’s list failed when its service is down behind a 200 answer: the list is the page', async () => {
    /** Generated data, and in `name`'s answer the field at `path` null, its service down. */
    const failedAt =
      (name: string, path: string[], resolvers: MockResolvers): Answer =>
      (operation, variables) => {
        const payload = MockPayloadGenerator.generate(createOperationDescriptor(operation, variables), {
          Query: () => ({ viewer: null }),
          ...resolvers,
        });
        if (operation.params.name !== name) return Response.json(payload);
        const error = {
          message: MESSAGES.upstreamUnavailable,
          path,
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        };
        return Response.json({ ...payload, errors: [error] });
      };
    const list = await render(
      '/events/today/football',
      failedAt('SportEventsPageQuery', ['sport', 'scheduledEvents'], {
        Sport: () => ({ scheduledEvents: null }),
      }),
    );
    expect(list.status).toBe(503);
    expect(list.failed).toBe(true);
    expect(list.head).toContain('<meta name="robots" content="noindex" />');
    // The header's viewer is not the list: a signed-in visitor whose Banca API is down still gets the list.
    const withoutViewer = await render(
      '/events/today/football',
      failedAt('SportEventsPageQuery', ['viewer'], {}),
    );
    expect(withoutViewer.status).toBe(200);
    expect(withoutViewer.failed).toBe(false);
    // Elsewhere a part that failed below the page's subject leaves the page standing (a post's related ones).
    const standing = await render(
      '/blog/posts/um-post',
      failedAt('BlogPostPageQuery', ['blogPost', 'relatedPosts'], {
        BlogPost: () => ({ ...post, relatedPosts: null }),
      }),
    );
    expect(standing.status).toBe(200);
  });

  it('are 404 for an address that names nothing when a service is down, 429 when the budget is spent', async () => {
    for (const path of ['/nope', '/sports/event/abc']) {
      const down = await render(path, unavailable);
      expect(down.status, path).toBe(404);
      expect(down.retryAfterSeconds).toBeUndefined();
      expect(down.failed).toBe(false);

      // The refusal wins: the page says so and when to come back, and is never stored (a 404 would be).
      const refused = await render(path, rateLimited);
      expect(refused.status, path).toBe(429);
      expect(refused.retryAfterSeconds, path).toBe(7);
      expect(refused.failed, path).toBe(true);
      expect(refused.head, path).toContain('<meta name="robots" content="noindex" />');
      expect(textOf(refused.body), path).toContain(MESSAGES.tooManyRequests);
      expect(textOf(refused.body), path).not.toContain(SHELL_LABELS.notFound);
    }
    expect(headingsOf(await render('/nope', unavailable))).toEqual([SHELL_LABELS.notFound]);
  });

  it('answer the event’s not-found page, with its heading, for an id that is not an event’s address', async () => {
    const unknownEvent = generated({ Query: () => ({ viewer: null, event: null }) });
    for (const path of [
      '/sports/event/abc',
      '/sports/event/0',
      '/sports/event/1e9',
      '/sports/event/207840000%20',
      '/sports/event/0207840000',
      '/sports/event/0x10',
      '/sports/event/12.0',
      '/sports/event/-5',
      '/sports/event/9007199254740993',
      '/sports/event/999999999',
    ]) {
      const page = await render(path, unknownEvent);
      expect(page.status, path).toBe(404);
      expect(headingsOf(page), path).toEqual([EVENT_LABELS.notFound]);
      expect(titleOf(page), path).toBe(`${EVENT_LABELS.notFound} — Bancada`);
      expect(page.head).toContain('<meta name="robots" content="noindex" />');
      expect(textOf(page.body)).not.toContain(SHELL_LABELS.notFound);
      // An address that is no id asks GraphQL for no event.
      if (path !== '/sports/event/999999999')
        expect(
          page.asked.filter((name) => name !== 'RootLayoutQuery'),
          path,
        ).toEqual([]);
    }
  });

  it('are told apart from the browser’s pages by address alone, as renderPage tells them', async () => {
    for (const [path, page] of [
      ['/blog', 'blog'],
      ['/blog/posts/um-post', 'post'],
      ['/sports/scheduled/today', 'agenda'],
      ['/events/live/football', 'sport'],
      ['/sports/event/abc', 'event'],
      ['/nada-1', 'not-found'],
      ['/balance', undefined],
      ['/login', undefined],
    ] as const) {
      expect(pageAt(path), path).toBe(page);
      const rendered = await render(path, generated({})).then(
        (result) => result.page,
        (error: Error) => error.message,
      );
      expect(rendered, path).toBe(page ?? `${path} is not rendered on the server`);
    }
  });

  it('title a missing post or sport with the heading its screen shows', async () => {
    const missingPost = await render(
      '/blog/posts/nao-existe',
      generated({ Query: () => ({ viewer: null, blogPost: null }) }),
    );
    expect(missingPost.status).toBe(404);
    expect(headingsOf(missingPost)).toEqual([MESSAGES.postNotFound]);
    expect(titleOf(missingPost)).toBe(`${MESSAGES.postNotFound} — Bancada`);

    const sport = await render(
      '/events/live/futebolx',
      generated({ Query: () => ({ viewer: null, sport: null }) }),
    );
    expect(sport.status).toBe(404);
    expect(headingsOf(sport)).toEqual([SPORTS_LABELS.notFound]);
    expect(titleOf(sport)).toBe(`${SPORTS_LABELS.notFound} — Bancada`);
  });
});
