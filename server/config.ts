import path from 'node:path';
import { isBearerToken } from './bearer-token.ts';
import { parseTrustProxy, type TrustProxy } from './client-ip.ts';
import { LimitConfigError, loadLimits, type Limits } from './limits.ts';

// Typed configuration read from the environment, in this module only. Every variable has an embedded
// default so that `npm start` needs nothing installed.

/**
 * Every variable loadConfig reads, with the default and meaning the README's Configuration table shows
 * (markdown; `npm run docs:config` prints the table, a test fails when the README drifts). Limits have
 * their own table (limits.ts, docs/SECURITY.md). loadConfig can only read a name listed here.
 */
export const CONFIG_VARIABLES = [
  {
    name: 'PORT',
    default: '`4000`',
    meaning: 'HTTP port of the single server',
  },
  {
    name: 'HOST',
    default: '`127.0.0.1`',
    meaning: 'interface to listen on (`0.0.0.0` to serve other machines)',
  },
  {
    name: 'DATA_DIR',
    default: '`./data`',
    meaning:
      'PGlite database, mail outbox, web sessions without Redis (`sessions.json`, mode 0600, tokens sealed) and other local state',
  },
  {
    name: 'DATABASE_URL',
    default: '– (PGlite)',
    meaning: '`postgres://…` stores everything in PostgreSQL instead',
  },
  {
    name: 'REDIS_URL',
    default: '– (in memory)',
    meaning:
      "`redis://…` for pub/sub, sessions and the shared cache across BFF replicas, and the API's throttles shared across API replicas; it carries each user's bankroll changes from the API to the BFF's `viewerUpdates` (needed when they run in separate processes); while it is away, public data keeps flowing, signed-in browsers get `SERVICE_UNAVAILABLE` (503) and everything resumes by itself when it returns; the database it names (`redis://host:6379/5`) is the deployment's own, its pub/sub channels included",
  },
  {
    name: 'ROLES',
    default: '`bff,api,sportsfeed,web,settlement`',
    meaning:
      'which parts this process runs (`settlement`: the worker that settles bets from the sports feed, one at a time across processes)',
  },
  {
    name: 'SETTLEMENT_TOKEN',
    default: '– (random per process)',
    meaning:
      "secret the settlement worker sends to the Banca API's internal grading routes; set the same value on both when they run in different processes",
  },
  {
    name: 'SETTLEMENT_POLL_MS',
    default: '`2000`',
    meaning: 'how often the settlement worker looks for finished events with open bets',
  },
  {
    name: 'BANCA_API_URL',
    default: "this process's `/api`",
    meaning: 'Banca REST API the BFF calls',
  },
  {
    name: 'SPORTS_API_URL',
    default: "this process's `/sportsfeed/api/v1`",
    meaning: 'sports API the BFF calls (the simulator, a replay server or a real upstream)',
  },
  {
    name: 'BFF_URL',
    default: "this process's BFF (`ROLES` with `bff`)",
    meaning:
      '`/graphql` address the web role renders public pages from when it runs without the BFF (`http://bff:4000/graphql`); without either, pages are rendered in the browser',
  },
  {
    name: 'SMTP_URL',
    default: '– (outbox)',
    meaning:
      '`smtp://user:pass@host:port`; without it mail is written to `DATA_DIR/outbox` (the log names the file, never the link)',
  },
  {
    name: 'MAIL_FROM',
    default: '`Bancada <nao-responda@bancada.local>`',
    meaning: 'sender of e-mails',
  },
  {
    name: 'PUBLIC_URL',
    default: '`http://localhost:PORT`',
    meaning:
      'address of the web app: e-mailed links, the one origin granted CORS; `https://…` turns on HSTS and `Secure` session cookies',
  },
  {
    name: 'CORS_ORIGINS',
    default: '(none)',
    meaning:
      'other browser origins allowed to call `/graphql` with credentials, comma-separated origins such as `https://painel.example.com,http://localhost:5173`; any other origin gets no CORS headers',
  },
  {
    name: 'SPORTS_SEED',
    default: '`bancada`',
    meaning: 'seed of the simulated sports world',
  },
  {
    name: 'SPORTS_SIM_SPEED',
    default: '`1`',
    meaning: 'simulated seconds per real second (`60` = a match minute per second)',
  },
  {
    name: 'SPORTS_SIM_START',
    default: '– (the real time)',
    meaning: 'instant the simulated clock reads at start, ISO 8601 with offset (`2026-11-23T15:00:00-03:00`)',
  },
  {
    name: 'LIVE_POLL_MS',
    default: '`2000`',
    meaning: 'poll interval of the live-score pollers',
  },
  {
    name: 'LOGOUT_REDIRECT_URL',
    default: '`/`',
    meaning:
      'where `/logout` sends the browser: a path of the app or another site (given at run time in the logout answer)',
  },
  {
    name: 'SEED_DEMO',
    default: '`true`',
    meaning: 'seed the demo user, accounts and blog posts on first start',
  },
  {
    name: 'TOKEN_TTL_HOURS',
    default: '`168`',
    meaning: 'lifetime of a session',
  },
  {
    name: 'PASSWORD_HASH_MEMORY_KIB',
    default: '`19456`',
    meaning:
      'argon2id memory cost of new password hashes, in KiB (OWASP: 19 MiB with 2 passes); each stored hash keeps the cost it was made with, so a change applies as passwords are set',
  },
  {
    name: 'PASSWORD_HASH_PASSES',
    default: '`2`',
    meaning:
      'argon2id passes (time cost) of new password hashes; the test harnesses lower both to save CPU, never below argon2’s minimum (8 KiB, 1 pass)',
  },
  {
    name: 'METRICS_TOKEN',
    default: '–',
    meaning:
      'bearer token `/metrics` asks of every scraper (`Authorization: Bearer …`); without it `/metrics` answers only connections from this host that no proxy forwarded',
  },
  {
    name: 'TRUST_PROXY',
    default: '`loopback`',
    meaning:
      'peers whose `X-Forwarded-For` names the client for per-address limits, and whose own connections are not counted per address (proxies, and the BFF for the roles it calls when they run apart): `loopback`, `none`, or a list of addresses',
  },
  {
    name: 'LOG_LEVEL',
    default: '`info`',
    meaning: 'pino level (`silent` in tests)',
  },
] as const satisfies ReadonlyArray<{ name: string; default: string; meaning: string }>;

