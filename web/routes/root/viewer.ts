import { useCallback, useSyncExternalStore } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks.js';
import {
  createOperationDescriptor,
  ROOT_ID,
  type IEnvironment,
  type InvalidationState,
  type OperationType,
} from 'relay-runtime';
import RootLayoutQuery from '../../relay/__generated__/RootLayoutQuery.graphql.ts';
import { noteViewerRead } from '../auth/session-end.ts';
import RootLayoutQueryParameters from '../../relay/__generated__/RootLayoutQuery$parameters.ts';

/**
 * How the header's viewer gets into the store without a request of its own: a route query selects it along
 * with the route's data (`viewer { ...Header_viewer }`) while the store has no fresh one, so a first load is
 * one GraphQL request. Later route queries leave it out, until a session change marks the store stale
 * (routes/auth/session.ts invalidates it on sign-in and sign-out), and the next one asks again.
 */
interface ViewerReads {
  /** The store's invalidation state when the last successful viewer read was sent; null before one. */
  readAt: InvalidationState | null;
  /** The last read failed: the header shows the visitor links rather than waiting (SPEC §8). */
  failed: boolean;
  /** The viewer-only query of routes without a query of their own. */
  ownQuery: PreloadedQuery<OperationType> | null;
  listeners: Set<() => void>;
}

const byEnvironment = new WeakMap<IEnvironment, ViewerReads>();

function readsOf(environment: IEnvironment): ViewerReads {
  let reads = byEnvironment.get(environment);
  if (!reads) {
    reads = { readAt: null, failed: false, ownQuery: null, listeners: new Set() };
    byEnvironment.set(environment, reads);
  }
  return reads;
}

function setFailed(reads: ViewerReads, failed: boolean) {
  if (reads.failed === failed) return;
  reads.failed = failed;
  for (const listener of [...reads.listeners]) listener();
}

/** Whether the next route query should select the viewer too: none read yet, or the session changed since. */
export function viewerWanted(environment: IEnvironment): boolean {
  const { readAt } = readsOf(environment);
  return readAt === null || environment.getStore().checkInvalidationState(readAt);
}

/** Follows a route query that selects the viewer, so that the header knows whether to wait for it. */
export function trackViewerRead(environment: IEnvironment, queryRef: PreloadedQuery<OperationType>) {
  // No request: the store already answered it.
  if (!queryRef.source) return;
  const reads = readsOf(environment);
  const sentAt = environment.getStore().lookupInvalidationState([]);
  const signedIn = (): boolean => {
    const root = environment.getStore().getSource().get(ROOT_ID);
    return Boolean(root?.viewer);
  };
  // A sign-out forgets the user before anything is asked (session-end.ts): a user still here was signed in.
  const hadUser = signedIn();
  setFailed(reads, false);
  queryRef.source.subscribe({
    // The source completes once the answer is in the store.
    complete: () => {
      reads.readAt = sentAt;
      noteViewerRead(environment, hadUser && !signedIn());
    },
    // A route's query whose subject could not be read (the feed down under an event page) still brought
    // the header's viewer: it goes into the store as the header's own query would put it, with no request
    // more. A query that brought nothing shows the visitor's links (SPEC §8).
    error: (error: Error & { data?: Readonly<Record<string, unknown>> }) => {
      const viewer = error.data?.viewer;
      if (viewer === undefined) return setFailed(reads, true);
      environment.commitPayload(createOperationDescriptor(RootLayoutQuery, {}), { viewer });
      reads.readAt = sentAt;
    },
  });
}

/**
 * A server-rendered page's records are in the store: they hold the viewer the server read, and no route query
 * asks for it again. When the server's read failed (its GraphQL budget spent, a service down), the records
 * have no viewer and the server's header showed the visitor's links (SPEC §8): so does the browser's, which
 * hydrates the same markup, and the next route query asks for the viewer again.
 */
export function markViewerRead(environment: IEnvironment) {
  const root = environment.getStore().getSource().get(ROOT_ID);
  if (root?.viewer === undefined) setFailed(readsOf(environment), true);
  else readsOf(environment).readAt = environment.getStore().lookupInvalidationState([]);
}

/** For routes without a query of their own: the header's query alone, when the store has no fresh viewer. */
export function preloadViewer(environment: IEnvironment): null {
  if (!viewerWanted(environment)) return null;
  const reads = readsOf(environment);
  // The header retains what it shows; this reference only has to live until the answer is stored.
  reads.ownQuery?.dispose();
  reads.ownQuery = loadQuery(environment, RootLayoutQueryParameters, {}, { fetchPolicy: 'network-only' });
  trackViewerRead(environment, reads.ownQuery);
  return null;
}

/** Whether the last viewer read failed; the header re-renders when that changes. */
export function useViewerReadFailed(environment: IEnvironment): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const { listeners } = readsOf(environment);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [environment],
  );
  const failed = () => readsOf(environment).failed;
  // The server's render reads the same state (its environment is the request's own).
  return useSyncExternalStore(subscribe, failed, failed);
}
