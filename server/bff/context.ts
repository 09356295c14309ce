import type { LiveAdmission } from './live/admission.ts';
import type { LiveHub } from './live/hub.ts';
import type { BancaLoaders } from './upstreams/banca/loaders.ts';
import type { OperationBudget } from './upstreams/budget.ts';
import type { SportsLoaders } from './upstreams/sports/loaders.ts';
import type { Session } from './session.ts';
import type { UserEvents } from '../user-events.ts';

/**
 * Built fresh for every GraphQL operation (and every subscription connection). User loaders are created
 * from the caller's token here and never shared; public sports loaders sit on a shared TTL cache.
 */
export interface GraphQLContext {
  requestId: string;
  request: Request;
  session: Session;
  banca: BancaLoaders;
  sports: SportsLoaders;
  /** The process's one LiveHub: subscription fields listen to its topics. */
  live: LiveHub;
  /** Changes of users' bankrolls as the Banca API tells them (the private `viewerUpdates` listens). */
  userEvents: UserEvents;
  /** The process's live caps: `viewerUpdates` takes a place per stream of its user (live/admission.ts). */
  liveAdmission: Pick<LiveAdmission, 'viewerStream'>;
  /** Default and largest page of a connection (limits.ts), set by plugins/cost.ts before execution. */
  pages?: { defaultSize: number; maxSize: number };
  /** Where the web app goes after logout; read at run time so one build serves every deployment. */
  logoutRedirectUrl: string;
  /**
   * What this operation may spend upstream: its execution deadline (an AbortSignal every upstream call
   * takes) and its count of upstream calls. A subscription's context hands a fresh one to each execution.
   */
  budget: OperationBudget;
}