export type ConfigVariable = (typeof CONFIG_VARIABLES)[number]['name'];

export const ALL_ROLES = ['bff', 'api', 'sportsfeed', 'web', 'settlement'] as const;
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
  /** The BFF's /graphql for a web role running without the BFF; the web role renders in process otherwise. */
  bffUrl: string | undefined;
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
  /** Secret of the API's internal grading routes (the settlement worker's); random per process when unset. */
  settlementToken: string | undefined;
  /** Interval of the settlement worker's look for finished events. */
  settlementPollMs: number;
  /** Where /logout sends the browser once the session has ended. */
  logoutRedirectUrl: string;
  /** Seed the demo user, accounts and blog posts on first start. */
  seedDemo: boolean;
  logLevel: string;
  /** Lifetime of a session / access token. */
  tokenTtlHours: number;
  /** argon2id cost of new password hashes (OWASP's by default). */
  passwordHashing: PasswordHashing;
  /** Every limit on a public entry point (limits.ts; docs/SECURITY.md lists them). */
  limits: Limits;
  /** Peers whose X-Forwarded-For names the client (client-ip.ts): `loopback`, `none` or addresses. */
  trustProxy: TrustProxy;
  /** The bearer token /metrics asks of every scraper; without it only unforwarded loopback connections read them. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {}

/** The argon2id cost of new password hashes (server/api/services/passwords.ts). */
export interface PasswordHashing {
  /** Memory cost in KiB (argon2's `m`). */
  memoryKib: number;
  /** Passes over that memory (argon2's `t`, the time cost). */
  passes: number;
}

/** OWASP Password Storage Cheat Sheet, argon2id option 2: 19 MiB, 2 iterations, 1 lane. */
export const OWASP_PASSWORD_HASHING: PasswordHashing = { memoryKib: 19_456, passes: 2 };

function passwordHashing(env: NodeJS.ProcessEnv): PasswordHashing {
  const cost = {
    memoryKib: int(env, 'PASSWORD_HASH_MEMORY_KIB', OWASP_PASSWORD_HASHING.memoryKib, 8),
    passes: int(env, 'PASSWORD_HASH_PASSES', OWASP_PASSWORD_HASHING.passes, 1),
  };
  for (const [name, value] of [
    ['PASSWORD_HASH_MEMORY_KIB', cost.memoryKib],
    ['PASSWORD_HASH_PASSES', cost.passes],
  ] as const)
    if (!Number.isInteger(value)) throw new ConfigError(`${name} must be a whole number, got "${env[name]}"`);
  return cost;
}

