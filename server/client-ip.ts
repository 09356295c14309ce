import { isIP } from 'node:net';

/**
 * Which peers may tell us the client's address in X-Forwarded-For. By default only loopback peers: in the
 * one-process setup the BFF calls the Banca API over loopback on a user's behalf, and a reverse proxy on
 * the same host forwards the same way. A client connecting from anywhere else cannot pick its own address
 * (and so its own throttling bucket) by sending the header.
 */
export interface TrustProxy {
  trusts(address: string): boolean;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** TRUST_PROXY: `loopback` (default), `none`, or a comma-separated list of proxy addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() || 'loopback';
  if (value === 'none') return { trusts: () => false };
  if (value === 'loopback') return { trusts: (address) => LOOPBACK.test(address) };
  const addresses = new Set(
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const address of addresses) {
    if (address !== 'loopback' && !isIP(address))
      throw new Error(`TRUST_PROXY has an invalid address "${address}"`);
  }
  const withLoopback = addresses.has('loopback');
  return { trusts: (address) => addresses.has(address) || (withLoopback && LOOPBACK.test(address)) };
}

/**
 * The client's address: the socket peer, or, while the hop we look at is a trusted proxy, the address it
 * says it was talking to (X-Forwarded-For read from the right).
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  let address = peer ?? 'unknown';
  if (!forwardedFor) return address;
  const hops = forwardedFor
    .split(',')
    .map((s) => s.trim())
    .filter((s) => isIP(s) !== 0);
  while (trust.trusts(address) && hops.length > 0) address = hops.pop() as string;
  return address;
}
