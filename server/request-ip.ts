import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { resolveClientIp, type TrustProxy } from './client-ip.ts';

/** The address of the request's socket; undefined where there is none (a request made with app.request). */
export function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The caller's address: the socket's, or the forwarded one behind a trusted proxy (client-ip.ts). */
export function requestClientIp(c: Context, trust: TrustProxy): string {
  return resolveClientIp(peerAddress(c), c.req.header('x-forwarded-for'), trust);
}
