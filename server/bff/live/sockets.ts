import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GraphQLError,
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
import { WebSocketServer, type WebSocket } from 'ws';
import type { Logger } from '../../logger.ts';
import {
  createSubscriptionGroups,
  isGroupable,
  type GroupMember,
  type SubscriptionGroups,
} from './groups.ts';
import { createKeepAlive } from './keep-alive.ts';
import { noopLiveMetrics, type LiveMetrics } from './metrics.ts';

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
  ): Promise<TAuth | null>;
  /**
   * Context of one operation that is not grouped (queries, mutations, per-user subscriptions). The upgrade
   * request is not kept past authentication: what operations need of it belongs in `auth`.
   */
  context(input: { auth: TAuth; connectionParams: Record<string, unknown> | undefined }): unknown;
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
  maxSubscriptionsPerConnection?: number;
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
  /** The upgrade request, until connection_init has been authenticated (then dropped: it weighs ~1 KB). */
  request?: IncomingMessage;
  auth?: TAuth;
}

const MEMBER = Symbol('live group member');

interface GroupedContext {
  [MEMBER]: GroupMember;
}

function isGroupedContext(value: unknown): value is GroupedContext {
  return typeof value === 'object' && value !== null && MEMBER in value;
}

function badRequest(message: string, code = 'BAD_REQUEST'): GraphQLError[] {
  return [new GraphQLError(message, { extensions: { code } })];
}

/**
 * graphql-ws (graphql-transport-ws) at `path` on the given HTTP server. The protocol (init/ack, ping/pong,
 * subscribe/next/error/complete, close codes) is graphql-ws's own `makeServer`; this module adds the Origin
 * check, authentication at connection_init, keep-alive, a per-connection cap and, for subscription fields
 * marked `liveGroup`, the group fan-out that executes once per event for all subscribers.
 */
