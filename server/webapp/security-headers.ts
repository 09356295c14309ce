/**
 * Headers every page of the web app carries. The production build has no inline scripts or styles
 * (Vite emits external chunks; React sets styles through the CSSOM, which CSP does not block), so the
 * policy allows only this origin.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  // graphql-ws connects to /graphql on this host; older browsers do not count ws: as 'self'.
  const safeHost = host && /^[a-z0-9.-]+(:\d+)?$/i.test(host) ? host : undefined;
  const sockets = safeHost ? ` ws://${safeHost} wss://${safeHost}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${sockets}`,
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(host: string | undefined): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(host),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}
