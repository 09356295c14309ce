import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type ErrorResponse,
  type StaticHandlerContext,
} from 'react-router';
import {
  createOperationDescriptor,
  Environment,
  fetchQuery,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
} from 'relay-runtime';
import {
  createFetchGraphQL,
  GraphQLRequestError,
  unavailableField,
  type GraphQLErrorShape,
} from '../relay/fetch-graphql.ts';
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
  failedHead,
  headHtml,
  notFoundHead,
  postHead,
  sportHead,
  type PageHead,
} from './head.ts';
import { eventIdOf } from '../routes/event-detail/event-id.ts';
import { describedTabs } from './event-description.ts';
import EventPageQuery, { type EventPageQuery$data } from '../relay/__generated__/EventPageQuery.graphql.ts';
import type { PageFailure } from '../routes/root/page-failure.ts';
import { notFoundHeading, pageFailure } from './page-states.ts';
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
      /**
       * The JSON of the page's payload without its render time, safe inside a <script> element; the page
       * carries it with `renderedAt` (payload.ts, withRenderTime).
       */
      payload: string;
      /** Epoch ms the page was rendered at: the payload's `renderedAt`. */
      renderedAt: number;
      /** A query failed (limit reached: 429, upstream down: 503): the page says so (routes/root/page-failure.ts). */
      failed: boolean;
      /** Seconds the GraphQL answer asked to wait before trying again (its Retry-After), for the page's own. */
      retryAfterSeconds?: number;
    };

/** A GraphQL request of the render that failed: its HTTP status, and the Retry-After it came with. */
interface Failure {
  status: number;
  retryAfterSeconds: number | undefined;
}

/**
 * Pages whose content is one list (a sport's events of a day): a list that could not be read is the page
 * failing (503, never stored), where a section that failed below a page's subject (an event's tab) is
 * hidden and the page stands.
 */
const LIST_PAGES = new Set<PublicPage>(['sport']);

