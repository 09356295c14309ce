import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  parse,
  specifiedRules,
  subscribe,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { CloseCode, handleProtocols, makeServer, type SubscribePayload } from 'graphql-ws';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { WebSocketServer, type WebSocket } from 'ws';
import { systemClock, type TimerClock } from '../../clock.ts';
import { BFF_MESSAGES, SOCKET_CLOSE_REASONS } from '../../i18n/bff.ts';
import { paramShapeRefusal } from '../plugins/request-shape.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import { tokenRefusal } from '../plugins/limits.ts';
import { createLimiter } from '../../limiter.ts';
import type { Logger } from '../../logger.ts';
import { createDocumentCache } from '../document-cache.ts';
import { subscriptionCostRefusal } from '../plugins/cost.ts';
import {
  createLiveAdmission,
  isUnknownRefusal,
  liveTopicOf,
  releasing,
  type ConnectionLedger,
  type LiveAdmission,
  type Release,
} from './admission.ts';
import {
  createSubscriptionGroups,
  isGroupable,
  type GroupMember,
  type SubscriptionGroups,
} from './groups.ts';
import type { ErrorCode } from '../error-codes.ts';
import { codeFor, outgoing } from '../plugins/errors.ts';
import { createKeepAlive } from './keep-alive.ts';
import { noopLiveMetrics, type LiveMetrics } from './metrics.ts';
import { withSubscriptionRootRule } from '../plugins/subscription-root.ts';

export interface LiveSocketsOptions<TAuth> {
  schema: GraphQLSchema;
  path?: string;
  /**
   * Origins allowed to open a socket (exact `scheme://host[:port]`). Browsers always send Origin, so this
   * stops other sites from riding a visitor's session cookie (cross-site WebSocket hijacking); clients that
   * send no Origin (integrators, servers) are let through and authenticate with connectionParams.
   */
  allowedOrigins: readonly string[] | ((origin: string, request: IncomingMessage) => boolean);
  /**
   * Resolves who is connecting, from the upgrade request (session cookie) or connection_init's payload
   * (`{ authorization: "Bearer …" }`). `null` refuses the connection (4403); anonymous visitors should
   * resolve to an anonymous value, not null.
   */
  authenticate(
    request: IncomingMessage,
    connectionParams: Record<string, unknown> | undefined,
    /** The client's address (clientAddress), which a check of the credential upstream passes on. */
    address: string,
  ): Promise<TAuth | null>;
  /**
   * Context of one operation that is not grouped (queries, mutations, per-user subscriptions). The upgrade
   * request is not kept past authentication: what operations need of it belongs in `auth`.
   */
  context(input: {
    auth: TAuth;
    connectionParams: Record<string, unknown> | undefined;
    /** The client's address (clientAddress), which the operation's upstream calls pass on. */
    address: string;
  }): unknown;
  /**
   * The subscription groups, when shared with another transport (SSE); otherwise the sockets make their
   * own, whose grouped (public) executions get `groupContext()`, shared by all of a group's subscribers.
   */
  groups?: SubscriptionGroups;
  groupContext?: () => unknown;
  /**
   * Maps a persisted document id to its text. The id comes as `documentId`, `extensions.doc_id` (Relay's
   * name, as over HTTP) or `extensions.persistedQuery.sha256Hash`, with an empty `query`.
   */
  persistedDocument?: (id: string) => string | undefined;
  /** Extra validation (depth, cost, aliases…) of documents sent as text; persisted ones are our own. */
  validationRules?: readonly ValidationRule[];
  /**
   * Reads a document sent as text that this server has not read before at the expense of the client's
   * address (plugins/cost.ts): `read` runs only when the address has a point left, else the refusal.
   * Without it, such documents are read free.
   */
  readNewDocument?: <T>(address: string, read: () => T) => Promise<T | GraphQLError>;
  /**
   * The live limits (server/limits.ts): sockets, logins and messages per address or connection here;
   * subscriptions and topics through `admission` (shared with SSE when given). Defaults for what is absent.
   */
  limits?: Partial<Limits>;
  admission?: LiveAdmission;
  /** The client's address from the upgrade request (a trusted proxy's X-Forwarded-For); the peer by default. */
  clientAddress?: (request: IncomingMessage) => string;
  /**
   * Whether connection_init signs in (a bearer in connectionParams or a session cookie on the upgrade):
   * those attempts are throttled per address. By default: either is present.
   */
  isLogin?: (request: IncomingMessage, connectionParams: Record<string, unknown> | undefined) => boolean;
  /** Time of the message-rate buckets, the keep-alive and the flood grace; tests move a manual one. */
  clock?: TimerClock;
  /** Server pings (WebSocket ping frames) this often; a socket that did not answer the previous one is dropped. */
  keepAliveMs?: number;
  connectionInitWaitMs?: number;
  maxMessageBytes?: number;
  logger: Pick<Logger, 'info' | 'warn' | 'debug'>;
  metrics?: LiveMetrics;
}

