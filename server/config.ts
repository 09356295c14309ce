import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './client-ip.ts';
import { LimitConfigError, loadLimits, type Limits } from './limits.ts';

/**
 * Typed configuration read from the environment. Every variable has an embedded default so that
 * `npm start` needs nothing installed; the README lists each of them (keep that table in step).
 */
export const ALL_ROLES = ['bff', 'api', 'sportsfeed', 'web'] as const;
export type RoleName = (typeof ALL_ROLES)[number];

export interface Config {
  /** TCP port of the single HTTP server (0 picks a free one, as tests do). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Folder for PGlite data, the mail outbox and other local state. */
  dataDir: string;
  /** postgres://… switches storage from PGlite to PostgreSQL. */
  databaseUrl: string | undefined;
  /** redis://… switches pub/sub and the shared cache to Redis. */
  redisUrl: string | undefined;
  roles: ReadonlySet<RoleName>;
  /** Base URL of the Banca REST API; defaults to this process's own /api. */
  bancaApiUrl: string | undefined;
  /** Base URL of the SofaScore-style sports API; defaults to this process's own /sportsfeed/api/v1. */
  sportsApiUrl: string | undefined;
  /** smtp://user:pass@host:port; without it mail goes to DATA_DIR/outbox and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Public address of the web app, used in e-mailed links; defaults to http://localhost:PORT. */
  publicUrl: string | undefined;
  /**
   * Other browser origins trusted like the app's own (CORS with credentials, CSRF, GraphiQL): another
   * front end of the same deployment or the Vite dev server. Never a reflected origin.
   */
  corsOrigins: readonly string[];
  /** Seed of the simulated sports world. */
  sportsSeed: string;
  /** Simulated seconds per real second (60 = a match minute per second). */
  sportsSimSpeed: number;
  /** Instant (epoch ms) the simulated clock reads at process start; by default the real time. */
  sportsSimStart: number | undefined;
  /** Interval of the live-score pollers. */
  livePollMs: number;
  /** Where /logout sends the browser once the session has ended. */
  logoutRedirectUrl: string;
  /** Seed the demo user, accounts and blog posts on first start. */
  seedDemo: boolean;
  logLevel: string;
  /** Lifetime of a session / access token. */
  tokenTtlHours: number;
  /** Every limit on a public entry point (limits.ts; docs/SECURITY.md lists them). */
  limits: Limits;
  /** Peers whose X-Forwarded-For names the client (client-ip.ts): `loopback`, `none` or addresses. */
  trustProxy: TrustProxy;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new ConfigError(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

/** An ISO 8601 date-time with its offset ("2026-11-23T15:00:00-03:00"), as epoch milliseconds. */
function instant(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(ms))
    throw new ConfigError(`${name} must be an ISO 8601 date-time with an offset, got "${raw}"`);
  return ms;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
}

function roles(raw: string | undefined): ReadonlySet<RoleName> {
  if (!raw?.trim()) return new Set(ALL_ROLES);
  const names = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(ALL_ROLES as readonly string[]).includes(name)) {
      throw new ConfigError(`ROLES has unknown role "${name}"; known: ${ALL_ROLES.join(', ')}`);
    }
  }
  return new Set(names as RoleName[]);
}

/** CORS_ORIGINS: comma-separated origins, each a scheme and host with an optional port, nothing more. */
function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = optional(env, name);
  if (!raw) return [];
  const list: string[] = [];
  for (const item of raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    // An origin has no path, query, fragment or credentials: "https://example.com" or "http://localhost:5173".
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (
      !url ||
      !bare ||
      !['http:', 'https:'].includes(url.protocol) ||
      item.endsWith('?') ||
      item.endsWith('#')
    )
      throw new ConfigError(`${name} must list origins like https://example.com, got "${item}"`);
    list.push(url.origin);
  }
  return [...new Set(list)];
}

function trustProxy(raw: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(raw);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function limits(env: NodeJS.ProcessEnv): Limits {
  try {
    return loadLimits(env);
  } catch (error) {
    if (error instanceof LimitConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env, 'PORT', 4000),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: optional(env, 'DATABASE_URL'),
    redisUrl: optional(env, 'REDIS_URL'),
    roles: roles(env.ROLES),
    bancaApiUrl: optional(env, 'BANCA_API_URL')?.replace(/\/+$/, ''),
    sportsApiUrl: optional(env, 'SPORTS_API_URL')?.replace(/\/+$/, ''),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Bancada <nao-responda@bancada.local>',
    publicUrl: optional(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    sportsSeed: optional(env, 'SPORTS_SEED') ?? 'bancada',
    sportsSimSpeed: int(env, 'SPORTS_SIM_SPEED', 1, 0),
    sportsSimStart: instant(env, 'SPORTS_SIM_START'),
    livePollMs: int(env, 'LIVE_POLL_MS', 2000, 50),
    logoutRedirectUrl: optional(env, 'LOGOUT_REDIRECT_URL') ?? '/',
    seedDemo: bool(env, 'SEED_DEMO', true),
    logLevel: optional(env, 'LOG_LEVEL') ?? 'info',
    tokenTtlHours: int(env, 'TOKEN_TTL_HOURS', 24 * 7, 1),
    trustProxy: trustProxy(env.TRUST_PROXY),
    limits: limits(env),
  };
}
