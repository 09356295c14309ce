import type { Database } from './api/db/database.ts';
import type { Server } from 'node:http';
import type { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import type { AppPaths } from './paths.ts';
import type { UserEvents } from './user-events.ts';
import type { ClientRefusal } from './bff/page-refusal.ts';

/** What every role gets: its configuration, a logger and the resolved addresses of its peers. */
export interface RoleContext {
  config: Config;
  logger: Logger;
  /** This process's own base URL (http://127.0.0.1:PORT), known once the server listens. */
  selfUrl: string;
  /** Base URL of the Banca REST API (BANCA_API_URL or this process's /api). */
  bancaApiUrl: string;
  /** Base URL of the sports API (SPORTS_API_URL or this process's /sportsfeed/api/v1). */
  sportsApiUrl: string;
  /**
   * Secret of the Banca API's internal grading routes, which the settlement worker sends (SETTLEMENT_TOKEN,
   * or one drawn at start, good for the roles of this process).
   */
  settlementToken: string;
  /** Public address of the web app (PUBLIC_URL or http://localhost:PORT). */
  publicUrl: string;
  /** Where the roles' files are (server/paths.ts by default). */
  paths: AppPaths;
  /**
   * The per-user change bus (server/user-events.ts): the API publishes every committed change of a user's
   * bankroll, the BFF's private subscription listens. On Redis when REDIS_URL is set, else in this process.
   */
  userEvents: UserEvents;
  /**
   * An open database the api role uses instead of opening DATA_DIR's or DATABASE_URL's, for tests that
   * write beside a running server (PGlite has one owner); whoever opened it closes it.
   */
  database?: Database;
  /**
   * Whether GraphQL refuses a client now, without counting a request (bff/page-refusal.ts): set by the
   * bff role when it runs in this process, for the pages the web role renders from GraphQL, which answer
   * such a client 429 before rendering anything.
   */
  graphqlRefusal?: ClientRefusal;
}

/**
 * One part of the process (bff, api, sportsfeed, web, settlement). Roles are mounted into one Hono app in the
 * order api, sportsfeed, bff, web, settlement, so the web role's SPA fallback comes last.
 */
export interface Role {
  name: string;
  mount(app: Hono): void;
  /** Readiness of what the role depends on (the database for the API). */
  ready?(): Promise<boolean>;
  /** For roles that take over HTTP upgrades (graphql-ws). */
  attach?(server: Server): void;
  close(): Promise<void>;
}