export function attachLiveSockets<TAuth>(server: Server, options: LiveSocketsOptions<TAuth>): LiveSockets {
  const path = options.path ?? '/graphql';
  const metrics = options.metrics ?? noopLiveMetrics;
  const logger = options.logger;
  const maxSubscriptions = options.maxSubscriptionsPerConnection ?? 50;
  // Below the 30–60 s idle timeouts of common proxies and load balancers.
  const keepAliveMs = options.keepAliveMs ?? 25_000;
  const textRules = [...specifiedRules, ...(options.validationRules ?? [])];
  const allowed =
    typeof options.allowedOrigins === 'function'
      ? options.allowedOrigins
      : (
          (list: readonly string[]) => (origin: string) =>
            list.includes(origin)
        )(options.allowedOrigins);

  const groups =
    options.groups ??
    createSubscriptionGroups({ context: options.groupContext ?? (() => ({})), metrics, logger });
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols,
    maxPayload: options.maxMessageBytes ?? 64 * 1024,
    // Compression would cost a deflate per socket per frame, defeating the shared serialisation.
    perMessageDeflate: false,
  });

  // Parsing and validating once per distinct text: thousands of subscribers send the same document.
  const documents = new Map<string, DocumentNode | readonly GraphQLError[]>();
  const prepare = (query: string, persisted: boolean): DocumentNode | readonly GraphQLError[] => {
    const cacheKey = (persisted ? 'p:' : 't:') + query;
    const cached = documents.get(cacheKey);
    if (cached) return cached;
    let prepared: DocumentNode | readonly GraphQLError[];
    try {
      const document = parse(query, { maxTokens: persisted ? undefined : 5000 });
      const errors = validate(options.schema, document, persisted ? specifiedRules : textRules);
      prepared = errors.length ? errors : document;
    } catch (error) {
      prepared = error instanceof GraphQLError ? [error] : badRequest('Documento inválido.');
    }
    if (documents.size >= 1000) documents.clear();
    documents.set(cacheKey, prepared);
    return prepared;
  };

  const documentText = (payload: SubscribePayload): { text: string; persisted: boolean } | undefined => {
    if (payload.query) return { text: payload.query, persisted: false };
    const extensions = payload.extensions as
      { doc_id?: unknown; persistedQuery?: { sha256Hash?: unknown } } | undefined;
    const id =
      (payload as { documentId?: unknown }).documentId ??
      extensions?.doc_id ??
      extensions?.persistedQuery?.sha256Hash;
    const text = typeof id === 'string' && id.length <= 200 ? options.persistedDocument?.(id) : undefined;
    return text ? { text, persisted: true } : undefined;
  };

  const protocol = makeServer<Record<string, unknown> | undefined, ConnectionExtra<TAuth>>({
    schema: options.schema,
    connectionInitWaitTimeout: options.connectionInitWaitMs ?? 5_000,
    async onConnect(ctx) {
      const request = ctx.extra.request;
      // graphql-ws refuses a second connection_init before it gets here, so the request is always there.
      if (!request) return false;
      try {
        const auth = await options.authenticate(request, ctx.connectionParams);
        if (auth === null) return false;
        ctx.extra.auth = auth;
        delete ctx.extra.request;
        return true;
      } catch (error) {
        logger.warn({ err: error }, 'live socket authentication failed');
        return false;
      }
    },
    onSubscribe(ctx, id, payload) {
      if (Object.keys(ctx.subscriptions).length > maxSubscriptions) {
        return badRequest(
          `Limite de ${maxSubscriptions} assinaturas por conexão atingido.`,
          'TOO_MANY_SUBSCRIPTIONS',
        );
      }
      const document = documentText(payload);
      if (!document) return badRequest('Documento ausente ou desconhecido.', 'PERSISTED_QUERY_NOT_FOUND');
      const prepared = prepare(document.text, document.persisted);
      if (!('kind' in prepared)) return prepared;
      const args: ExecutionArgs = {
        schema: options.schema,
        document: prepared,
        operationName: payload.operationName,
        variableValues: payload.variables,
      };
      if (isGroupable(options.schema, prepared, payload.operationName)) {
        const member: GroupMember = {
          socket: ctx.extra.socket,
          head: Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`),
        };
        args.contextValue = { [MEMBER]: member } satisfies GroupedContext;
      } else {
        args.contextValue = options.context({
          auth: ctx.extra.auth as TAuth,
          connectionParams: ctx.connectionParams,
        });
      }
      return args;
    },
    subscribe(args) {
      const context = args.contextValue;
      if (!isGroupedContext(context)) return subscribe(args);
      return groups.join(
        {
          schema: args.schema,
          document: args.document,
          operationName: args.operationName,
          variableValues: args.variableValues,
        },
        context[MEMBER],
      );
    },
  });

  const connections = new Set<WebSocket>();
  const keepAlive = createKeepAlive(keepAliveMs);

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
    connections.add(socket);
    metrics.connections(1);
    const stopKeepAlive = keepAlive.add(socket);
    socket.on('error', (error) => logger.debug({ err: error }, 'live socket error'));

    const closed = protocol.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, () => resolve());
          }),
        close: (code, reason) => socket.close(code, reason),
        onMessage: (handler) =>
          socket.on('message', (data, isBinary) => {
            if (isBinary) return void socket.close(CloseCode.BadRequest, 'Binary messages are not accepted');
            handler(String(data)).catch((error: unknown) => {
              logger.warn({ err: error }, 'live socket message failed');
              socket.close(CloseCode.InternalServerError, 'Internal server error');
            });
          }),
      },
      { socket, request },
    );
    socket.once('close', (code, reason) => {
      stopKeepAlive();
      connections.delete(socket);
      metrics.connections(-1);
      void closed(code, String(reason));
    });
  });

  const refuse = (socket: Duplex, status: number, text: string) => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== path) {
      // Another upgrade listener may own that path; with none, answer instead of leaving it hanging.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404, 'Not Found');
      return;
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !allowed(origin, request)) {
      logger.info({ origin }, 'live socket refused: origin not allowed');
      return refuse(socket, 403, 'Forbidden');
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
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
