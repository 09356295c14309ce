import { describe, expect, it } from 'vitest';
import { parseTrustProxy, resolveClientIp } from './client-ip.ts';

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

  it('ignores garbage in the header and keeps the peer without one', () => {
    expect(resolveClientIp('127.0.0.1', 'not-an-ip', loopback)).toBe('127.0.0.1');
    expect(resolveClientIp('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(resolveClientIp(undefined, undefined, loopback)).toBe('unknown');
  });

  it('refuses an invalid TRUST_PROXY', () => {
    expect(() => parseTrustProxy('10.0.0.1, proxy.local')).toThrow(/proxy\.local/);
  });
});