export interface LiveSockets {
  stats(): { connections: number; groups: number; groupedSubscribers: number };
  close(): Promise<void>;
}

interface ConnectionExtra<TAuth> {
  socket: WebSocket;
  /** The TCP socket under `socket` (the upgrade request's), for frames a subscription group writes itself. */
  stream: Duplex;
  /** The upgrade request, until connection_init has been authenticated (then dropped: it weighs ~1 KB). */
  request?: IncomingMessage;
  auth?: TAuth;
  address: string;
  ledger: ConnectionLedger;
  /** Places of this connection's live subscriptions, given back when each ends (or the socket closes). */
  releases: Set<Release>;
}

const MEMBER = Symbol('live group member');

/** The admission place of an operation, carried on its execution arguments from onSubscribe to subscribe. */
const RELEASE = Symbol('live admission release');
/** The admission itself (not the release that wraps it), whose topic's look-up is told back. */
const ADMITTED = Symbol('live admission');

/** The longest subscription id taken: a UUID, graphql-ws clients' own, is 36 characters. */
export const MAX_SUBSCRIPTION_ID_LENGTH = 128;

const CLOSE = SOCKET_CLOSE_REASONS;

/**
 * graphql-ws's own closes in pt-BR, by their code: graphql-ws closes with each code for one reason, whose
 * English words (and the subscription id in one of them) may change between its versions; the code does not.
 */
const GRAPHQL_WS_CLOSE_REASONS: Partial<Record<number, string>> = {
  [CloseCode.BadRequest]: CLOSE.invalidMessage,
  [CloseCode.Unauthorized]: CLOSE.unauthorized,
  [CloseCode.Forbidden]: CLOSE.forbidden,
  [CloseCode.SubprotocolNotAcceptable]: CLOSE.subprotocol,
  [CloseCode.ConnectionInitialisationTimeout]: CLOSE.initTimeout,
  [CloseCode.SubscriberAlreadyExists]: CLOSE.subscriberExists,
  [CloseCode.TooManyInitialisationRequests]: CLOSE.tooManyInits,
  [CloseCode.InternalServerError]: CLOSE.internal,
};

/** The pt-BR reason of a close graphql-ws asks for; the code goes unchanged. */
export function closeReason(code: number | undefined, reason: string | undefined): string | undefined {
  return (code !== undefined && GRAPHQL_WS_CLOSE_REASONS[code]) || reason;
}

/**
 * How graphql-ws's server words its refusal of a message only a server sends (its makeServer, `default:` of
 * the message switch); sockets.test.ts holds this to the words of the installed version.
 */
const WRONG_SIDE_MESSAGE = 'Unexpected message of type ';

/** graphql-ws leaves 4400–4499 to applications; 4429 mirrors HTTP 429 (as graphql-ws's own init flood). */
export const TOO_MANY_MESSAGES = 4429;

/**
 * Message budget of one connection: a token bucket of `perSecond × WINDOW_S` tokens refilled at
 * `perSecond`, so the rate is averaged over the window and a page that subscribes to a dozen fields at once
 * is not cut off. Two numbers per connection and one subtraction per message: no timer.
 */
const MESSAGE_WINDOW_S = 10;
/** Time a socket closed for flooding has to receive its close frame before it is cut off. */
const FLOOD_CLOSE_GRACE_MS = 1000;

interface MessageBucket {
  tokens: number;
  at: number;
}

interface GroupedContext {
  [MEMBER]: GroupMember;
}

function isGroupedContext(value: unknown): value is GroupedContext {
  return typeof value === 'object' && value !== null && MEMBER in value;
}

