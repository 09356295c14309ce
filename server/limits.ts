/**
 * Every limit that protects a public entry point, in one table: its default, the variable that changes it,
 * what it protects and what a client sees when it bites. The code reads the values from `loadLimits`;
 * docs/SECURITY.md's table is printed from `LIMITS` (`npm run docs:security`; a test fails when it drifts).
 */

export interface LimitSpec {
  /** Environment variable that overrides the default. */
  variable: string;
  default: number;
  /** Smallest accepted value (0 is only allowed where it means "off", and says so in `meaning`). */
  min: number;
  unit: string;
  /** What the limit bounds, in a sentence. */
  meaning: string;
  /** What a client sees when the limit bites (HTTP status, error code, message). */
  clientSees: string;
}

export const LIMITS = {
  // GraphQL documents (plugins/cost.ts, plugins/limits.ts)
  graphqlCostPerRequest: {
    variable: 'GRAPHQL_COST_PER_REQUEST',
    default: 1000,
    min: 1,
    unit: 'points',
    meaning:
      "Computed cost of one operation: each field's declared cost multiplied by the list sizes above it.",
    clientSees:
      'HTTP 400 with error code `COST_LIMIT` and `extensions.cost` (computed cost); nothing is fetched.',
  },
  graphqlListSize: {
    variable: 'GRAPHQL_LIST_SIZE',
    default: 100,
    min: 1,
    unit: 'items',
    meaning: '`nodes(ids:)` length and the `first`/`last` of every connection.',
    clientSees: 'Error code `BAD_USER_INPUT` naming the argument and the maximum.',
  },
  graphqlDefaultPageSize: {
    variable: 'GRAPHQL_DEFAULT_PAGE_SIZE',
    default: 20,
    min: 1,
    unit: 'items',
    meaning: 'Page size of a connection asked without `first` or `last`.',
    clientSees: 'A page of this size, with `pageInfo` to ask for the next.',
  },
  // GraphQL document shape (plugins/limits.ts): the same bounds over HTTP and graphql-ws
  graphqlDepth: {
    variable: 'GRAPHQL_MAX_DEPTH',
    default: 12,
    min: 2,
    unit: 'levels',
    meaning:
      'Nesting of fields in a document, fragments counted where they are spread; introspection and the web app’s persisted documents are exempt.',
    clientSees:
      'HTTP 400 (graphql-ws: an `error` message) with code `DEPTH_LIMIT`, `extensions.limit` and a pt-BR message.',
  },
  graphqlAliases: {
    variable: 'GRAPHQL_MAX_ALIASES',
    default: 15,
    min: 1,
    unit: 'aliases',
    meaning: 'Aliased fields in one document.',
    clientSees:
      'HTTP 400 (graphql-ws: an `error` message) with code `ALIAS_LIMIT`, `extensions.limit` and a pt-BR message.',
  },
  graphqlDirectives: {
    variable: 'GRAPHQL_MAX_DIRECTIVES',
    default: 30,
    min: 1,
    unit: 'directives',
    meaning: 'Directives in one document.',
    clientSees:
      'HTTP 400 (graphql-ws: an `error` message) with code `DIRECTIVE_LIMIT`, `extensions.limit` and a pt-BR message.',
  },
  graphqlTokens: {
    variable: 'GRAPHQL_MAX_TOKENS',
    default: 4000,
    min: 100,
    unit: 'tokens',
    meaning: 'Lexical tokens of one document, counted while parsing: a larger one is not parsed at all.',
    clientSees:
      'HTTP 400 (graphql-ws: an `error` message) with code `TOKEN_LIMIT`, `extensions.limit` and a pt-BR message.',
  },
  // GraphQL request shape (plugins/request-shape.ts)
  graphqlVariablesDepth: {
    variable: 'GRAPHQL_VARIABLES_DEPTH',
    default: 8,
    min: 2,
    unit: 'levels',
    meaning:
      'Nesting of objects and lists in `variables` and `extensions` (the schema’s inputs need 2: `{input: {…}}`).',
    clientSees:
      'HTTP 400 (graphql-ws: an `error` message) with code `BAD_REQUEST` and a pt-BR message; nothing is parsed or fetched.',
  },
  graphqlVariablesValues: {
    variable: 'GRAPHQL_VARIABLES_VALUES',
    default: 1000,
    min: 10,
    unit: 'values',
    meaning: 'Values (objects, lists, scalars) in `variables`, and apart in `extensions`.',
    clientSees:
      'HTTP 400 (graphql-ws: an `error` message) with code `BAD_REQUEST` and a pt-BR message; nothing is parsed or fetched.',
  },
  // Budgets per client (plugins/cost-budget.ts)
  costBucketSize: {
    variable: 'COST_BUCKET_SIZE',
    default: 2000,
    min: 1,
    unit: 'points',
    meaning: 'Cost a signed-in client (per session or token) may spend at once.',
    clientSees: 'HTTP 429, code `RATE_LIMITED`, `Retry-After` and `RateLimit-*` headers.',
  },
  costRefillPerSecond: {
    variable: 'COST_REFILL_PER_SECOND',
    default: 100,
    min: 1,
    unit: 'points/s',
    meaning: 'Rate at which a signed-in client’s cost bucket refills.',
    clientSees: 'The `RateLimit-Reset` header says when the bucket is full again.',
  },
  anonymousCostBucketSize: {
    variable: 'ANONYMOUS_COST_BUCKET_SIZE',
    default: 20_000,
    min: 1,
    unit: 'points',
    meaning:
      'Cost anonymous traffic from one address may spend at once; ten times a user’s, for carrier NAT where many phones share one address.',
    clientSees: 'HTTP 429, code `RATE_LIMITED`, `Retry-After` and `RateLimit-*` headers.',
  },
  anonymousCostRefillPerSecond: {
    variable: 'ANONYMOUS_COST_REFILL_PER_SECOND',
    default: 1000,
    min: 1,
    unit: 'points/s',
    meaning: 'Rate at which an address’s anonymous cost bucket refills.',
    clientSees: 'The `RateLimit-Reset` header says when the bucket is full again.',
  },
  graphqlValidationCostPerMs: {
    variable: 'GRAPHQL_VALIDATION_COST_PER_MS',
    // A crafted document of 3,600 tokens takes 80 ms to validate on a slow 2-core VM: 3,000 points, so an
    // address pays for one every 3 s of its refill (a signed-in client, whose charge stops at its full
    // bucket of 2,000, every 20 s) where it could send
    // twenty a second before. About as much CPU again goes uncharged (V8's garbage collection on its own
    // threads, the execution): at 40 points, 25 ms of validation a second is 5–8% of a core for an
    // address. An integrator's document takes under the free 5 ms once the server is warm.
    default: 40,
    min: 0,
    unit: 'points/ms',
    meaning:
      'Cost charged to the client, per millisecond of CPU its validation takes beyond the first 5 (a full bucket at most), for a document the server has not read before (the web app’s persisted documents and texts read before cost nothing here). A client with no point left has no new document read at all (0: not charged).',
    clientSees:
      'HTTP 429, code `RATE_LIMITED`, `Retry-After` and `RateLimit-*` headers, before the document is parsed.',
  },
  // Deadlines (upstreams/budget.ts)
  executionDeadlineMs: {
    variable: 'EXECUTION_DEADLINE_MS',
    default: 5000,
    min: 100,
    unit: 'ms',
    meaning: 'Wall time of one GraphQL operation; outstanding upstream calls are cancelled when it passes.',
    clientSees: 'What finished in time, and error code `DEADLINE` on the fields that did not.',
  },
  upstreamCallsPerRequest: {
    variable: 'UPSTREAM_CALLS_PER_REQUEST',
    default: 200,
    min: 1,
    unit: 'calls',
    meaning: 'Upstream HTTP calls one operation may start (cache hits do not count).',
    clientSees: 'Error code `DEADLINE` on the fields past the budget.',
  },
  circuitFailureThreshold: {
    variable: 'CIRCUIT_FAILURE_THRESHOLD',
    default: 5,
    min: 1,
    unit: 'failures',
    meaning:
      'Consecutive calls an upstream could not answer (502, 503, 504, no connection, timed out) that open its circuit breaker.',
    clientSees:
      'While open, that upstream’s fields fail within 100 ms with error code `UPSTREAM_UNAVAILABLE`.',
  },
  circuitProbeAfterMs: {
    variable: 'CIRCUIT_PROBE_AFTER_MS',
    default: 5000,
    min: 100,
    unit: 'ms',
    meaning: 'Time an open circuit waits before one probe call; a success closes it.',
    clientSees: 'Normal answers again once a probe succeeds.',
  },
  upstreamResponseBytes: {
    variable: 'UPSTREAM_RESPONSE_BYTES',
    default: 5_000_000,
    min: 1000,
    unit: 'bytes',
    meaning:
      'Body of one answer of the Banca API or the sports feed, counted after decompression (gzip, deflate, br); reading stops past it.',
    clientSees:
      'The field that needed that answer fails as on any upstream failure (code `UPSTREAM_UNAVAILABLE`); logged as upstream kind `too-large`.',
  },
  // Connections (connection-limit.ts)
  connectionsPerAddress: {
    variable: 'HTTP_CONNECTIONS_PER_ADDRESS',
    // Room for a carrier address many phones share (a browser holds up to 6 connections a host for a few
    // seconds after a page, and a socket a live page): an address holding that many is one client's doing.
    default: 256,
    min: 1,
    unit: 'connections',
    meaning:
      'Open TCP connections from one address (HTTP keep-alive, requests still arriving, WebSockets), whatever the path, in each process; loopback peers and trusted proxies (`TRUST_PROXY`) are not counted.',
    clientSees:
      'HTTP 429 with code `RATE_LIMITED` and the connection closed, before any of its request is read.',
  },
  // Live connections (live/sockets.ts, live/sse.ts, live/topics.ts)
  socketsPerAddress: {
    variable: 'WS_CONNECTIONS_PER_ADDRESS',
    default: 20,
    min: 1,
    unit: 'connections',
    meaning: 'Open WebSocket connections from one address.',
    clientSees: 'The upgrade is refused with HTTP 429.',
  },
  subscriptionsPerAddress: {
    variable: 'SUBSCRIPTIONS_PER_ADDRESS',
    default: 200,
    min: 1,
    unit: 'subscriptions',
    meaning: 'Live subscriptions from one address over all its WebSocket and SSE connections.',
    clientSees: 'graphql-ws `error` message / SSE error with code `RATE_LIMITED`.',
  },
  subscriptionsPerConnection: {
    variable: 'SUBSCRIPTIONS_PER_CONNECTION',
    default: 50,
    min: 1,
    unit: 'subscriptions',
    meaning:
      'Live subscriptions on one WebSocket connection; over SSE, of one session (or of one address without a session).',
    clientSees: 'graphql-ws `error` message / SSE error with code `RATE_LIMITED`.',
  },
  viewerUpdatesPerUser: {
    variable: 'VIEWER_UPDATES_PER_USER',
    default: 10,
    min: 1,
    unit: 'subscriptions',
    meaning:
      'viewerUpdates subscriptions one signed-in user holds at once in one BFF process, over every connection: each runs its own selection at every change of the bankroll, which the user’s own cheap writes set off.',
    clientSees: 'graphql-ws `error` message / SSE error with code `RATE_LIMITED`.',
  },
  socketMessagesPerSecond: {
    variable: 'WS_MESSAGES_PER_SECOND',
    default: 20,
    min: 1,
    unit: 'messages/s',
    meaning: 'Messages one WebSocket connection may send, averaged over 10 seconds.',
    clientSees: 'The connection is closed with code 4429 (too many messages).',
  },
  socketLoginsPerMinute: {
    variable: 'WS_LOGINS_PER_MINUTE',
    default: 30,
    min: 1,
    unit: 'attempts/min',
    meaning: 'Authenticated `connection_init` attempts from one address.',
    clientSees: 'The connection is closed with code 4429.',
  },
  socketInitTimeoutMs: {
    variable: 'WS_CONNECTION_INIT_TIMEOUT_MS',
    default: 5000,
    min: 100,
    unit: 'ms',
    meaning: 'Time a new WebSocket connection has to send `connection_init`, so idle sockets cannot pile up.',
    clientSees: 'The connection is closed with code 4408 (connection initialisation timeout).',
  },
  socketMessageBytes: {
    variable: 'WS_MESSAGE_BYTES',
    default: 64 * 1024,
    min: 1024,
    unit: 'bytes',
    meaning: 'Size of one WebSocket message a client sends.',
    clientSees: 'The connection is closed with code 1009 (message too big).',
  },
  socketPingIntervalMs: {
    variable: 'WS_PING_INTERVAL_MS',
    default: 25_000,
    min: 1000,
    unit: 'ms',
    meaning:
      'Interval of the server’s pings on a WebSocket (below the 30–60 s idle timeouts of common proxies); a peer that has not answered one by the next is dropped.',
    clientSees: 'The connection is dropped (no close frame); reconnect and subscribe again.',
  },
  liveBufferedBytes: {
    variable: 'LIVE_BUFFERED_BYTES',
    default: 1024 * 1024,
    min: 64 * 1024,
    unit: 'bytes',
    meaning:
      'Live updates waiting to be sent to one WebSocket or SSE reader; a reader further behind is too slow to follow live data.',
    clientSees: 'The WebSocket is closed with code 1013; an SSE stream ends with an error.',
  },
  liveTopicsPerAddress: {
    variable: 'LIVE_TOPICS_PER_ADDRESS',
    default: 50,
    min: 1,
    unit: 'topics',
    meaning:
      'Distinct live topics (polled events or lists) one address may keep open, so none can fill the process’s topic cap.',
    clientSees: 'Error code `RATE_LIMITED` on the subscription that would open one more.',
  },
  liveTopicsPerProcess: {
    variable: 'LIVE_TOPICS_MAX',
    default: 1000,
    min: 1,
    unit: 'topics',
    meaning:
      'Distinct live topics one BFF process follows at once (each costs an upstream poll per interval): the last line behind the cap per address.',
    clientSees: 'Error code `RATE_LIMITED` on the subscription that would open one more.',
  },
  liveUnknownPerAddressPerMinute: {
    variable: 'LIVE_UNKNOWN_PER_ADDRESS_PER_MINUTE',
    default: 60,
    min: 1,
    unit: 'refusals/min',
    meaning:
      'Subscriptions to unknown events or sports from one address (each costs the feed a lookup) before its subscriptions to topics it does not hold yet wait for the minute to end; a topic still being looked up counts as unknown until it is found.',
    clientSees: 'Error code `RATE_LIMITED` with a pt-BR message, before any lookup.',
  },
  // HTTP (role.ts of each role)
  graphqlRequestsPerMinute: {
    variable: 'GRAPHQL_REQUESTS_PER_MINUTE',
    default: 1200,
    min: 0,
    unit: 'requests/min',
    meaning:
      'GraphQL HTTP requests, whatever their cost, from one anonymous address or for one session or token; requests with a credential also count against their address, ten times as generously (0: no limit).',
    clientSees: 'HTTP 429, code `RATE_LIMITED`, `Retry-After`.',
  },
  crestRequestsPerMinute: {
    variable: 'CREST_REQUESTS_PER_MINUTE',
    default: 600,
    min: 0,
    unit: 'requests/min',
    meaning:
      'Team crest images (/images/team/:id) from one address; answers from the crest cache count too (0: no limit).',
    clientSees: 'HTTP 429 with `Retry-After`; the page shows the team without its crest.',
  },
  cardRequestsPerMinute: {
    variable: 'CARD_REQUESTS_PER_MINUTE',
    default: 60,
    min: 0,
    unit: 'requests/min',
    meaning:
      'Link preview cards (/cards/event/:id.png, /cards/bancada.png) from one address; cached cards count too (0: no limit). Each process draws at most one card per content at a time and keeps the last 200.',
    clientSees: 'HTTP 429 with `Retry-After`; the link preview shows no image.',
  },
  crestBytes: {
    variable: 'CREST_BYTES',
    default: 256 * 1024,
    min: 1024,
    unit: 'bytes',
    meaning: 'Size of one crest image read from the sports feed; a larger one is not served nor cached.',
    clientSees: 'HTTP 502; the page shows the team without its crest.',
  },
  // Accounts (server/api)
  apiRateLimit: {
    variable: 'API_RATE_LIMIT',
    default: 1200,
    min: 0,
    unit: 'requests/min',
    meaning:
      'Banca REST API requests for one token, or one address without a token; requests with tokens also count against their address, ten times as generously, so made-up tokens buy nothing (0: no limit).',
    clientSees: 'HTTP 429 with `Retry-After` and a pt-BR message.',
  },
  statementPageSize: {
    variable: 'STATEMENT_PAGE_SIZE',
    default: 100,
    min: 1,
    unit: 'entries',
    meaning:
      'Entries per page of an account statement in the Banca API: the default and the largest `limit` (pages follow keyset cursors).',
    clientSees:
      'A page with `next_cursor`; a larger or malformed `limit`: HTTP 422 code `INVALID_LIMIT`; a malformed cursor: HTTP 400 code `INVALID_CURSOR`.',
  },
  wagerLegs: {
    variable: 'WAGER_LEGS',
    default: 20,
    min: 1,
    unit: 'legs',
    meaning:
      'Selections of one bet (a multiple) recorded in the Banca API; each is checked against the sports feed (two calls).',
    clientSees: 'HTTP 422 code `INVALID_INPUT` with a pt-BR message naming the maximum; nothing is recorded.',
  },
  wagerPageSize: {
    variable: 'WAGER_PAGE_SIZE',
    default: 100,
    min: 1,
    unit: 'bets',
    meaning:
      'Bets per page of `GET /wagers` in the Banca API, and per grading request of the settlement worker: the default and the largest `limit`.',
    clientSees:
      'A page with `next_cursor`; a larger or malformed `limit`: HTTP 422 code `INVALID_LIMIT`; a malformed cursor: HTTP 400 code `INVALID_CURSOR`.',
  },
  signupsPerAddressPerHour: {
    variable: 'SIGNUPS_PER_ADDRESS_PER_HOUR',
    default: 10,
    min: 1,
    unit: 'sign-ups/h',
    meaning: 'New accounts created from one address.',
    clientSees: 'HTTP 429 with `Retry-After` and a pt-BR message.',
  },
  signupTakenEmailsPerAddressPerHour: {
    variable: 'SIGNUP_TAKEN_EMAILS_PER_ADDRESS_PER_HOUR',
    default: 20,
    min: 1,
    unit: 'refusals/h',
    meaning:
      'Sign-ups from one address refused because their e-mail already has an account: each such answer tells that the e-mail is registered, so they are counted apart from the accounts made.',
    clientSees:
      'HTTP 429 with `Retry-After` and a pt-BR message for any sign-up from that address, taken e-mail or not (a 429 for taken ones only would say what the 409 said).',
  },
  forgotPasswordPerEmailPerHour: {
    variable: 'FORGOT_PASSWORD_PER_EMAIL_PER_HOUR',
    default: 5,
    min: 1,
    unit: 'requests/h',
    meaning: 'Password-reset e-mails asked for one address of e-mail.',
    clientSees: 'The same answer as usual (no mail is sent), so the limit reveals nothing.',
  },
  forgotPasswordPerAddressPerHour: {
    variable: 'FORGOT_PASSWORD_PER_ADDRESS_PER_HOUR',
    default: 20,
    min: 1,
    unit: 'requests/h',
    meaning: 'Password-reset requests from one network address.',
    clientSees: 'HTTP 429 with `Retry-After` and a pt-BR message.',
  },
  resetPasswordPerAddressPerHour: {
    variable: 'RESET_PASSWORD_PER_ADDRESS_PER_HOUR',
    default: 20,
    min: 1,
    unit: 'attempts/h',
    meaning: 'Attempts to set a new password with a reset link, from one address.',
    clientSees: 'HTTP 429 with `Retry-After` and a pt-BR message.',
  },
  sessionsPerUser: {
    variable: 'SESSIONS_PER_USER',
    default: 100,
    min: 1,
    unit: 'sessions',
    meaning:
      "Live sign-ins (access tokens, each browser session holding one) kept for one user; signed-out and expired ones do not count. A new sign-in past it ends the user's oldest, so that sign-ins cannot pile up sessions without end.",
    clientSees:
      'The oldest session gets HTTP 401 (GraphQL `UNAUTHENTICATED`) at its next request, as a revoked one does.',
  },
  loginFreeFailures: {
    variable: 'LOGIN_FREE_FAILURES',
    default: 5,
    min: 1,
    unit: 'failures',
    meaning:
      'Wrong passwords for one account from one address (remembered for a day, cleared by a success) before each further attempt waits; no lockout: other addresses are not affected. The same rule guards the password asked again to delete the account or reset the bankroll.',
    clientSees: 'HTTP 429 with `Retry-After` and a pt-BR message until the wait has passed.',
  },
  loginFirstDelaySeconds: {
    variable: 'LOGIN_FIRST_DELAY_SECONDS',
    default: 1,
    min: 1,
    unit: 's',
    meaning: 'Wait after the last free wrong password; it doubles with each further failure.',
    clientSees: 'HTTP 429 with `Retry-After` (the password is not checked) until the wait has passed.',
  },
  loginMaxDelaySeconds: {
    variable: 'LOGIN_MAX_DELAY_SECONDS',
    default: 900,
    min: 1,
    unit: 's',
    meaning: 'Longest wait after repeated wrong passwords; the wait doubles with each failure up to it.',
    clientSees: 'HTTP 429 with `Retry-After`.',
  },
  loginFailuresPerAddressPerHour: {
    variable: 'LOGIN_FAILURES_PER_ADDRESS_PER_HOUR',
    default: 100,
    min: 1,
    unit: 'failures/h',
    meaning: 'Wrong passwords from one address over all accounts (password spraying).',
    clientSees: 'HTTP 429 with `Retry-After` and a pt-BR message.',
  },
  requestBodyBytes: {
    variable: 'MAX_BODY_BYTES',
    default: 100 * 1024,
    min: 1024,
    unit: 'bytes',
    meaning: 'Size of a request body to /graphql or /api.',
    clientSees: 'HTTP 413 with code `PAYLOAD_TOO_LARGE`.',
  },
  redisCommandTimeoutMs: {
    variable: 'REDIS_COMMAND_TIMEOUT_MS',
    default: 300,
    min: 10,
    unit: 'ms',
    meaning: 'Wait for one Redis command before the request goes on without Redis.',
    clientSees:
      'Public data from local caches; signed-in requests get code `SERVICE_UNAVAILABLE` with a pt-BR message.',
  },
} as const satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;
export type Limits = { readonly [K in LimitName]: number };

export class LimitConfigError extends Error {}

/** The limits in force: each default, or its variable when set. */
export function loadLimits(env: NodeJS.ProcessEnv = process.env): Limits {
  const limits = {} as Record<LimitName, number>;
  for (const [name, spec] of Object.entries(LIMITS) as Array<[LimitName, LimitSpec]>) {
    const raw = env[spec.variable]?.trim();
    if (!raw) {
      limits[name] = spec.default;
      continue;
    }
    const value = Number(raw);
    if (!Number.isInteger(value) || value < spec.min)
      throw new LimitConfigError(`${spec.variable} must be an integer ≥ ${spec.min}, got "${raw}"`);
    limits[name] = value;
  }
  return limits;
}

/** The defaults alone, for tests and tools that build parts without the environment. */
export const DEFAULT_LIMITS: Limits = loadLimits({});
