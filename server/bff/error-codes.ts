// The one list of the codes a GraphQL error of this API carries in `extensions.code` (DESIGN §6). The schema
// exposes it as the enum ErrorCode (domains/common/error-code.ts), so integrators read it in GraphiQL and
// docs/GRAPHQL.md can print its table from here. Data only; it imports nothing.
//
// Expected failures of mutations are not errors: they come in the payload's `errors` with a UserErrorCode
// (domains/common/user-error.ts), under the same name where both mean the same thing (NOT_FOUND,
// RATE_LIMITED, FORBIDDEN).

export interface ErrorCodeInfo {
  /** What happened and what the client can do, for the enum's description and the docs' table. */
  description: string;
  /**
   * The HTTP status of a request refused as a whole with this code (an answer without `data`) on
   * `application/graphql-response+json`. An answer with `data` is HTTP 200 whatever its field errors.
   */
  status: number;
}

export const ERROR_CODES = {
  BAD_REQUEST: {
    description:
      'The HTTP request is malformed: no document nor persisted id, a parameter that is not JSON or not an ' +
      'object, a body that is not UTF-8, variables nested or sized over the limits or holding a number JSON ' +
      'cannot write back (`1e400`), a batch, a mutation sent with GET or a method other than GET and POST ' +
      '(405), a POST body that is not application/json, or is compressed (`Content-Encoding`) or labelled ' +
      'with a charset other than UTF-8 (415), or an Accept header that allows no media type the answer can be ' +
      'sent as (406, with `Accept` listing them).',
    status: 400,
  },
  GRAPHQL_PARSE_FAILED: {
    description: 'The document is not valid GraphQL syntax; `locations` points at the mistake.',
    status: 400,
  },
  GRAPHQL_VALIDATION_FAILED: {
    description: 'The document does not validate against the schema (unknown field, wrong argument type…).',
    status: 400,
  },
  BAD_USER_INPUT: {
    description:
      'A value of an argument or variable is invalid: a malformed id, cursor, date or amount, a page size ' +
      'over the maximum (`extensions.maximum`). With HTTP 400 when a variable is refused before execution; ' +
      "else the field is null (in `nodes(ids:)`, only that id's item).",
    status: 400,
  },
  DEPTH_LIMIT: {
    description:
      'The document nests fields deeper than the limit (docs/SECURITY.md); `extensions.limit` says it.',
    status: 400,
  },
  ALIAS_LIMIT: {
    description: 'The document uses more aliases than the limit; `extensions.limit` says it.',
    status: 400,
  },
  DIRECTIVE_LIMIT: {
    description: 'The document uses more directives than the limit; `extensions.limit` says it.',
    status: 400,
  },
  TOKEN_LIMIT: {
    description: 'The document is longer than the limit in GraphQL tokens; `extensions.limit` says it.',
    status: 400,
  },
  COST_LIMIT: {
    description:
      'The operation would cost more than one request may (`extensions.cost.requested` over ' +
      '`extensions.cost.limit`): ask for fewer items or fields per request.',
    status: 400,
  },
  RATE_LIMITED: {
    description:
      'Too many requests, or the cost budget of the caller is spent, or too many live subscriptions: wait ' +
      '`extensions.retryAfter` seconds (also the Retry-After header over HTTP) and try again. A cap on what ' +
      'is held at once, named in `extensions.limit` (live subscriptions or topics), has no wait: it frees as ' +
      'subscriptions end.',
    status: 429,
  },
  PERSISTED_QUERY_NOT_FOUND: {
    description:
      'The persisted operation id is not one of the web app’s current operations: reload the app, or send ' +
      'the document in `query`.',
    status: 404,
  },
  PAYLOAD_TOO_LARGE: {
    description: 'The request body is larger than the limit (docs/SECURITY.md).',
    status: 413,
  },
  UNAUTHENTICATED: {
    description:
      'The field needs a signed-in user and the session cookie or bearer token is missing, expired or ' +
      'revoked, or the Authorization header names Bearer without a usable token: sign in again.',
    status: 401,
  },
  FORBIDDEN: {
    description:
      'A request with the session cookie failed the CSRF checks: it lacks the x-bancada-csrf header or comes ' +
      'from another origin. Integrators send a bearer token instead.',
    status: 403,
  },
  NOT_FOUND: {
    description:
      'The id names nothing this API knows: a node of no known type, or a subscription to an event or sport ' +
      'the feed does not know (refused at once).',
    status: 404,
  },
  UPSTREAM_UNAVAILABLE: {
    description:
      'A data service behind this API failed, timed out or is paused after repeated failures: the field is ' +
      'null; try again shortly.',
    status: 502,
  },
  DEADLINE: {
    description:
      'The operation ran out of its time or of its calls to the data services and was stopped: the fields ' +
      'not done are null; ask for less at once.',
    status: 504,
  },
  SERVICE_UNAVAILABLE: {
    description:
      'A service of this API itself (its session store, its live updates) cannot answer now: try again after ' +
      'the Retry-After header.',
    status: 503,
  },
  INTERNAL_SERVER_ERROR: {
    description:
      'An unexpected failure, logged with the request id (header x-request-id); nothing is disclosed.',
    status: 500,
  },
} as const satisfies Record<string, ErrorCodeInfo>;

export type ErrorCode = keyof typeof ERROR_CODES;