function badRequest(message: string, code: ErrorCode = 'BAD_REQUEST'): GraphQLError[] {
  return [new GraphQLError(message, { extensions: { code } })];
}

/**
 * An operation refused before it ran (variables that do not fit their types): graphql-js gives its errors no
 * code, which HTTP adds in plugins/errors.ts; the same code here, and the same pt-BR message.
 */
function withCodes<T>(result: T): T {
  if (typeof result !== 'object' || result === null || Symbol.asyncIterator in result) return result;
  const { errors } = result as { errors?: readonly GraphQLError[] };
  if (!errors?.length) return result;
  return { ...result, errors: errors.map((error) => coded(error, codeFor(error, true))) };
}

/**
 * An error as HTTP sends it (plugins/errors.ts `outgoing`): graphql-js's own parse, validation and
 * variable errors get the code HTTP gives them (error-codes.ts), and every message its pt-BR text.
 */
function coded(error: GraphQLError, code: ErrorCode): GraphQLError {
  return outgoing(error, { ...error.extensions, code: error.extensions.code ?? code });
}

/**
 * graphql-ws (graphql-transport-ws) at `path` on the given HTTP server. The protocol (init/ack, ping/pong,
 * subscribe/next/error/complete, close codes) is graphql-ws's own `makeServer`; this module adds the Origin
 * check, authentication at connection_init, keep-alive, the live caps (sockets and sign-ins per address,
 * messages per connection, subscriptions and topics through `admission`) and, for subscription fields
 * marked `liveGroup`, the group fan-out that executes once per event for all subscribers.
 */
