import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has embedded defaults for every variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect([...config.roles]).toEqual(['bff', 'api', 'sportsfeed', 'web', 'settlement']);
    expect(config.settlementPollMs).toBe(2000);
    expect(config.settlementToken).toBeUndefined();
    expect(config.livePollMs).toBe(2000);
    expect(config.sportsSimSpeed).toBe(1);
    expect(config.sportsSimStart).toBeUndefined();
    expect(config.logoutRedirectUrl).toBe('/');
    expect(config.seedDemo).toBe(true);
    expect(config.corsOrigins).toEqual([]);
    expect(config.passwordHashing).toEqual({ memoryKib: 19_456, passes: 2 });
  });

  it('reads CORS_ORIGINS as a list of origins', () => {
    const config = loadConfig({
      CORS_ORIGINS: ' https://Painel.Example.com , http://localhost:5173/,https://painel.example.com',
    });
    expect(config.corsOrigins).toEqual(['https://painel.example.com', 'http://localhost:5173']);
  });

  it('refuses a secret no Bearer header can carry, since every call sending it would be refused', () => {
    for (const name of ['METRICS_TOKEN', 'SETTLEMENT_TOKEN']) {
      expect(loadConfig({ [name]: 'a'.repeat(512) })).toBeTruthy();
      expect(() => loadConfig({ [name]: 'a'.repeat(513) }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: 'dois pedaços' }), name).toThrow(ConfigError);
    }
  });

  it('reads and normalises the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      ROLES: ' api , sportsfeed ',
      BANCA_API_URL: 'http://banca.local/api/',
      SEED_DEMO: 'false',
      DATABASE_URL: '  ',
      SPORTS_SIM_START: '2026-11-23T15:00:00-03:00',
      PASSWORD_HASH_MEMORY_KIB: '64',
      PASSWORD_HASH_PASSES: '3',
    });
    expect(config.port).toBe(8080);
    expect([...config.roles]).toEqual(['api', 'sportsfeed']);
    expect(config.bancaApiUrl).toBe('http://banca.local/api');
    expect(config.seedDemo).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sportsSimStart).toBe(Date.UTC(2026, 10, 23, 18));
    expect(config.passwordHashing).toEqual({ memoryKib: 64, passes: 3 });
    expect(loadConfig({ LOG_LEVEL: ' WARN ', DATABASE_URL: 'memory://' })).toMatchObject({
      logLevel: 'warn',
      databaseUrl: 'memory://',
    });
    expect(
      loadConfig({ ROLES: 'settlement', BANCA_API_URL: 'http://api.interno', SETTLEMENT_TOKEN: 'k' }).roles,
    ).toEqual(new Set(['settlement']));
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '-1' }, /PORT/],
    [{ PORT: '65536' }, /PORT/],
    [{ PORT: '40.5' }, /PORT/],
    // 4190 (ManageSieve) and 6000 (X11): fetch refuses to call them, so the process could not call itself.
    [{ PORT: '4190' }, /PORT 4190 .*bad ports/],
    [{ PORT: '6000' }, /PORT 6000/],
    [{ ROLES: 'api,gateway' }, /gateway/],
    [{ SEED_DEMO: 'maybe' }, /SEED_DEMO/],
    [{ LIVE_POLL_MS: '10' }, /LIVE_POLL_MS/],
    [{ SPORTS_SIM_START: '2026-11-23' }, /SPORTS_SIM_START/],
    [{ SPORTS_SIM_START: '2026-11-23T15:00:00' }, /SPORTS_SIM_START/],
    [{ SPORTS_SIM_START: '2026-13-45T15:00:00Z' }, /SPORTS_SIM_START/],
    [{ CORS_ORIGINS: '*' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'example.com' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://example.com/app' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://example.com?x=1' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://user@example.com' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'ftp://example.com' }, /CORS_ORIGINS/],
    [{ CORS_ORIGINS: 'https://ok.example.com,null' }, /CORS_ORIGINS/],
    [{ PASSWORD_HASH_MEMORY_KIB: '4' }, /PASSWORD_HASH_MEMORY_KIB/],
    [{ PASSWORD_HASH_MEMORY_KIB: '19456.5' }, /PASSWORD_HASH_MEMORY_KIB/],
    [{ PASSWORD_HASH_PASSES: '0' }, /PASSWORD_HASH_PASSES/],
    // Values that started a server answering nothing right, or crashed it with a stack trace.
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL must be one of/],
    [{ DATABASE_URL: 'mysql://x/y' }, /DATABASE_URL must be postgres:\/\/… or memory:\/\//],
    [{ DATABASE_URL: 'memory://x' }, /DATABASE_URL/],
    [{ PUBLIC_URL: 'ftp//x' }, /PUBLIC_URL must be an http/],
    [{ BANCA_API_URL: 'not-a-url' }, /BANCA_API_URL/],
    [{ SPORTS_API_URL: 'ftp://x' }, /SPORTS_API_URL/],
    [{ BFF_URL: 'bff:3000' }, /BFF_URL/],
    [{ ROLES: 'settlement', BANCA_API_URL: 'http://api.interno' }, /SETTLEMENT_TOKEN is required/],
  ])('refuses %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
