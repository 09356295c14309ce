import { useGraphQlJit } from '@envelop/graphql-jit';
import {
  assertValidSchema,
  getOperationAST,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import { systemClock, type TimerClock } from '../clock.ts';
import { DEFAULT_LIMITS, type Limits } from '../limits.ts';
import type { Logger } from '../logger.ts';
import { DEFAULT_PATHS } from '../paths.ts';
import type { GraphQLContext } from './context.ts';
import { createDocumentCache } from './document-cache.ts';
import { graphiqlOptions, renderGraphiQL, useGraphiQLPolicy } from './graphiql.ts';
import { createLiveAdmission, type LiveAdmission, type LiveAdmissionLimits } from './live/admission.ts';
import { renewSportsLoaders, SUBSCRIPTION_LOADERS_MS } from './live/fresh-loaders.ts';
import { createSubscriptionGroups, type SubscriptionGroups } from './live/groups.ts';
import type { LiveHub } from './live/hub.ts';
import type { LiveMetrics } from './live/metrics.ts';
import { createProcessUserEvents, type UserEvents } from '../user-events.ts';
import { createProcessLiveHub } from './live/process-hub.ts';
import { useGroupedSse } from './live/sse.ts';
import { allowedOriginSet, corsFor } from './plugins/cors.ts';
import { useCsrfProtection } from './plugins/csrf.ts';
import { useExecutionDeadline } from './plugins/deadline.ts';
import { maskedErrors, useErrorCodes, useNotAcceptable, wasMasked } from './plugins/errors.ts';
import { createCost, type Cost, type CostLimits } from './plugins/cost.ts';
import { useSubscriptionRootRule } from './plugins/subscription-root.ts';
import { useDocumentLimits, type DocumentLimits } from './plugins/limits.ts';
import { useRequestLogging } from './plugins/logging.ts';
import type { BffMetrics } from './plugins/metrics.ts';
import { PERSISTED_PARAM_NAMES, usePersistedDocuments } from './plugins/persisted-operations.ts';
import { createFloodGuard, useRateLimit, type FloodCount, type FloodGuard } from './plugins/rate-limit.ts';
import { useRequestShape, type RequestShapeLimits } from './plugins/request-shape.ts';
import {
  createPublicResponseStore,
  usePublicResponseCache,
  type ResponseCacheOptions,
} from './plugins/response-cache.ts';
import { createPublicHits, type PublicHits } from './public-hits.ts';
import { createClientRefusal, type ClientRefusal } from './page-refusal.ts';
import { requestIdOf, useRequestId } from './plugins/request-id.ts';
import { useSessionCookies } from './plugins/session-cookies.ts';
import { getSchema } from './schema.ts';
import { ANONYMOUS_SESSION, resolveSession, type Session } from './session.ts';
import type { SessionStore } from './session-store.ts';
import type { BancaUser } from './upstreams/banca/decode.ts';
import { createBancaLoaders } from './upstreams/banca/loaders.ts';
import { createOperationBudget, installRenewingBudget } from './upstreams/budget.ts';
import { createUpstream, type Upstream } from './upstreams/http.ts';
import {
  createSportsLoaders,
  createSportsPublicData,
  type SportsPublicData,
} from './upstreams/sports/loaders.ts';

/** What the HTTP layer passes along with each request (yoga.fetch's server context). */
export interface BffServerContext {
  /** The client's address (the socket peer, or what a trusted proxy forwards), for per-IP limits. */
  clientIp?: string;
  /** The flood guard's count of this request, when the route counted it before Yoga (public-hits.ts). */
  flood?: FloodCount;
  /**
   * When the route received the request (the BFF's clock): its sports data is judged fresh as of then
   * (upstreams/sports/cache.ts), as if it had asked the feed the moment it arrived.
   */
  arrivedAt?: number;
}

export interface BffOptions {
  bancaApiUrl: string;
  sportsApiUrl: string;
  logger: Logger;
  metrics: BffMetrics;
  sessionStore: SessionStore;
  /** Lifetime of a cookie session when the upstream does not say when its token expires. */
  sessionTtlMs: number;
  /**
   * Browser origins trusted like the app's own: PUBLIC_URL and CORS_ORIGINS. Only they get CORS headers
   * (with credentials) and may use cookie sessions besides the request's own origin.
   */
  allowedOrigins: string[];
  /** Bounds on `variables` and `extensions` (limits.ts); the defaults when absent. */
  requestShapeLimits?: RequestShapeLimits;
  /** `Secure` on session cookies: PUBLIC_URL is https. By default, whether the first allowed origin is. */
  secureCookies?: boolean;
  persisted: { get(id: string): string | null };
  /** Flood guard: GraphQL requests per address per window (limits.graphqlRequestsPerMinute; 0 turns it off). */
  rateLimit: { perIp: number; windowSeconds: number };
  /** Depth, aliases, directives and tokens of a document (plugins/limits.ts, limits.ts); defaults when absent. */
  documentLimits?: DocumentLimits;
  /** Cost per request and budgets per client (plugins/cost.ts, limits.ts); the defaults when absent. */
  costLimits?: CostLimits;
  redis?: Redis;
  upstreamTimeoutMs?: number;
  /**
   * Execution deadline and upstream calls per operation, and the circuit breaker of each upstream
   * (limits.ts, upstreams/budget.ts, upstreams/http.ts), and the largest upstream answer read; the
   * defaults when absent.
   */
  deadlineLimits?: Pick<
    Limits,
    'executionDeadlineMs' | 'upstreamCallsPerRequest' | 'circuitFailureThreshold' | 'circuitProbeAfterMs'
  > &
    Partial<Pick<Limits, 'upstreamResponseBytes'>>;
  /** Replace the HTTP clients (tests and benchmarks wrap them to count calls). */
  bancaUpstream?: Upstream;
  sportsUpstream?: Upstream;
  /** LOGOUT_REDIRECT_URL: where the web app goes after logout (a path of the app or another site); '/'. */
  logoutRedirectUrl?: string;
  /** Live scores (DESIGN §7): poll interval, and Redis to share pollers and fan-out across replicas. */
  live?: { pollMs?: number; redisUrl?: string; redisLimits?: Pick<Limits, 'redisCommandTimeoutMs'> };
  /** Live subscriptions per connection, per address and topics per address (limits.ts); defaults when absent. */
  liveLimits?: LiveAdmissionLimits & Pick<Limits, 'liveTopicsPerProcess' | 'liveBufferedBytes'>;
  /**
   * Response cache of public query operations (plugins/response-cache.ts), in `redis` when given, else in
   * memory; `false` turns it off.
   */
  responseCache?:
    | false
    | Partial<
        Omit<
          ResponseCacheOptions,
          'logger' | 'redis' | 'metrics' | 'trusted' | 'clock' | 'anonymous' | 'store'
        >
      >;
  /** docs/GRAPHQL.md, whose worked examples GraphiQL opens as tabs; the repository's by default. */
  graphqlGuide?: string;
  /** The schema served; the application's by default (tests add a field to it). */
  schema?: GraphQLSchema;
  /**
   * The per-user change bus the Banca API publishes to (server/user-events.ts), shared with the API role of
   * this process or on Redis; by default one of the BFF's own (on `live.redisUrl` when set), closed with it.
   */
  userEvents?: UserEvents;
  /**
   * The one clock of the BFF: execution deadlines and upstream timeouts, the shared sports cache, the
   * response cache, cost buckets, sessions' cookie lifetimes, renewing budgets and loaders of subscriptions,
   * the live hub's pollers and admission windows, and SSE pings. The system clock by default; tests move a manual one.
   */
  clock?: TimerClock;
  /**
   * Milliseconds, to time the validation of documents read for the first time, which their clients pay
   * for (plugins/cost.ts). This thread's CPU time by default; with an injected clock, that clock, on which a
   * validation takes no time unless a test moves it.
   */
  validationTimer?: () => number;
}

export interface Bff {
  yoga: YogaServerInstance<BffServerContext, GraphQLContext>;
  /** Kept public answers given before Yoga (public-hits.ts); absent without the response cache. */
  publicHits?: PublicHits;
  /** The ceiling on requests per client to /graphql (plugins/rate-limit.ts); absent when set to 0. */
  floodGuard?: FloodGuard;
  /** Reads a new document at an address's expense (plugins/cost.ts), for graphql-ws. */
  readNewDocument: Cost['readNewDocument'];
  /** Whether GraphQL refuses a client now, without counting (page-refusal.ts): for server-rendered pages. */
  clientRefusal: ClientRefusal;
  /**
   * The origins whose pages may call with the user's session (options.allowedOrigins, allowedOriginSet):
   * CORS, the CSRF rule and the kept public hits here, the Origin check of graphql-ws (live/bff-sockets.ts).
   */
  allowedOrigins: ReadonlySet<string>;
  /** Builds the per-operation context from a request. */
  createContext(request: Request, server?: BffServerContext): Promise<GraphQLContext>;
  /** Who is calling: the session of the request's cookie or bearer token (graphql-ws resolves it once). */
  resolveSession(request: Request): Promise<Session>;
  /**
   * The context for a request whose session is known; `subscription` keeps its sports data fresh, and
   * `clientIp` goes with its upstream calls.
   */
  contextFor(
    request: Request,
    session: Session,
    options?: { subscription?: boolean; clientIp?: string },
  ): GraphQLContext;
  sports: SportsPublicData;
  /** The process's one LiveHub (created here, so HTTP/SSE and graphql-ws share its pollers). */
  live: LiveHub;
  /** The live counters on the BFF's registry, which the graphql-ws layer reports to as well. */
  liveMetrics: LiveMetrics;
  /** Subscription groups of public live fields, shared by SSE and graphql-ws subscribers. */
  groups: SubscriptionGroups;
  /** The live caps of this process, shared by graphql-ws and SSE. */
  liveAdmission: LiveAdmission;
  /** The BFF's clock (options.clock), for the transports attached to it. */
  clock: TimerClock;
  /** Stops Yoga, then the live pollers and their transports. */
  close(): Promise<void>;
}

export function createBff(options: BffOptions): Bff {
  const { logger, metrics } = options;
  const clock = options.clock ?? systemClock;
  const now = () => clock.now();
  const deadlineLimits = options.deadlineLimits ?? DEFAULT_LIMITS;
  // One breaker per upstream, in its fetch wrapper: GraphQL loaders and the live pollers all go through it.
  const upstreamAt = (name: 'banca' | 'sports', baseUrl: string) =>
    createUpstream({
      name,
      baseUrl,
      timeoutMs: options.upstreamTimeoutMs,
      logger,
      metrics: metrics.upstream,
      circuit: {
        failureThreshold: deadlineLimits.circuitFailureThreshold,
        probeAfterMs: deadlineLimits.circuitProbeAfterMs,
      },
      clock,
      maxResponseBytes: deadlineLimits.upstreamResponseBytes,
    });
  const banca = options.bancaUpstream ?? upstreamAt('banca', options.bancaApiUrl);
  const sportsUpstream = options.sportsUpstream ?? upstreamAt('sports', options.sportsApiUrl);
  const sports = createSportsPublicData({
    baseUrl: options.sportsApiUrl,
    logger,
    metrics: { cacheHit: metrics.cacheHit, cacheMiss: metrics.cacheMiss },
    upstream: sportsUpstream,
    now,
  });

  const live = createProcessLiveHub({
    redisUrl: options.live?.redisUrl,
    maxTopics: options.liveLimits?.liveTopicsPerProcess,
    pollMs: options.live?.pollMs ?? 2000,
    upstream: sportsUpstream,
    logger,
    registry: metrics.registry,
    redisLimits: options.live?.redisLimits,
    clock,
  });
  const ownUserEvents = options.userEvents
    ? undefined
    : createProcessUserEvents({
        redisUrl: options.live?.redisUrl,
        limits: options.live?.redisLimits,
        logger,
      });
  const userEvents = options.userEvents ?? ownUserEvents!;
  // One ledger of live subscriptions for both transports, so an address cannot double its share over SSE.
  const liveAdmission = createLiveAdmission(options.liveLimits ?? DEFAULT_LIMITS, { now });
  // How far a reader may fall behind the live updates, over graphql-ws and SSE alike.
  const liveBufferedBytes = options.liveLimits?.liveBufferedBytes ?? DEFAULT_LIMITS.liveBufferedBytes;

  // One lookup per request: the gate of new documents (plugins/cost.ts) and the context both ask, and a
  // session in Redis is a round trip each time.
  const sessionsByRequest = new WeakMap<Request, Promise<Session>>();
  function sessionOf(request: Request): Promise<Session> {
    let session = sessionsByRequest.get(request);
    if (!session) {
      session = resolveSession(request, options.sessionStore, { defaultTtlMs: options.sessionTtlMs, now });
      sessionsByRequest.set(request, session);
      // A store that could not answer is asked again by the next reader.
      session.catch(() => sessionsByRequest.delete(request));
    }
    return session;
  }

  /**
   * The user a request's bearer token was verified as before its context existed (the gate of new
   * documents, plugins/cost.ts): its context starts with it, so a `viewer` field does not ask again.
   */
  const usersVerifiedEarly = new WeakMap<Request, BancaUser>();

  /**
   * The Banca loaders of a context's caller, reading the budget `context` holds at each call. Yoga copies a
   * built context onto an object of its own: for a query or mutation both hold the same budget, but a
   * subscription's renewing one is installed on Yoga's copy, whose loaders must be made for it (keepFresh).
   */
  function bancaLoadersOf(
    context: Pick<GraphQLContext, 'session' | 'requestId' | 'request' | 'budget'>,
    clientIp: string | undefined,
  ): GraphQLContext['banca'] {
    const { session } = context;
    const loaders = createBancaLoaders(banca, {
      get token() {
        return session.token;
      },
      requestId: context.requestId,
      clientIp,
      onUnauthorized: () => session.invalidate(),
      malformedCredential: session.source === 'malformed-bearer',
      budget: () => context.budget,
    });
    const verifiedUser = usersVerifiedEarly.get(context.request);
    if (verifiedUser) loaders.user.prime('me', verifiedUser);
    return loaders;
  }

  /**
   * Makes a context that executes many times (a subscription's, over graphql-ws or SSE) renew its budget
   * and sports loaders as it lives, and gives it Banca loaders that read the renewed budget: with the ones
   * of a one-shot context, every Banca call after the first deadline failed with DEADLINE.
   */
  function keepFresh(context: GraphQLContext, clientIp: string | undefined): void {
    installRenewingBudget(context, deadlineLimits, SUBSCRIPTION_LOADERS_MS, clock);
    renewSportsLoaders(context, sports, SUBSCRIPTION_LOADERS_MS, clock);
    context.banca = bancaLoadersOf(context, clientIp);
  }

  function contextFor(
    request: Request,
    session: Session,
    contextOptions: { subscription?: boolean; clientIp?: string; arrivedAt?: number } = {},
  ): GraphQLContext {
    const requestId = requestIdOf(request);
    const base: Omit<GraphQLContext, 'banca'> = {
      requestId,
      request,
      session,
      sports: createSportsLoaders(sports, {
        requestId,
        budget: () => base.budget,
        asOf: contextOptions.arrivedAt,
      }),
      live: live.hub,
      userEvents,
      liveAdmission,
      logoutRedirectUrl: options.logoutRedirectUrl ?? '/',
      // Started by the execution (plugins/deadline.ts); a subscription's renews itself (keepFresh).
      budget: createOperationBudget(deadlineLimits, clock),
    };
    // The same object, with loaders that read its budget (a subscription's are made again by keepFresh).
    const context: GraphQLContext = Object.assign(base, {
      banca: bancaLoadersOf(base, contextOptions.clientIp),
    });
    if (contextOptions.subscription) keepFresh(context, contextOptions.clientIp);
    return context;
  }

  /**
   * The context a public operation executes with (plugins/response-cache.ts): the request's own budget,
   * pages and sports loaders, but nobody's session, a request without its cookies and headers, and Banca
   * loaders of an anonymous caller, so that a field wrongly declared PUBLIC has nothing private to read.
   */
  function anonymousContextOf(context: GraphQLContext): GraphQLContext {
    // Built on first use: most public operations read only the sports feed.
    let loaders: GraphQLContext['banca'] | undefined;
    const clientIp = (context as Partial<BffServerContext>).clientIp;
    return {
      ...context,
      request: new Request(context.request.url, { method: context.request.method }),
      session: ANONYMOUS_SESSION,
      get banca() {
        return (loaders ??= createBancaLoaders(banca, {
          token: null,
          requestId: context.requestId,
          clientIp,
          budget: () => context.budget,
        }));
      },
    };
  }

  async function createContext(request: Request, server: BffServerContext = {}): Promise<GraphQLContext> {
    return contextFor(request, await sessionOf(request), server);
  }

  // Every subscriber of a group shares its executions, so they run as nobody: live fields are public.
  const groups = createSubscriptionGroups({
    context: () =>
      contextFor(new Request('http://bff.internal/graphql'), ANONYMOUS_SESSION, { subscription: true }),
    metrics: live.metrics,
    logger,
    maxBufferedBytes: liveBufferedBytes,
  });

  // A subscription over SSE keeps its context for hours: its budget and data must not freeze. Yoga's own
  // copy of the context is the one its executions read.
  const freshSubscriptionData: Plugin<GraphQLContext> = {
    onSubscribe({ args }) {
      keepFresh(args.contextValue, (args.contextValue as Partial<BffServerContext>).clientIp);
    },
  };

  // Yoga writes three debug lines per request: their text is built only when the level is on (it was 1–2%
  // of the BFF's CPU on a response-cache hit).
  const yogaLog =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      // maskedErrors (plugins/errors.ts) logs what it masks, at the level each deserves.
      if (level === 'error' && args.length === 1 && wasMasked(args[0])) return;
      if (logger.isLevelEnabled(level)) logger[level](args.map(String).join(' '));
    };

  const allowedOrigins = allowedOriginSet(options.allowedOrigins);
  const cors = corsFor(allowedOrigins);
  const floodGuard = createFloodGuard({ ...options.rateLimit, redis: options.redis });
  // Contexts of requests that run one of the web app's persisted documents.
  const ownDocuments = new WeakSet<object>();
  // Bounded by the length of the texts kept, not their number (document-cache.ts).
  const documentCache = createDocumentCache<DocumentNode>();
  const cost = createCost({
    limits: options.costLimits ?? DEFAULT_LIMITS,
    logger,
    redis: options.redis,
    // Only an injected clock: without one, buckets in Redis refill on Redis's own clock (plugins/cost.ts).
    now: options.clock && now,
    // Answers from the response cache build no context: their payer is read from the session here.
    sessionOf,
    knownDocument: (text, context) => ownDocuments.has(context) || documentCache.get(text) !== undefined,
    async verifyBearer(request, session) {
      // One call to the Banca API's /user with the caller's loaders alone, not a whole context, within an
      // operation's deadline (a Banca API that does not answer holds the request no longer than it would
      // hold the operation). Nothing here forgets the session: a token the API refuses is told to the
      // client by the operation itself (UNAUTHENTICATED, "Sessão expirada").
      const budget = createOperationBudget(deadlineLimits, clock);
      const loaders = createBancaLoaders(banca, {
        token: session.token,
        requestId: requestIdOf(request),
        malformedCredential: session.source === 'malformed-bearer',
        budget: () => budget,
      });
      try {
        usersVerifiedEarly.set(request, await loaders.user.load('me'));
      } finally {
        budget.dispose();
      }
    },
    validationTimer: options.validationTimer ?? (options.clock && now),
  });
  // One store of kept answers, for Yoga's response cache and the answers given before Yoga.
  const responseStore =
    options.responseCache === false
      ? undefined
      : createPublicResponseStore({
          logger,
          redis: options.redis,
          metrics,
          clock,
          ...options.responseCache,
        });

  const schema = options.schema ?? getSchema();
  // graphql-js checks a schema on its first validation: done here, at start, so that no client's first new
  // document is charged for it (plugins/cost.ts), and a broken schema fails the start.
  assertValidSchema(schema);
  const yoga = createYoga<BffServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    context: ({ request, clientIp, arrivedAt }) => createContext(request, { clientIp, arrivedAt }),
    maskedErrors: maskedErrors(logger),
    extraParamNames: PERSISTED_PARAM_NAMES,
    landingPage: false,
    parserAndValidationCache: {
      documentCache,
      errorCache: createDocumentCache<object>(),
    },
    cors,
    // The HTTP layer limits bodies before Yoga (role.ts: 100 kB, 413); Yoga's own limit would pipe every
    // body through one more stream.
    maxRequestBodySize: false,
    // The docs' examples as tabs; in a signed-in browser it uses the session cookie (graphiql.ts).
    graphiql: graphiqlOptions(options.graphqlGuide ?? DEFAULT_PATHS.graphqlGuide),
    // From this server's own files (graphiql.ts), never a CDN: it works offline and under the CSP.
    renderGraphiQL,
    logging: {
      debug: yogaLog('debug'),
      info: yogaLog('info'),
      warn: yogaLog('warn'),
      error: yogaLog('error'),
    },
    plugins: [
      useRequestId(),
      useErrorCodes(logger),
      useRequestLogging(logger),
      useRequestShape(options.requestShapeLimits),
      useGraphiQLPolicy(),
      useRateLimit({
        guard: floodGuard,
        clientIp: (serverContext) => (serverContext as BffServerContext | undefined)?.clientIp,
        counted: (serverContext) => (serverContext as BffServerContext | undefined)?.flood,
      }),
      useCsrfProtection({ allowedOrigins }),
      useSessionCookies({
        secure: options.secureCookies ?? options.allowedOrigins[0]?.startsWith('https:') === true,
      }),
      usePersistedDocuments(options.persisted, ownDocuments),
      useDocumentLimits(ownDocuments, options.documentLimits ?? DEFAULT_LIMITS),
      useSubscriptionRootRule(),
      // Before the response cache and graphql-jit: every operation is costed and charged before it runs.
      cost.plugin,
      // The web app's own queries and mutations run compiled (graphql-jit, once per document): the event
      // page's large selection costs a fraction of graphql-js's interpretation. Documents of integrators
      // keep graphql-js, so arbitrary text never reaches the compiler; subscriptions run in live groups.
      // Before the response cache: each plugin's onExecute wraps the execute function the plugins before it
      // set, so the cache's own (which adds the typenames its private-type guard reads, and stores the
      // result) must wrap graphql-jit's, not be replaced by it.
      useGraphQlJit(
        {},
        {
          enableIf: (args) =>
            ownDocuments.has(args.contextValue as object) &&
            getOperationAST(args.document, args.operationName)?.operation !== OperationTypeNode.SUBSCRIPTION,
          onError: (failure) => logger.warn({ errors: failure.errors }, 'graphql-jit could not compile'),
        },
      ),
      // After the persisted documents, whose text is the cache key; a hit skips everything below.
      ...(responseStore
        ? [
            usePublicResponseCache({
              logger,
              metrics,
              trusted: (context) => ownDocuments.has(context),
              anonymous: (context) => anonymousContextOf(context as GraphQLContext),
              ...options.responseCache,
              // The one store, which the answers given before Yoga read too.
              store: responseStore,
            }),
          ]
        : []),
      // Last of the executors' wrappers, so that the deadline wraps whichever executor runs the operation.
      useExecutionDeadline(clock),
      metrics.plugin,
      freshSubscriptionData,
      useGroupedSse(groups, {
        admission: liveAdmission,
        metrics: live.metrics,
        clock,
        maxBufferedBytes: liveBufferedBytes,
      }),
      // Last: an answer no other processor could send (plugins/errors.ts).
      useNotAcceptable(logger),
    ],
  });

  const publicHits =
    responseStore &&
    createPublicHits({
      persisted: options.persisted,
      store: responseStore,
      guard: floodGuard,
      cost,
      cors,
      allowedOrigins,
      shapeLimits: options.requestShapeLimits,
      fetchAPI: yoga.fetchAPI,
      logger,
    });

  return {
    yoga,
    publicHits,
    floodGuard,
    readNewDocument: cost.readNewDocument,
    clientRefusal: createClientRefusal(floodGuard, cost),
    allowedOrigins,
    createContext,
    resolveSession: sessionOf,
    contextFor,
    sports,
    live: live.hub,
    liveMetrics: live.metrics,
    groups,
    liveAdmission,
    clock,
    async close() {
      groups.close();
      await yoga.dispose();
      await live.close();
      await ownUserEvents?.close();
    },
  };
}
