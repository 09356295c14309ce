import { describe, expect, it } from 'vitest';
import { clientNetwork, parseTrustProxy, resolveClientIp } from './client-ip.ts';

describe('resolveClientIp', () => {
  const loopback = parseTrustProxy(undefined);

  it('believes X-Forwarded-For only from a trusted peer', () => {
    expect(resolveClientIp('127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(resolveClientIp('::ffff:127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7');
    expect(resolveClientIp('198.51.100.9', '203.0.113.7', loopback)).toBe('198.51.100.9');
    expect(resolveClientIp('127.0.0.1', '203.0.113.7', parseTrustProxy('none'))).toBe('127.0.0.1');
  });

  it('reads the chain from the right and stops at the first untrusted hop', () => {
    // The client forged the first entry; the proxy appended what it saw.
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, 203.0.113.7', loopback)).toBe('203.0.113.7');
    const twoProxies = parseTrustProxy('loopback, 10.0.0.5');
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, 203.0.113.7, 10.0.0.5', twoProxies)).toBe('203.0.113.7');
  });

  it('reads an entry with a port, as some proxies write it', () => {
    expect(resolveClientIp('127.0.0.1', '203.0.113.7:5555', loopback)).toBe('203.0.113.7');
    expect(resolveClientIp('127.0.0.1', '[2001:db8:1:2::7]:443', loopback)).toBe('2001:db8:1:2::');
  });

  it('stops at an entry that is no address, so the entries a client wrote before it are never read', () => {
    expect(resolveClientIp('127.0.0.1', '127.0.0.1, unix:/run/proxy', loopback)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, garbage', loopback)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', '1.2.3.4, , 203.0.113.7', loopback)).toBe('203.0.113.7');
  });

  it('ignores garbage in the header and keeps the peer without one', () => {
    expect(resolveClientIp('127.0.0.1', 'not-an-ip', loopback)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(resolveClientIp(undefined, undefined, loopback)).toBe('unknown');
  });

  it('trusts a listed IPv4 proxy seen as IPv4-mapped IPv6 (a server on ::), and a mapped entry as its IPv4', () => {
    const listed = parseTrustProxy('10.0.0.5, ::FFFF:10.0.0.6');
    expect(listed.trusts('::ffff:10.0.0.5')).toBe(true);
    expect(listed.trusts('10.0.0.6')).toBe(true);
    expect(listed.trusts('::ffff:10.0.0.7')).toBe(false);
    expect(resolveClientIp('::ffff:10.0.0.5', '203.0.113.7', listed)).toBe('203.0.113.7');
  });

  it('refuses an invalid TRUST_PROXY', () => {
    expect(() => parseTrustProxy('10.0.0.1, proxy.local')).toThrow(/proxy\.local/);
  });
});

describe('clientNetwork', () => {
  it('counts an IPv6 client by its /64, whatever the spelling, and an IPv4-mapped one as IPv4', () => {
    expect(clientNetwork('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::');
    expect(clientNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::');
    expect(clientNetwork('2001:0db8:0001:0002:0:0:0:ffff')).toBe('2001:db8:1:2::');
    expect(clientNetwork('2001:db8::5')).toBe('2001:db8:0:0::');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::1')).toBe('::1');
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
  });

  it('is what resolveClientIp answers, so every per-address limit counts a /64 once', () => {
    const trust = parseTrustProxy('loopback');
    expect(resolveClientIp('127.0.0.1', '2001:db8:1:2::7', trust)).toBe('2001:db8:1:2::');
    expect(resolveClientIp('2001:db8:1:2::8', null, trust)).toBe('2001:db8:1:2::');
    // The network is itself an address: the BFF forwards it to the API, which counts it the same.
    expect(resolveClientIp('127.0.0.1', '2001:db8:1:2::', trust)).toBe('2001:db8:1:2::');
  });
});
