import { bearerTokenOf } from '../bearer-token.ts';
import type { BancaToken } from './upstreams/banca/decode.ts';
import { SessionStoreUnavailableError, newSessionId, type SessionStore } from './session-store.ts';

export const SESSION_COOKIE = 'bancada_session';
/**
 * Custom header the web app sends on every request. Browsers cannot add it cross-site without a CORS
 * preflight (which this server never grants), so its presence proves the request came from our pages.
 */
export const CSRF_HEADER = 'x-bancada-csrf';

/**
 * Where the caller's credential came from. `malformed-bearer`: an Authorization header of the Bearer scheme
 * with no usable token (empty, with spaces, longer than any token): the caller meant to sign in, so fields
 * that need the user answer UNAUTHENTICATED rather than a visitor's null. Other schemes (a proxy's Basic)
 * are not ours and are ignored.
 */
export type SessionSource = 'cookie' | 'bearer' | 'malformed-bearer' | 'none';

/** A session just started: the token (integrators only, else null) and when it expires (epoch ms). */
export interface SignedIn {
  token: string | null;
  expiresAt: number;
}

/** The caller's identity for one request. */
export interface Session {
  readonly token: string | null;
  readonly source: SessionSource;
  /**
   * Sign-in mode: the web app (CSRF header present) gets a cookie and never sees the token; an
   * integrator (no CSRF header) gets the token back in the payload and no cookie.
   */
  readonly cookieMode: boolean;
  /**
   * Starts a session for a freshly issued upstream token; returns the token only for integrators, and when
   * the session ends (the upstream's expiry, else the default lifetime) for everyone.
   */
  signIn(issued: BancaToken): Promise<SignedIn>;
  /** Ends the session here (cookie cleared, server-side entry deleted). */
  signOut(): Promise<void>;
  /** The upstream refused the token: forget the session so the browser is sent to /login. */
  invalidate(): void;
}

/** Nobody: the session of shared executions (live subscription groups), which serve public data only. */
export const ANONYMOUS_SESSION: Session = {
  token: null,
  source: 'none',
  cookieMode: false,
  signIn: () => Promise.reject(new Error('Sign-in is not possible in a shared live execution')),
  signOut: () => Promise.resolve(),
  invalidate() {},
};

/**
 * A browser whose session cannot be read now (the store is away): it may still follow public live data,
 * and everything that needs the user fails with SERVICE_UNAVAILABLE instead of running as a visitor.
 */
export function storeUnavailableSession(): Session {
  const refuse = () => Promise.reject(new SessionStoreUnavailableError());
  return {
    get token(): string | null {
      throw new SessionStoreUnavailableError();
    },
    source: 'cookie',
    cookieMode: true,
    signIn: refuse,
    signOut: refuse,
    invalidate() {},
  };
}

const responseCookies = new WeakMap<Request, string[]>();

/** Set-Cookie values queued while resolving a request; the session-cookie plugin writes them out. */
export function takeResponseCookies(request: Request): string[] {
  const cookies = responseCookies.get(request) ?? [];
  responseCookies.delete(request);
  return cookies;
}

function queueCookie(request: Request, value: string) {
  const list = responseCookies.get(request) ?? [];
  list.push(value);
  responseCookies.set(request, list);
}

/** What reading a request's headers needs: a Request, or Node's headers before Yoga (public-hits.ts). */
export interface HeaderReader {
  headers: { get(name: string): string | null };
}

export function readCookie(request: HeaderReader, name: string): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The credential a request presents, as the session reads it, the CSRF check skips it and the rate limit
 * counts it: a bearer token; or a Bearer header with no usable token (`malformedBearer`: that credential,
 * refused); the session cookie only when there is no Bearer header at all, so a refused bearer never falls
 * back to the browser's session.
 */
export function credentialOf(request: Request): {
  bearer?: string;
  malformedBearer: boolean;
  cookie?: string;
} {
  const bearer = bearerTokenOf(request.headers.get('authorization'));
  if (bearer) return { bearer, malformedBearer: false };
  if (/^\s*Bearer(\s|$)/i.test(request.headers.get('authorization') ?? '')) return { malformedBearer: true };
  return { malformedBearer: false, cookie: readCookie(request, SESSION_COOKIE) };
}

/** The session cookie; plugins/session-cookies.ts adds `Secure` when PUBLIC_URL is https (never from Host). */
function cookie(_request: Request, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  return parts.join('; ');
}

const SESSION_ID = /^[A-Za-z0-9_-]{20,100}$/;

export async function resolveSession(
  request: Request,
  store: SessionStore,
  options: { defaultTtlMs: number; now?: () => number },
): Promise<Session> {
  const now = options.now ?? Date.now;
  const { bearer, malformedBearer, cookie: rawSessionId } = credentialOf(request);
  const sessionId = rawSessionId && SESSION_ID.test(rawSessionId) ? rawSessionId : undefined;
  // A bearer token wins over a cookie: an integrator's explicit credential is never mixed with a browser's.
  // It never needs the store, so integrators are unaffected when the store is down. A cookie whose store
  // cannot be read fails the request with SessionStoreUnavailableError (HTTP 503): neither anonymous nor
  // signed out, since the session is valid again once the store answers.
  // A Bearer header without a usable token wins too, as that credential refused: never the cookie's.
  const stored = sessionId ? await store.get(sessionId) : null;
  const source: SessionSource = bearer
    ? 'bearer'
    : malformedBearer
      ? 'malformed-bearer'
      : stored
        ? 'cookie'
        : 'none';
  let token = bearer ?? stored?.token ?? null;
  const cookieMode = !bearer && request.headers.has(CSRF_HEADER);
  // A stale or unknown cookie is cleared so the browser stops sending it.
  if (rawSessionId && !stored) queueCookie(request, cookie(request, '', 0));

  return {
    get token() {
      return token;
    },
    source,
    cookieMode,
    async signIn(issued) {
      const expiresAt = issued.expires_at ? Date.parse(issued.expires_at) : Number.NaN;
      const expires = Number.isFinite(expiresAt) ? expiresAt : now() + options.defaultTtlMs;
      token = issued.access_token;
      if (!cookieMode) return { token: issued.access_token, expiresAt: expires };
      // Always a fresh id on sign-in (no session fixation); the previous session, if any, ends.
      if (sessionId) await store.delete(sessionId);
      const id = newSessionId();
      await store.set(id, { token: issued.access_token, expiresAt: expires });
      queueCookie(request, cookie(request, id, Math.max(0, Math.floor((expires - now()) / 1000))));
      return { token: null, expiresAt: expires };
    },
    async signOut() {
      token = null;
      if (sessionId) {
        await store.delete(sessionId);
        queueCookie(request, cookie(request, '', 0));
      }
    },
    invalidate() {
      token = null;
      if (sessionId && stored) {
        void store.delete(sessionId).catch(() => undefined);
        queueCookie(request, cookie(request, '', 0));
      }
    },
  };
}