/** A per-request Relay environment whose requests are awaited before the page is written. */
function serverEnvironment(
  access: GraphQLAccess,
  /** Whether a field its service failed to give fails the page (LIST_PAGES). */
  { fieldsFailPage }: { fieldsFailPage: boolean },
) {
  const pending = new Set<Promise<unknown>>();
  const failures: Failure[] = [];
  const fetchGraphQL = createFetchGraphQL({
    // A session that expired reads as a visitor; the browser's own requests send it to /login.
    onUnauthenticated: () => {},
    fetchFn: access.fetchFn,
    endpoint: access.endpoint,
  });
  const fetchFn: FetchFunction = (params, variables) => {
    const asked = fetchGraphQL(params, variables).then((response) => {
      const answer = response as { errors?: readonly GraphQLErrorShape[] };
      if (fieldsFailPage && unavailableField(answer))
        failures.push({ status: 503, retryAfterSeconds: undefined });
      return response;
    });
    const request = asked.catch((error: unknown) => {
      failures.push(
        error instanceof GraphQLRequestError
          ? { status: error.status, retryAfterSeconds: error.retryAfterSeconds }
          : { status: 500, retryAfterSeconds: undefined },
      );
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
      return agendaHead(origin, url.search);
    case 'sport': {
      const slug = params.sport ?? '';
      const data = await fetchQuery<headQueriesSportQuery>(
        environment,
        sportHeadQuery,
        { slug },
        { fetchPolicy: 'store-or-network' },
      ).toPromise();
      return data?.sport
        ? sportHead(origin, slug, url.pathname.startsWith('/events/live/'), url.search)
        : null;
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
      const id = eventIdOf(params.idEvent);
      if (id === null) return null;
      // What the description names, from the page's own query as the browser reads it after hydration
      // (EventPage.tsx), so that it is the description the page sets; read before the head's request,
      // which could otherwise refresh the sport it shares with it.
      const page = environment.lookup(
        createOperationDescriptor(EventPageQuery, { id, withViewer: false }).fragment,
      ).data as EventPageQuery$data | null;
      const tabs = page?.event ? describedTabs(page.event, page.event.sport?.slug) : [];
      const data = await fetchQuery<headQueriesEventQuery>(
        environment,
        eventHeadQuery,
        { id },
        { fetchPolicy: 'store-or-network' },
      ).toPromise();
      return data?.event ? eventHead(origin, data.event, tabs) : null;
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

/**
 * The status of a page whose GraphQL requests failed: 429 when the visitor's budget is spent (any request
 * refused for it), else 503; with the longest Retry-After those answers gave (whole seconds), if any.
 */
function failureOf(failures: Failure[]): { status: 429 | 503; retryAfterSeconds: number | undefined } {
  const status = failures.some((failure) => failure.status === 429) ? 429 : 503;
  const waits = failures
    .filter((failure) => (failure.status === 429) === (status === 429))
    .flatMap((failure) => (failure.retryAfterSeconds === undefined ? [] : [failure.retryAfterSeconds]));
  return { status, retryAfterSeconds: waits.length ? Math.ceil(Math.max(...waits)) : undefined };
}

/**
 * Puts a page's failure at its error boundary, as a loader that threw it would: the boundary shows it
 * (RouteError, through the event route's own), and the routes below it, whose data is missing, are not
 * rendered. Without it, a query that failed on the server leaves its screen in its loading state (React
 * writes a Suspense boundary's fallback and lets the browser retry). The browser hydrates with the same
 * error (the payload's `errors`) and runs none of those routes' loaders again.
 */
function showFailure(context: StaticHandlerContext, status: number, failure: PageFailure): void {
  const leaf = context.matches.length - 1;
  const boundary = context.matches.findLastIndex((match) => match.route.hasErrorBoundary);
  if (boundary < 0) throw new Error('No error boundary above the page');
  // As React Router's own (isRouteErrorResponse reads `internal` too).
  const error: ErrorResponse & { internal: boolean } = {
    status,
    statusText: '',
    internal: false,
    data: failure,
  };
  context.errors = { [context.matches[boundary].route.id]: error };
  // The page's own route failed: its data, and that of the routes between it and the boundary, is not shown.
  for (const match of context.matches.slice(boundary === leaf ? leaf : boundary + 1))
    delete context.loaderData[match.route.id];
  context.statusCode = status;
}

/** The route table for matching addresses alone: its loaders never run, so it needs no network. */
let matchingRoutes: ReturnType<typeof createRoutes> | undefined;

/**
 * The server-rendered page an address is, or undefined when the browser renders it (a private or account
 * route), as renderPage tells them, from the address alone: no environment, request or loader of a render.
 */
export function pageAt(pathname: string): PublicPage | undefined {
  matchingRoutes ??= createRoutes(
    new Environment({
      network: Network.create(() => Promise.reject(new Error('matching only'))),
      store: new Store(new RecordSource()),
      isServer: true,
    }),
  );
  const matches = matchRoutes(matchingRoutes, pathname);
  return (matches?.at(-1)?.route.handle as RouteHandle | undefined)?.page;
}

/** Renders a public page: its route's queries, its markup, its head, and the records for hydration. */
export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.request.url);
  const page = pageAt(url.pathname);
  if (!page) return { kind: 'client' };
  const { environment, failures, settled } = serverEnvironment(input, {
    fieldsFailPage: LIST_PAGES.has(page),
  });
  const routes = createRoutes(environment);
  const matches = matchRoutes(routes, url.pathname);
  if (!matches) return { kind: 'client' };

  const handler = createStaticHandler(routes);
  const context = await handler.query(input.request);
  // The routes never redirect; a Response here would be one.
  if (context instanceof Response) return { kind: 'client' };
  await settled();

  const params = matches.at(-1)!.params;
  // An address that names nothing (no route, a malformed event id) is a 404 whatever else failed (the
  // header's viewer, which its page asks for too), but for a refusal of the visitor's budget: that page
  // says so and when to come back, and is never stored, where a 404 would be kept by caches for a minute.
  const nothingThere = page === 'not-found' || context.statusCode === 404;
  /** The failure the page shows for the requests failed so far, if any. */
  const failureSoFar = () =>
    failures.length && (!nothingThere || failures.some((failed) => failed.status === 429))
      ? failureOf(failures)
      : undefined;
  const head =
    nothingThere || failures.length
      ? null
      : await headOf(page, url, params, input.origin, environment).catch(() => null);
  let failure = failureSoFar();
  // The page's subject does not exist: its screen says so (the post, the event, the sport).
  const missing = nothingThere || (head === null && !failure);
  if (failure) showFailure(context, failure.status, pageFailure(page, failure.status));

  const render = () =>
    renderToString(
      <RenderTimeContext.Provider value={input.now}>
        <RelayEnvironmentProvider environment={environment}>
          {/* hydrate={false}: no inline script; the records travel in the JSON payload instead. */}
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </RelayEnvironmentProvider>
      </RenderTimeContext.Provider>,
    );
  let body = await render();
  await settled();
  // A request the render itself started failed: the page says so rather than show that part loading.
  const lateFailure = failure || (missing && !nothingThere) ? undefined : failureSoFar();
  if (lateFailure) {
    failure = lateFailure;
    showFailure(context, failure.status, pageFailure(page, failure.status));
    body = await render();
    await settled();
  }

  const payload: Omit<PagePayload, 'renderedAt'> = {
    records: environment.getStore().getSource().toJSON(),
    loaded: Object.keys(context.loaderData),
    errors: serializableErrors(context),
  };
  // A failed query's page says what failed; its status says so too (and keeps caches away).
  const status = failure ? failure.status : missing ? 404 : context.statusCode;
  const pageHead = failure
    ? failedHead(input.origin, url.pathname, pageFailure(page, failure.status))
    : (head ?? notFoundHead(input.origin, url.pathname, notFoundHeading(page)));
  return {
    kind: 'page',
    page,
    status,
    head: headHtml(pageHead, { indexable: !missing && !failure }),
    body,
    payload: scriptJson(payload),
    renderedAt: input.now,
    failed: failure !== undefined,
    ...(failure?.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
  };
}

/** The addresses of the sitemap: the blog, the agenda, the latest posts and the events of the given days. */
export async function sitemapPaths(access: GraphQLAccess, days: string[]): Promise<string[]> {
  const { environment } = serverEnvironment(access, { fieldsFailPage: false });
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
  const { environment, failures } = serverEnvironment(access, { fieldsFailPage: false });
  const data = await fetchQuery<headQueriesEventCardQuery>(
    environment,
    eventCardQuery,
    { id: String(id) },
    { fetchPolicy: 'network-only' },
  ).toPromise();
  if (failures.length)
    throw new Error(
      `event card ${id}: GraphQL answered ${failures.map((failure) => failure.status).join(', ')}`,
    );
  const event = data?.event;
  if (!event) return null;
  return {
    home: event.homeTeam.name,
    away: event.awayTeam.name,
    homeScore: event.scoreboard.home.score ?? null,
    awayScore: event.scoreboard.away.score ?? null,
    startTime: event.startTime ?? null,
    statusType: event.status.type,
    statusText: event.status.descriptionPt,
    competition: event.tournament?.namePt ?? null,
  };
}
