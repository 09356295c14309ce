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

/** Whether an address is this host's own (127.0.0.0/8, ::1, and 127.x written as IPv4-mapped IPv6). */
export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address);
}

/** TRUST_PROXY: `loopback` (default), `none`, or a comma-separated list of proxy addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() || 'loopback';
  if (value === 'none') return { trusts: () => false };
  if (value === 'loopback') return { trusts: isLoopback };
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
  const listed = new Set([...addresses].map(plainAddress));
  return {
    trusts: (address) => listed.has(plainAddress(address)) || (withLoopback && isLoopback(address)),
  };
}

/**
 * An address as one spelling: an IPv4-mapped IPv6 one (`::ffff:10.0.0.5`, how a server listening on `::`
 * sees an IPv4 peer) as its IPv4, letters in lower case.
 */
function plainAddress(address: string): string {
  const lower = address.toLowerCase();
  return /^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/.test(lower) ? lower.slice(7) : lower;
}

/** An X-Forwarded-For entry as an address: bare, or with a port as some proxies write it (`[v6]:port`). */
function forwardedAddress(entry: string): string | undefined {
  const address = entry
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^([\d.]+):\d+$/, '$1');
  return isIP(address) !== 0 ? address : undefined;
}

/**
 * The client's address: the socket peer, or, while the hop we look at is a trusted proxy, the address it
 * says it was talking to (X-Forwarded-For read from the right). An entry that is no address ends the walk
 * at the proxy that wrote it: skipping it would reach entries the client wrote itself, and let a client
 * pick its own address.
 */
export function resolveClientIp(
  peer: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  let address = peer ?? 'unknown';
  if (!forwardedFor) return clientNetwork(address);
  const hops = forwardedFor.split(',');
  while (trust.trusts(address) && hops.length > 0) {
    const next = forwardedAddress(hops.pop()!);
    if (next === undefined) break;
    address = next;
  }
  return clientNetwork(address);
}

/**
 * The address a client is counted by. An IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4); an
 * IPv6 address as its /64 network, written as an address (`2001:db8:1:2::`): one subscriber usually holds
 * a whole /64 and could otherwise take a fresh address, and a fresh budget, for every request.
 */
export function clientNetwork(address: string): string {
  if (isIP(address) !== 6 || address === '::1') return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const zone = address.indexOf('%');
  const bare = zone === -1 ? address : address.slice(0, zone);
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const start = parse(head);
  if (tail === undefined) return start;
  const end = parse(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}
