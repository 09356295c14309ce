import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { Environment, fetchQuery, Network, RecordSource, Store, type FetchFunction } from 'relay-runtime';
import { createFetchGraphQL, GraphQLRequestError } from '../relay/fetch-graphql.ts';
import type { headQueriesEventCardQuery } from '../relay/__generated__/headQueriesEventCardQuery.graphql.ts';
import type { headQueriesEventQuery } from '../relay/__generated__/headQueriesEventQuery.graphql.ts';
import type { headQueriesPostQuery } from '../relay/__generated__/headQueriesPostQuery.graphql.ts';
import type { headQueriesSitemapEventsQuery } from '../relay/__generated__/headQueriesSitemapEventsQuery.graphql.ts';
import type { headQueriesSportQuery } from '../relay/__generated__/headQueriesSportQuery.graphql.ts';
import type { headQueriesSitemapPostsQuery } from '../relay/__generated__/headQueriesSitemapPostsQuery.graphql.ts';
import { createRoutes, type PublicPage, type RouteHandle } from '../routes/routes.tsx';
import {
  agendaHead,
  blogHead,
  eventHead,
  headHtml,
  notFoundHead,
  postHead,
  sportHead,
  type PageHead,
} from './head.ts';
import type { EventCardData } from '../../server/webapp/link-cards.ts';
import {
  eventCardQuery,
  eventHeadQuery,
  postHeadQuery,
  sitemapEventsQuery,
  sitemapPostsQuery,
  sportHeadQuery,
} from './head-queries.ts';
import { scriptJson, type PagePayload } from './payload.ts';
import { RenderTimeContext } from './render-time.ts';

/** How the server reaches GraphQL for one visitor: in process or over HTTP, with their cookie and address. */
export interface GraphQLAccess {
  /** Sends one request to the BFF's /graphql (server/webapp/ssr.ts). */
  fetchFn: typeof fetch;
  /** The /graphql address fetchFn is given. */
  endpoint: string;
}

export interface RenderInput extends GraphQLAccess {
  /** The page's request, at its public address. */
  request: Request;
  /** The public origin (PUBLIC_URL) canonical addresses and structured data are written with. */
  origin: string;
  /** Epoch ms the page renders "now" from (the server's clock). */
  now: number;
}

export type RenderResult =
  /** A private or account route: the browser renders it (behind the guard). */
  | { kind: 'client' }
  | {
      kind: 'page';
      page: PublicPage;
      status: number;
      /** The <head> tags of the page (ssr/head.ts). */
      head: string;
      /** The markup of #root. */
      body: string;
      /** The JSON of the page's payload, safe inside a <script> element. */
      payload: string;
      /** A query failed (upstream down, limit reached): the page shows the screen's failure text. */
      failed: boolean;
    };

/** A per-request Relay environment whose requests are awaited before the page is written. */
function serverEnvironment(access: GraphQLAccess) {
  const pending = new Set<Promise<unknown>>();
  const failures: number[] = [];
  const fetchGraphQL = createFetchGraphQL({
    // A session that expired reads as a visitor; the browser's own requests send it to /login.
    onUnauthenticated: () => {},
    fetchFn: access.fetchFn,
    endpoint: access.endpoint,
  });
  const fetchFn: FetchFunction = (params, variables) => {
    const request = fetchGraphQL(params, variables).catch((error: unknown) => {
      failures.push(error instanceof GraphQLRequestError ? error.status : 500);
      throw error;
    });
    pending.add(request);
    void request.catch(() => {}).finally(() => pending.delete(request));
    return request;
  };
  // isServer: Relay keeps no timers alive for a render that ends with the request.
  const environment = new Environment({
    network: Network.create(fetchFn),
    store: new Store(new RecordSource()),
    isServer: true,
  });
  return {
    environment,
    failures,
    /** Resolves once no request is in flight (answers may start others). */
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Every boundary in place: a large one would otherwise be written apart and moved by an inline
      // script, which the Content-Security-Policy does not run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Crawlers and link previews read the page whole: it is sent once every section is in.
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        if (!failed) console.error(error);
      },
    });
  });
}

/** The head of a page from the data its queries brought; null when the page's subject does not exist. */
async function headOf(
  page: PublicPage,
  url: URL,
  params: Record<string, string | undefined>,
  origin: string,
  environment: Environment,
): Promise<PageHead | null> {
  switch (page) {
    case 'blog':
      return blogHead(origin);
    case 'agenda':
      return agendaHead(origin);
    case 'sport': {
      const slug = params.sport ?? '';
      const data = await fetchQuery<headQueriesSportQuery>(
        environment,
        sportHeadQuery,
        { slug },
        { fetchPolicy: 'store-or-network' },
      ).toPromise();
      return data?.sport ? sportHead(origin, slug, url.pathname.startsWith('/events/live/')) : null;
    }
    case 'not-found':
      return null;
    case 'post': {
      const data = await fetchQuery<headQueriesPostQuery>(
        environment,
        postHeadQuery,
        { slug: params.slug ?? '' },
        { fetchPolicy: 'store-or-network' },
      ).toPromise();
      return data?.blogPost ? postHead(origin, data.blogPost) : null;
    }
    case 'event': {
      const id = Number(params.idEvent);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const data = await fetchQuery<headQueriesEventQuery>(
        environment,
        eventHeadQuery,
        { id: String(id) },
        { fetchPolicy: 'store-or-network' },
      ).toPromise();
      return data?.event ? eventHead(origin, data.event) : null;
    }
  }
}