function int(env: NodeJS.ProcessEnv, name: ConfigVariable, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new ConfigError(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

/**
 * Ports that fetch refuses to call: the Fetch standard's "bad ports"
 * (https://fetch.spec.whatwg.org/#port-blocking), as Node's fetch applies them. The BFF, the settlement worker and the crest route call this process's own
 * API and feed by default, and every one of those calls would fail ("bad port") while the site itself loads.
 */
const FETCH_BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104,
  109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515,
  526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The server's port: a TCP port (0 picks a free one) that fetch may call. */
function serverPort(env: NodeJS.ProcessEnv): number {
  const port = int(env, 'PORT', 4000);
  if (!Number.isInteger(port) || port > 65_535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${env.PORT}"`);
  if (FETCH_BAD_PORTS.has(port))
    throw new ConfigError(
      `PORT ${port} is a port fetch refuses to call (the Fetch standard's "bad ports"): this process's ` +
        'calls to its own API and sports feed would fail. Choose another.',
    );
  return port;
}

/** An ISO 8601 date-time with its offset ("2026-11-23T15:00:00-03:00"), as epoch milliseconds. */
function instant(env: NodeJS.ProcessEnv, name: ConfigVariable): number | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  const ms = Date.parse(raw);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) || Number.isNaN(ms))
    throw new ConfigError(`${name} must be an ISO 8601 date-time with an offset, got "${raw}"`);
  return ms;
}

function optional(env: NodeJS.ProcessEnv, name: ConfigVariable): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

/**
 * A secret sent as a bearer token (SETTLEMENT_TOKEN, METRICS_TOKEN): one that no Bearer header can carry
 * (bearer-token.ts: 1 to 512 visible characters) would be refused on every call, so it is refused here.
 */
function bearerSecret(env: NodeJS.ProcessEnv, name: ConfigVariable): string | undefined {
  const raw = optional(env, name);
  if (raw !== undefined && !isBearerToken(raw))
    throw new ConfigError(`${name} must be 1 to 512 characters without spaces`);
  return raw;
}

/** An address of one of the roles or of the site: http(s), without trailing slashes. */
function httpUrl(env: NodeJS.ProcessEnv, name: ConfigVariable): string | undefined {
  const raw = optional(env, name);
  if (raw === undefined) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol))
    throw new ConfigError(`${name} must be an http:// or https:// address, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** DATABASE_URL: PostgreSQL's `postgres://…` (or `postgresql://…`), or `memory://` for PGlite in memory. */
function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const raw = optional(env, 'DATABASE_URL');
  if (raw !== undefined && raw !== 'memory://' && !/^postgres(ql)?:\/\//i.test(raw))
    throw new ConfigError(`DATABASE_URL must be postgres://… or memory://, got "${raw}"`);
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: NodeJS.ProcessEnv): string {
  const raw = optional(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(raw))
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw;
}

function bool(env: NodeJS.ProcessEnv, name: ConfigVariable, fallback: boolean): boolean {
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
function origins(env: NodeJS.ProcessEnv, name: ConfigVariable): string[] {
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
  const config: Config = {
    port: serverPort(env),
    host: optional(env, 'HOST') ?? '127.0.0.1',
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    databaseUrl: databaseUrl(env),
    redisUrl: optional(env, 'REDIS_URL'),
    roles: roles(optional(env, 'ROLES')),
    bancaApiUrl: httpUrl(env, 'BANCA_API_URL'),
    bffUrl: httpUrl(env, 'BFF_URL'),
    sportsApiUrl: httpUrl(env, 'SPORTS_API_URL'),
    smtpUrl: optional(env, 'SMTP_URL'),
    mailFrom: optional(env, 'MAIL_FROM') ?? 'Bancada <nao-responda@bancada.local>',
    publicUrl: httpUrl(env, 'PUBLIC_URL'),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    sportsSeed: optional(env, 'SPORTS_SEED') ?? 'bancada',
    sportsSimSpeed: int(env, 'SPORTS_SIM_SPEED', 1, 0),
    sportsSimStart: instant(env, 'SPORTS_SIM_START'),
    livePollMs: int(env, 'LIVE_POLL_MS', 2000, 50),
    settlementToken: bearerSecret(env, 'SETTLEMENT_TOKEN'),
    settlementPollMs: int(env, 'SETTLEMENT_POLL_MS', 2000, 50),
    logoutRedirectUrl: optional(env, 'LOGOUT_REDIRECT_URL') ?? '/',
    seedDemo: bool(env, 'SEED_DEMO', true),
    logLevel: logLevel(env),
    tokenTtlHours: int(env, 'TOKEN_TTL_HOURS', 24 * 7, 1),
    passwordHashing: passwordHashing(env),
    trustProxy: trustProxy(optional(env, 'TRUST_PROXY')),
    metricsToken: bearerSecret(env, 'METRICS_TOKEN'),
    limits: limits(env),
  };
  // Without the token the API was given, a worker of its own process could only ever be refused (401 each
  // pass, bets never settled) while /readyz said ready.
  if (config.roles.has('settlement') && !config.roles.has('api') && config.settlementToken === undefined)
    throw new ConfigError(
      'SETTLEMENT_TOKEN is required when the settlement role runs apart from the api role',
    );
  return config;
}
