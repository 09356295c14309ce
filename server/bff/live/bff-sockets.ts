import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError } from 'graphql';
import { bearerTokenOf } from '../../bearer-token.ts';
import { parseTrustProxy, resolveClientIp, type TrustProxy } from '../../client-ip.ts';
import { DEFAULT_LIMITS, type Limits } from '../../limits.ts';
import type { Logger } from '../../logger.ts';
import { documentLimitRules } from '../plugins/limits.ts';
import { getSchema } from '../schema.ts';
import { SESSION_COOKIE, storeUnavailableSession, type Session } from '../session.ts';
import { SessionStoreUnavailableError } from '../session-store.ts';
import type { Bff } from '../yoga.ts';
import { attachLiveSockets, type LiveSockets } from './sockets.ts';

/** The connection's credential (session cookie or bearer), kept as text for every operation it runs. */
interface Credentials {
  authorization?: string;
  cookie?: string;
  userAgent?: string;
}

interface SocketAuth {
  credentials: Credentials;
  session: Session;
}

const SESSION_COOKIE_PAIR = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/** The credential an operation of the connection carries: connection_init's bearer, else the upgrade's cookie. */
function credentialsOf(upgrade: IncomingMessage, authorization?: string): Credentials {
  return {
    authorization,
    cookie: authorization ? undefined : upgrade.headers.cookie,
    userAgent: upgrade.headers['user-agent'],
  };
}

/**
 * A fetch Request with the connection's credentials, so sessions resolve exactly as over HTTP. A fresh one
 * per operation gives each its own request id in logs and upstream calls.
 */
function credentialRequest(base: string, credentials: Credentials): Request {
  const headers = new Headers();
  if (credentials.authorization) headers.set('authorization', credentials.authorization);
  else if (credentials.cookie) headers.set('cookie', credentials.cookie);
  if (credentials.userAgent) headers.set('user-agent', credentials.userAgent);
  return new Request(new URL('/graphql', base), { headers });
}

/**
 * connection_init's `authorization`, named in any case, as an HTTP header is: `Authorization` is how
 * clients copy it from their HTTP code, and a credential silently ignored would make them a visitor. Two
 * spellings at once are no credential (null: refused, 4403).
 */
function authorizationParam(params: Record<string, unknown> | undefined): unknown {
  const names = Object.keys(params ?? {}).filter((name) => name.toLowerCase() === 'authorization');
  if (names.length > 1) return null;
  return names.length === 1 ? params![names[0]] : undefined;
}

/** Is `origin` the page's own address (same host as the upgrade request, http or https behind a proxy)? */
function sameHost(origin: string, request: IncomingMessage): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export interface BffSocketsOptions {
  /**
   * The web app's public address, which the session is resolved against. The pages that may open a socket
   * with the user's cookie are those of the BFF's allowed origins (Bff.allowedOrigins).
   */
  publicUrl: string;
  persisted: { get(id: string): string | null };
  logger: Logger;
  /** The limits in force (config.limits); the defaults when absent. */
  limits?: Limits;
  /** Which peers may name the client's address in X-Forwarded-For (TRUST_PROXY); loopback by default. */
  trustProxy?: TrustProxy;
}

/**
 * graphql-ws at /graphql for the BFF (DESIGN §7): browsers authenticate with their session cookie (the
 * Origin check stops other sites from using it), integrators with `{ authorization: "Bearer …" }` in
 * connection_init; persisted documents are accepted by id, as over HTTP.
 */
export function attachBffSockets(server: Server, bff: Bff, options: BffSocketsOptions): LiveSockets {
  const trustProxy = options.trustProxy ?? parseTrustProxy(undefined);
  return attachLiveSockets<SocketAuth>(server, {
    // The same address as the HTTP requests of the client get (role.ts), so per-address caps agree.
    clientAddress: (request) => {
      const forwarded = request.headers['x-forwarded-for'];
      const hops = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
      return resolveClientIp(request.socket.remoteAddress, hops, trustProxy);
    },
    limits: options.limits ?? DEFAULT_LIMITS,
    // A sign-in is a bearer in connection_init or our session cookie (a browser sends other cookies too).
    isLogin: (request, params) =>
      authorizationParam(params) !== undefined || SESSION_COOKIE_PAIR.test(request.headers.cookie ?? ''),
    // Shared with SSE: an address's subscriptions and topics are counted over both transports.
    admission: bff.liveAdmission,
    // The BFF's one clock: keep-alive, message buckets and the flood grace move with the hub's pollers.
    clock: bff.clock,
    schema: getSchema(),
    allowedOrigins: (origin, request) => bff.allowedOrigins.has(origin) || sameHost(origin, request),
    async authenticate(request, params, address) {
      const authorization = authorizationParam(params);
      // A credential that is not even well formed is refused (4403) rather than silently ignored.
      if (
        authorization !== undefined &&
        (typeof authorization !== 'string' || bearerTokenOf(authorization) === undefined)
      )
        return null;
      const credentials = credentialsOf(request, authorization);
      // While the session store is away (Redis down) a browser's socket is still let in, since the live
      // subscriptions it carries serve public data; anything over it that needs the user answers
      // SERVICE_UNAVAILABLE rather than running as a visitor.
      const session = await bff
        .resolveSession(credentialRequest(options.publicUrl, credentials))
        .catch((error: unknown) => {
          if (error instanceof SessionStoreUnavailableError) return storeUnavailableSession();
          throw error;
        });
      // A token the API no longer accepts (expired, revoked) is refused as a malformed one is (4403), not
      // let in as a user whose every private field fails. One call of the API per connection; while the API
      // cannot say, the socket is let in (its live data is public) and private fields say what failed.
      if (session.token !== null) {
        const context = bff.contextFor(credentialRequest(options.publicUrl, credentials), session, {
          clientIp: address,
        });
        try {
          await context.banca.user.load('me');
        } catch (error) {
          if (error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED') return null;
        } finally {
          context.budget.dispose();
        }
      }
      return { credentials, session };
    },
    // The client's address goes with its Banca calls, as over HTTP: the API counts a token's requests
    // against its address too, and all of them would otherwise count against the BFF's.
    context: ({ auth, address }) =>
      bff.contextFor(credentialRequest(options.publicUrl, auth.credentials), auth.session, {
        subscription: true,
        clientIp: address,
      }),
    // Shared with Yoga's SSE: a change executes once for the subscribers of both transports.
    groups: bff.groups,
    persistedDocument: (id) => options.persisted.get(id) ?? undefined,
    // The shape limits HTTP applies (plugins/limits.ts), with the same values: the token cap comes with `limits`.
    validationRules: documentLimitRules(options.limits ?? DEFAULT_LIMITS),
    // A text the server has not read is validated at the address's expense, as over HTTP.
    readNewDocument: bff.readNewDocument,
    logger: options.logger,
    metrics: bff.liveMetrics,
  });
}