/** Route errors as the browser's router takes them back (ErrorResponse's own fields). */
function serializableErrors(context: StaticHandlerContext): PagePayload['errors'] {
  if (!context.errors) return undefined;
  return Object.fromEntries(
    Object.entries(context.errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, internal: false, data: error.data as unknown }
        : { status: 500, statusText: '', internal: false, data: null },
    ]),
  );
}

/** Renders a public page: its route's queries, its markup, its head, and the records for hydration. */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.request.url);
  const { environment, failures, settled } = serverEnvironment(input);
  const routes = createRoutes(environment);
  const matches = matchRoutes(routes, url.pathname);
  const page = (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.page;
  if (!page || !matches) return { kind: 'client' };

  const handler = createStaticHandler(routes);
  const context = await handler.query(input.request);
  // The routes never redirect; a Response here would be one.
  if (context instanceof Response) return { kind: 'client' };
  await settled();

  const params = matches.at(-1)!.params;
  const head = failures.length
    ? null
    : await headOf(page, url, params, input.origin, environment).catch(() => null);
  const missing = page === 'not-found' || (head === null && failures.length === 0);

  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToString(
    <RenderTimeContext.Provider value={input.now}>
      <RelayEnvironmentProvider environment={environment}>
        {/* hydrate={false}: no inline script; the records travel in the JSON payload instead. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RelayEnvironmentProvider>
    </RenderTimeContext.Provider>,
  );
  await settled();

  const payload: PagePayload = {
    records: environment.getStore().getSource().toJSON(),
    renderedAt: input.now,
    loaded: Object.keys(context.loaderData),
    errors: serializableErrors(context),
  };
  // A failed query shows the screen's failure text; the status says so (and keeps caches away).
  const status = failures.length ? (failures.includes(429) ? 429 : 503) : missing ? 404 : context.statusCode;
  return {
    kind: 'page',
    page,
    status,
    head: headHtml(head ?? notFoundHead(input.origin, url.pathname), {
      indexable: !missing && !failures.length,
    }),
    body,
    payload: scriptJson(payload),
    failed: failures.length > 0,
  };
}

/** The addresses of the sitemap: the blog, the agenda, the latest posts and the events of the given days. */
export async function sitemapPaths(access: GraphQLAccess, days: string[]): Promise<string[]> {
  const { environment } = serverEnvironment(access);
  const network = { fetchPolicy: 'network-only' } as const;
  const [posts, ...eventDays] = await Promise.all([
    fetchQuery<headQueriesSitemapPostsQuery>(environment, sitemapPostsQuery, {}, network).toPromise(),
    ...days.map((date) =>
      fetchQuery<headQueriesSitemapEventsQuery>(
        environment,
        sitemapEventsQuery,
        { date },
        network,
      ).toPromise(),
    ),
  ]);
  const postPaths = (posts?.blogPosts.edges ?? []).map(
    ({ node }) => `/blog/posts/${encodeURIComponent(node.slug)}`,
  );
  const eventPaths = eventDays.flatMap((day) =>
    (day?.sports ?? []).flatMap((sport) =>
      (sport.scheduledEvents?.edges ?? []).map(({ node }) => `/sports/event/${node.eventId}`),
    ),
  );
  return [...new Set(['/blog', '/sports/scheduled/today', ...postPaths, ...eventPaths])];
}

/** What an event's link preview card shows; null for an unknown event. Throws when it cannot be read. */
export async function eventCard(access: GraphQLAccess, id: number): Promise<EventCardData | null> {
  const { environment, failures } = serverEnvironment(access);
  const data = await fetchQuery<headQueriesEventCardQuery>(
    environment,
    eventCardQuery,
    { id: String(id) },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (failures.length) throw new Error(`event card ${id}: GraphQL answered ${failures.join(', ')}`);
  const event = data?.event;
  if (!event) return null;
  return {
    home: event.homeTeam.name,
    away: event.awayTeam.name,
    homeScore: event.scoreboard.home.score ?? null,
    awayScore: event.scoreboard.away.score ?? null,
    startTime: event.startTime ?? null,
    statusType: event.status.type,
    statusText: event.status.descriptionPt ?? null,
    competition: event.tournament?.namePt ?? null,
  };
}
