import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * The security headers of every answer, as one record (lower-case names), for withSecurityHeaders;
     * absent where the middleware is not mounted.
     */
    securityHeaders: Readonly<Record<string, string>> | undefined;
    /** Set by withSecurityHeaders: the handler's answer carries them already. */
    securityHeadersIncluded: true | undefined;
  }
}

/**
 * The Content-Security-Policy of every response. The production build of the web app has no inline
 * scripts or styles (Vite emits external chunks; React sets `style` through the CSSOM, which CSP does not
 * govern), and it loads nothing from other origins, so everything is limited to this origin.
 * `connect-src 'self'` also covers graphql-ws: CSP Level 3 browsers match ws:/wss: of the same host.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
} as const;

type Directives = Record<string, readonly string[]>;

/** A policy as header text ("default-src 'self'; …"). */
export function cspHeader(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()), ...values].join(' '))
    .join('; ');
}

/** HSTS only where the public address is https: on plain http it would be ignored or strand local use. */
export function strictTransportSecurity(publicUrl: string): string | false {
  return new URL(publicUrl).protocol === 'https:' ? 'max-age=31536000' : false;
}

/**
 * Headers for answers written outside Hono (the 503 while the roles start): nothing there is a page, so
 * the policy allows nothing at all.
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

/**
 * One middleware for the whole app (server/start.ts mounts it before every role): /graphql, /api,
 * /sportsfeed, the web app, /healthz, /metrics, errors and 404s all carry the same headers. A handler that
 * needs a looser policy for one page sets its own Content-Security-Policy (GraphiQL's editor injects
 * `<style>` elements) and the middleware keeps it.
 *
 * Hono's secureHeaders sets them on the answer's Headers after the handler; an answer built with them
 * already (withSecurityHeaders) is left as it is, which spares a hot route the Headers object that
 * @hono/node-server would otherwise build and read back (docs/PERFORMANCE.md, round 13).
 */
export function securityHeaders(options: { publicUrl: string }): MiddlewareHandler {
  const hono = secureHeaders({
    contentSecurityPolicy: Object.fromEntries(
      Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
    ),
    referrerPolicy: 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    xFrameOptions: 'DENY',
    strictTransportSecurity: strictTransportSecurity(options.publicUrl),
    // Browsers of other origins call /graphql in CORS mode, which Cross-Origin-Resource-Policy does not touch.
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
    overwrite: false,
  });
  // The record is what Hono's middleware sets on an answer without any of them: one source for both. It
  // holds for every answer only while the policy is the same for all (no per-request nonce).
  let record: Readonly<Record<string, string>> | undefined;
  const probe = new Hono().use(hono).get('/', (c) => c.body(null));
  const recorded = Promise.resolve(probe.request('/')).then(
    (answer) => (record = Object.fromEntries(answer.headers)),
  );
  const nothingMore = () => Promise.resolve();
  return async (c, next) => {
    c.set('securityHeaders', record ?? (await recorded));
    await next();
    // A handler that failed after building its answer left the error handler's answer, without them.
    if (c.get('securityHeadersIncluded') && !c.error) return;
    await hono(c, nothingMore);
  };
}

/**
 * `headers` (names in any case) with the security headers of the app's middleware added, as the middleware
 * adds them: a header the handler set itself is kept, and X-Powered-By is dropped. For an answer built with
 * them, which the middleware then leaves alone. Unchanged where the middleware is not mounted.
 */
export function withSecurityHeaders(c: Context, headers: Record<string, string>): Record<string, string> {
  const security = c.get('securityHeaders');
  if (!security) return headers;
  c.set('securityHeadersIncluded', true);
  const answer: Record<string, string> = { ...security };
  for (const [name, value] of Object.entries(headers)) answer[name.toLowerCase()] = value;
  delete answer['x-powered-by'];
  return answer;
}