export function attachLiveSockets<TAuth>(server: Server, options: LiveSocketsOptions<TAuth>): LiveSockets {
  const path = options.path ?? '/graphql';
  const metrics = options.metrics ?? noopLiveMetrics;
  const logger = options.logger;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const admission = options.admission ?? createLiveAdmission(limits);
  const clock = options.clock ?? systemClock;
  const addressOf = options.clientAddress ?? ((request) => request.socket.remoteAddress ?? 'unknown');
  const isLogin =
    options.isLogin ??
    ((request, params) => params?.authorization !== undefined || request.headers.cookie !== undefined);
  // Per address, in this process: a fixed window of a minute fits "n sign-ins a minute" (server/limiter.ts).
  const logins: RateLimiterAbstract = createLimiter({
    points: limits.socketLoginsPerMinute,
    windowSeconds: 60,
    keyPrefix: 'bancada:ws-login',
  });
  const socketsOf = new Map<string, number>();
  const messageRate = limits.socketMessagesPerSecond;
  const messageBurst = messageRate * MESSAGE_WINDOW_S;
  const keepAliveMs = options.keepAliveMs ?? limits.socketPingIntervalMs;
  const persistedRules = withSubscriptionRootRule(specifiedRules);
  const textRules = [...persistedRules, ...(options.validationRules ?? [])];
  const allowed =
    typeof options.allowedOrigins === 'function'
      ? options.allowedOrigins
      : (
          (list: readonly string[]) => (origin: string) =>
            list.includes(origin)
        )(options.allowedOrigins);

  const groups =
    options.groups ??
    createSubscriptionGroups({
      context: options.groupContext ?? (() => ({})),
      metrics,
      logger,
      maxBufferedBytes: limits.liveBufferedBytes,
    });
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols,
    maxPayload: options.maxMessageBytes ?? limits.socketMessageBytes,
    // Compression would cost a deflate per socket per frame, defeating the shared serialisation.
    perMessageDeflate: false,
  });

  // Parsing and validating once per distinct text: thousands of subscribers send the same document.
  const documents = createDocumentCache<DocumentNode | readonly GraphQLError[]>();
  type Prepared = DocumentNode | readonly GraphQLError[];
  const prepare = (query: string, persisted: boolean, address: string): Prepared | Promise<Prepared> => {
    const cacheKey = (persisted ? 'p:' : 't:') + query;
    const cached = documents.get(cacheKey);
    if (cached) return cached;
    if (persisted || !options.readNewDocument) return read(query, persisted, cacheKey);
    return options
      .readNewDocument(address, () => read(query, persisted, cacheKey))
      .then((prepared) => (prepared instanceof GraphQLError ? [prepared] : prepared));
  };
  const read = (query: string, persisted: boolean, cacheKey: string): Prepared => {
    let prepared: Prepared;
    try {
      // The token cap of HTTP (server/limits.ts graphqlTokens), refused with the same code and message.
      const document = parse(query, { maxTokens: persisted ? undefined : limits.graphqlTokens });
      const errors = validate(options.schema, document, persisted ? persistedRules : textRules);
      prepared = errors.length ? errors.map((error) => coded(error, 'GRAPHQL_VALIDATION_FAILED')) : document;
    } catch (error) {
      prepared =
        error instanceof GraphQLError
          ? [
              / tokens\b/.test(error.message)
                ? tokenRefusal(limits.graphqlTokens)(error)
                : coded(error, 'GRAPHQL_PARSE_FAILED'),
            ]
          : badRequest(BFF_MESSAGES.socketDocumentInvalid);
    }
    documents.set(cacheKey, prepared);
    return prepared;
  };

  /**
   * The subscription's document: its text, or a persisted one by id. Refused as over HTTP
   * (plugins/persisted-operations.ts): neither is BAD_REQUEST, an id that names nothing
   * PERSISTED_QUERY_NOT_FOUND.
   */
  const documentText = (
    payload: SubscribePayload,
  ): { text: string; persisted: boolean } | readonly GraphQLError[] => {
    if (payload.query) return { text: payload.query, persisted: false };
    const extensions = payload.extensions as
      { doc_id?: unknown; persistedQuery?: { sha256Hash?: unknown } } | undefined;
    const id =
      (payload as { documentId?: unknown }).documentId ??
      extensions?.doc_id ??
      extensions?.persistedQuery?.sha256Hash;
    if (id === undefined || id === null || id === '') return badRequest(BFF_MESSAGES.graphqlQueryMissing);
    const text = typeof id === 'string' && id.length <= 200 ? options.persistedDocument?.(id) : undefined;
    return text
      ? { text, persisted: true }
      : badRequest(BFF_MESSAGES.persistedUnknown, 'PERSISTED_QUERY_NOT_FOUND');
  };

  const protocol = makeServer<Record<string, unknown> | undefined, ConnectionExtra<TAuth>>({
    schema: options.schema,
    connectionInitWaitTimeout: options.connectionInitWaitMs ?? limits.socketInitTimeoutMs,
    async onConnect(ctx) {
      const request = ctx.extra.request;
      // graphql-ws refuses a second connection_init before it gets here, so the request is always there.
      if (!request) return false;
      if (isLogin(request, ctx.connectionParams)) {
        const allowed = await logins.consume(ctx.extra.address).then(
          () => true,
          () => false,
        );
        if (!allowed) {
          metrics.refused?.('socketLoginsPerMinute');
          logger.info({ address: ctx.extra.address }, 'live socket refused: too many logins');
          // Closed here with its own code; graphql-ws's 4403 after `false` finds the socket closing.
          ctx.extra.socket.close(TOO_MANY_MESSAGES, CLOSE.tooManyLogins);
          return false;
        }
      }
      try {
        const auth = await options.authenticate(request, ctx.connectionParams, ctx.extra.address);
        if (auth === null) return false;
        ctx.extra.auth = auth;
        delete ctx.extra.request;
        return true;
      } catch (error) {
        logger.warn({ err: error }, 'live socket authentication failed');
        return false;
      }
    },
    async onSubscribe(ctx, id, payload) {
      // The id comes back in every message of the subscription: a long one would multiply what each update
      // costs to send and to keep. Not the protocol's (graphql-ws bounds none): 4400, as a malformed message.
      if (id.length > MAX_SUBSCRIPTION_ID_LENGTH) {
        ctx.extra.socket.close(CloseCode.BadRequest, CLOSE.idTooLong);
        return badRequest(BFF_MESSAGES.socketIdTooLong(MAX_SUBSCRIPTION_ID_LENGTH));
      }
      // As over HTTP (request-shape.ts): the group key, validation and the cost analysis walk them.
      const oversized =
        paramShapeRefusal('variables', payload.variables, limits) ??
        paramShapeRefusal('extensions', payload.extensions, limits);
      if (oversized) return badRequest(oversized);
      const document = documentText(payload);
      if (!('text' in document)) return document;
      const prepared = await prepare(document.text, document.persisted, ctx.extra.address);
      if (!('kind' in prepared)) return prepared;
      const operation = getOperationAST(prepared, payload.operationName);
      // As HTTP answers the same document (Yoga's refusal, in pt-BR).
      if (!operation) return badRequest(BFF_MESSAGES.graphqlOperationUndetermined);
      // Queries and mutations go over HTTP, where the cost analysis, the budgets, the deadline and the
      // per-address limits run (Yoga's plugins); graphql-ws would execute them with none of that.
      if (operation.operation !== OperationTypeNode.SUBSCRIPTION)
        return badRequest(BFF_MESSAGES.socketSubscriptionsOnly);
      const tooCostly = subscriptionCostRefusal(
        options.schema,
        prepared,
        operation,
        payload.variables,
        limits,
      );
      if (tooCostly) return [tooCostly];
      // Last of the checks: a place taken here is given back only when the operation's stream ends.
      const admitted = admission.admit({
        address: ctx.extra.address,
        connection: ctx.extra.ledger,
        topic: liveTopicOf(options.schema, prepared, payload.operationName, payload.variables),
      });
      if (admitted instanceof GraphQLError) {
        metrics.refused?.(String(admitted.extensions.limit));
        return [admitted];
      }
      const releases = ctx.extra.releases;
      const release: Release = () => {
        if (releases.delete(release)) admitted();
      };
      releases.add(release);
      const args: ExecutionArgs & { [RELEASE]?: Release; [ADMITTED]?: Release } = {
        schema: options.schema,
        document: prepared,
        operationName: payload.operationName,
        variableValues: payload.variables,
      };
      if (isGroupable(options.schema, prepared, payload.operationName)) {
        const member: GroupMember = {
          socket: ctx.extra.socket,
          stream: ctx.extra.stream,
          head: Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`),
        };
        args.contextValue = { [MEMBER]: member } satisfies GroupedContext;
      } else {
        args.contextValue = options.context({
          auth: ctx.extra.auth as TAuth,
          connectionParams: ctx.connectionParams,
          address: ctx.extra.address,
        });
      }
      args[RELEASE] = release;
      args[ADMITTED] = admitted;
      return args;
    },
    async subscribe(args: ExecutionArgs & { [RELEASE]?: Release; [ADMITTED]?: Release }) {
      const context = args.contextValue;
      const release = args[RELEASE] ?? (() => {});
      try {
        const result = isGroupedContext(context)
          ? await groups.join(
              {
                schema: args.schema,
                document: args.document,
                operationName: args.operationName,
                variableValues: args.variableValues,
              },
              context[MEMBER],
            )
          : await subscribe(args);
        if (args[ADMITTED]) admission.lookedUp(args[ADMITTED], !isUnknownRefusal(result));
        return releasing(withCodes(result), release);
      } catch (error) {
        if (args[ADMITTED]) admission.lookedUp(args[ADMITTED], true);
        release();
        throw error;
      }
    },
  });

  const connections = new Set<WebSocket>();
  const keepAlive = createKeepAlive(keepAliveMs, clock);

  wss.on('connection', (socket: WebSocket, request: IncomingMessage, address: string) => {
    connections.add(socket);
    metrics.connections(1);
    const stopKeepAlive = keepAlive.add(socket);
    socket.on('error', (error) => logger.debug({ err: error }, 'live socket error'));
    const extra: ConnectionExtra<TAuth> = {
      socket,
      stream: request.socket,
      request,
      address,
      ledger: admission.connection('socket'),
      releases: new Set(),
    };
    const bucket: MessageBucket = { tokens: messageBurst, at: clock.now() };
    /** Takes one message from the connection's bucket; false when it is empty. */
    const take = () => {
      const at = clock.now();
      bucket.tokens = Math.min(messageBurst, bucket.tokens + ((at - bucket.at) / 1000) * messageRate);
      bucket.at = at;
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    };

    const closed = protocol.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, () => resolve());
          }),
        close: (code, reason) => socket.close(code, closeReason(code, reason)),
        onMessage: (handler) =>
          socket.on('message', (data, isBinary) => {
            if (isBinary) return void socket.close(CloseCode.BadRequest, CLOSE.binary);
            if (socket.readyState !== socket.OPEN) return;
            if (!take()) {
              metrics.refused?.('socketMessagesPerSecond');
              logger.info({ address }, 'live socket closed: too many messages');
              socket.close(TOO_MANY_MESSAGES, CLOSE.tooManyMessages);
              // A flooder need not answer the close: nothing more is read from it (TCP pushes back), and
              // it is cut off after a second rather than ws's 30 s closing handshake. Only for such sockets.
              socket.pause();
              clock.after(FLOOD_CLOSE_GRACE_MS, () => socket.terminate(), { unref: true });
              return;
            }
            // A text frame, as ws hands it with its default binaryType ('nodebuffer'): one Buffer.
            handler((data as Buffer).toString('utf8')).catch((error: unknown) => {
              // A well-formed message of the server's side (next, error, connection_ack), which graphql-ws
              // refuses by throwing: the client's mistake, said as any other malformed message is.
              if (error instanceof Error && error.message.startsWith(WRONG_SIDE_MESSAGE))
                return socket.close(CloseCode.BadRequest, CLOSE.invalidMessage);
              logger.warn({ err: error }, 'live socket message failed');
              socket.close(CloseCode.InternalServerError, CLOSE.internal);
            });
          }),
      },
      extra,
    );
    socket.once('close', (code, reason) => {
      stopKeepAlive();
      connections.delete(socket);
      metrics.connections(-1);
      const left = (socketsOf.get(address) ?? 1) - 1;
      if (left > 0) socketsOf.set(address, left);
      else socketsOf.delete(address);
      void closed(code, String(reason))
        .catch((error: unknown) => logger.debug({ err: error }, 'live socket close failed'))
        .finally(() => {
          // Streams still starting when the socket closed end later; their places are not waited for.
          for (const release of [...extra.releases]) release();
        });
    });
  });

  /**
   * An upgrade refused before it is a socket: a plain HTTP answer, whose body is a GraphQL error as every
   * refusal of /graphql is (a pt-BR message and a code), since no close code can carry it yet.
   */
  const refuse = (
    socket: Duplex,
    status: number,
    text: string,
    error: { message: string; extensions: Record<string, unknown> },
  ) => {
    const body = JSON.stringify({ errors: [error] });
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== path) {
      // Another upgrade listener may own that path; with none, answer instead of leaving it hanging.
      if (server.listenerCount('upgrade') === 1)
        refuse(socket, 404, 'Not Found', {
          message: BFF_MESSAGES.liveSocketPathUnknown(path),
          extensions: { code: 'NOT_FOUND' },
        });
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed(origin, request)) {
      logger.info({ origin }, 'live socket refused: origin not allowed');
      return refuse(socket, 403, 'Forbidden', {
        message: BFF_MESSAGES.csrfOrigin,
        extensions: { code: 'FORBIDDEN' },
      });
    }
    const address = addressOf(request);
    const open = socketsOf.get(address) ?? 0;
    if (open >= limits.socketsPerAddress) {
      metrics.refused?.('socketsPerAddress');
      logger.info({ address }, 'live socket refused: too many connections from the address');
      // A cap on sockets held at once: it frees as one closes, at no time it can tell (no Retry-After).
      return refuse(socket, 429, 'Too Many Requests', {
        message: BFF_MESSAGES.liveSocketsPerAddress(limits.socketsPerAddress),
        extensions: { code: 'RATE_LIMITED', limit: 'socketsPerAddress' },
      });
    }
    // ws completes a valid upgrade synchronously (no verifyClient), so the count is taken before the next
    // upgrade is looked at; an upgrade ws refuses never reaches the callback and is never counted.
    wss.handleUpgrade(request, socket, head, (ws) => {
      socketsOf.set(address, (socketsOf.get(address) ?? 0) + 1);
      wss.emit('connection', ws, request, address);
    });
  };
  server.on('upgrade', onUpgrade);

  return {
    stats: () => {
      const { groups: g, members } = groups.stats();
      return { connections: connections.size, groups: g, groupedSubscribers: members };
    },
    async close() {
      server.off('upgrade', onUpgrade);
      keepAlive.close();
      if (!options.groups) groups.close();
      for (const socket of connections) socket.close(1001, 'Going away');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
