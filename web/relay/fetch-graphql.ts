import type { GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { FRAME_MESSAGES } from '../../server/i18n/screens/frame.ts';

/** Error code the BFF gives an operation that needs a session (DESIGN §6). */
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

export class UnauthenticatedError extends Error {
  constructor() {
    super(FRAME_MESSAGES.sessionMissing);
    this.name = 'UnauthenticatedError';
  }
}

export class GraphQLRequestError extends Error {
  readonly status: number;
  /** Seconds the BFF asks to wait before trying again (`Retry-After` of a 429), when it says. */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's data when it came with some (a subject that failed beside a header's viewer that did not). */
  readonly data: Readonly<Record<string, unknown>> | undefined;
  constructor(message: string, status: number, retryAfterSeconds?: number, data?: Record<string, unknown>) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.data = data;
  }
}

export interface GraphQLErrorShape {
  message?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string };
}

/**
 * Codes of a field the BFF could not read because a data service failed, time ran out or the server itself
 * failed (docs/GRAPHQL.md): the value is unknown, not absent.
 */
const UNAVAILABLE_CODES = new Set<string | undefined>([
  'UPSTREAM_UNAVAILABLE',
  'DEADLINE',
  'INTERNAL_SERVER_ERROR',
]);

/**
 * A field of a page's answer that could not be read because a data service failed (not one that is absent),
 * other than the header's `viewer` beside it: a Banca API that is down leaves a public page standing.
 */
export function unavailableField(payload: {
  errors?: readonly GraphQLErrorShape[];
}): GraphQLErrorShape | undefined {
  return payload.errors?.find(
    ({ path, extensions }) => path?.[0] !== 'viewer' && UNAVAILABLE_CODES.has(extensions?.code),
  );
}

/**
 * The error of a query whose subject could not be read: a root field that is null because its service
 * failed, itself or a non-null field below it whose null took the root field with it (the viewer of /bets
 * when its `betStats` failed). Its page must say so (503) rather than read the null as "not found" (SPEC
 * §8's "Evento não encontrado" for a feed that was only down, /login for a Banca API that was). Not the
 * header's `viewer` beside a public page's subject (the viewer is the subject only of a query that asks
 * for nothing else), nor a failed section below a subject that is there (its tab is hidden and the page
 * stands).
 */
function subjectFailure(
  params: RequestParameters,
  payload: { data?: unknown; errors?: GraphQLErrorShape[] },
): GraphQLErrorShape | undefined {
  const data = (payload.data ?? {}) as Record<string, unknown>;
  return params.operationKind === 'query'
    ? payload.errors?.find(
        ({ path, extensions }) =>
          path?.length &&
          (path[0] !== 'viewer' || Object.keys(data).length === 1) &&
          data[path[0]] == null &&
          UNAVAILABLE_CODES.has(extensions?.code),
      )
    : undefined;
}

export interface FetchGraphQLOptions {
  /** Called once when the BFF says the operation needs a session (SPEC §4: any 401 goes to /login). */
  onUnauthenticated: () => void;
  fetchFn?: typeof fetch;
  endpoint?: string;
}

/** The persisted id of an operation; the web app never sends documents (DESIGN §6). */
export function persistedBody(params: RequestParameters, variables: Variables): string {
  if (!params.id) throw new Error(`${params.name} has no persisted id: npm run relay`);
  return JSON.stringify({ doc_id: params.id, variables });
}

function isUnauthenticated(status: number, errors: GraphQLErrorShape[] | undefined): boolean {
  return status === 401 || (errors ?? []).some((error) => error.extensions?.code === UNAUTHENTICATED);
}

/** Builds Relay's fetch function: persisted id, same-origin cookie, CSRF header. */
export function createFetchGraphQL({
  onUnauthenticated,
  fetchFn = fetch,
  endpoint = '/graphql',
}: FetchGraphQLOptions) {
  return async function fetchGraphQL(
    params: RequestParameters,
    variables: Variables,
  ): Promise<GraphQLResponse> {
    const response = await fetchFn(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/graphql-response+json, application/json',
        'content-type': 'application/json',
        // Cookie-authenticated requests must prove they come from this app's scripts (CSRF).
        'x-bancada-csrf': '1',
      },
      body: persistedBody(params, variables),
    });
    let payload: { data?: unknown; errors?: GraphQLErrorShape[] } | undefined;
    try {
      payload = (await response.json()) as typeof payload;
    } catch {
      payload = undefined;
    }
    if (isUnauthenticated(response.status, payload?.errors)) {
      onUnauthenticated();
      throw new UnauthenticatedError();
    }
    const retryAfter = Number(response.headers.get('retry-after') ?? NaN);
    const waitSeconds = Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined;
    if (!payload || (!response.ok && payload.data == null)) {
      throw new GraphQLRequestError(
        payload?.errors?.[0]?.message ?? `HTTP ${response.status}`,
        response.status,
        waitSeconds,
      );
    }
    const unavailable = subjectFailure(params, payload);
    if (unavailable) {
      // What did come is kept for the header's viewer, unless the viewer failed too (null is then no answer).
      const viewerFailed = payload.errors?.some(({ path }) => path?.[0] === 'viewer');
      const data = viewerFailed ? undefined : (payload.data as Record<string, unknown> | undefined);
      throw new GraphQLRequestError(unavailable.message!, 503, waitSeconds, data);
    }
    // Partial data with errors is normal: a failed event section is null and its tab is hidden.
    return payload as GraphQLResponse;
  };
}
