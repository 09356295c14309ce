import { renderToPipeableStream } from 'react-dom/server';
import { createOperationDescriptor, type ConcreteRequest, type Variables } from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import BlogListPageQuery from '../relay/__generated__/BlogListPageQuery.graphql.ts';
import BlogPostPageQuery from '../relay/__generated__/BlogPostPageQuery.graphql.ts';
import EventPageQuery from '../relay/__generated__/EventPageQuery.graphql.ts';
import headQueriesEventQuery from '../relay/__generated__/headQueriesEventQuery.graphql.ts';
import headQueriesPostQuery from '../relay/__generated__/headQueriesPostQuery.graphql.ts';
import headQueriesSportQuery from '../relay/__generated__/headQueriesSportQuery.graphql.ts';
import RootLayoutQuery from '../relay/__generated__/RootLayoutQuery.graphql.ts';
import SportEventsPageQuery from '../relay/__generated__/SportEventsPageQuery.graphql.ts';
import SportsTodayPageQuery from '../relay/__generated__/SportsTodayPageQuery.graphql.ts';
import { renderPage, type RenderResult } from '../ssr/entry-server.tsx';
import { MESSAGES } from '../../server/i18n/pt-BR.ts';

// Server rendering from the sources, as the web role asks for it (server/webapp/role.ts), over a fake
// GraphQL that answers each operation by its persisted id, as the BFF does over HTTP.

export const ORIGIN = 'https://bancada.example';

const OPERATIONS = new Map<string, ConcreteRequest>(
  [
    BlogListPageQuery,
    BlogPostPageQuery,
    EventPageQuery,
    headQueriesEventQuery,
    headQueriesPostQuery,
    headQueriesSportQuery,
    RootLayoutQuery,
    SportEventsPageQuery,
    SportsTodayPageQuery,
  ].map((query) => [query.params.id!, query]),
);

/** How the fake GraphQL answers one operation. */
export type Answer = (operation: ConcreteRequest, variables: Variables) => Response;

/** A visitor's answer: data generated from the operation's selections, with these resolvers. */
export const generated =
  (resolvers: MockResolvers = {}): Answer =>
  (operation, variables) =>
    Response.json(
      MockPayloadGenerator.generate(createOperationDescriptor(operation, variables), {
        Query: () => ({ viewer: null }),
        ...resolvers,
      }),
    );

/** What the BFF answers a visitor whose GraphQL budget is spent. */
export const rateLimited: Answer = () =>
  Response.json(
    { errors: [{ message: MESSAGES.tooManyRequests, extensions: { code: 'RATE_LIMITED' } }] },
    { status: 429, headers: { 'retry-after': '7' } },
  );

/** What the BFF answers when a data service it needs is down. */
export const unavailable: Answer = () =>
  Response.json(
    { errors: [{ message: MESSAGES.upstreamUnavailable, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
    { status: 503 },
  );

/**
 * What the BFF answers when the service behind one root field is down (the feed for `event`, the Banca API
 * for `blogPost`): 200, that field null with its error at its path, the rest of the operation as usual (the
 * header's viewer: a visitor, or the user signed in).
 */
export const fieldUnavailable =
  (field: string, viewer: { name: string } | null = null): Answer =>
  (operation, variables) => {
    const payload = MockPayloadGenerator.generate(createOperationDescriptor(operation, variables), {
      Query: () => ({ viewer, [field]: null }),
    }) as { data: Record<string, unknown> };
    if (!(field in payload.data)) return Response.json(payload);
    const error = {
      message: MESSAGES.upstreamUnavailable,
      path: [field],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    };
    return Response.json({ ...payload, errors: [error] });
  };

/** A fetch that answers as the BFF would, and the names of the operations it was asked for. */
export function fakeGraphQL(answer: Answer) {
  const asked: string[] = [];
  const fetchFn = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { doc_id: id, variables } = JSON.parse(init?.body as string) as {
      doc_id: string;
      variables: Variables;
    };
    const operation = OPERATIONS.get(id);
    if (!operation) throw new Error(`no fake answer for the operation ${id}`);
    asked.push(operation.params.name);
    return answer(operation, variables);
  }) as typeof fetch;
  return { fetchFn, asked };
}

/**
 * React's server renderer leaves the last page's context values in place when a render ends (the next
 * render's first task takes them off); a server has no other renderer to notice. A suite that renders in
 * the browser's way afterwards, in the same module graph, would find itself inside the page's router: an
 * empty render takes them off.
 */
function clearServerContexts(): Promise<void> {
  return new Promise((resolve, reject) => {
    renderToPipeableStream(<></>, { onAllReady: resolve, onShellError: reject });
  });
}

/** The page at `path` as the server renders it, with the GraphQL operations it asked for. */
export async function renderOnServer(path: string, answer: Answer, now = Date.now()) {
  const { fetchFn, asked } = fakeGraphQL(answer);
  let result: RenderResult;
  try {
    result = await renderPage({
      request: new Request(ORIGIN + path, { headers: { accept: 'text/html' } }),
      origin: ORIGIN,
      now,
      fetchFn,
      endpoint: '/graphql',
    });
  } finally {
    await clearServerContexts();
  }
  if (result.kind !== 'page') throw new Error(`${path} is not rendered on the server`);
  return { ...result, asked };
}
