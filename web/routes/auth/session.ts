import { commitLocalUpdate, type IEnvironment, type RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The session changed (signed in, signed out, user deleted): everything in the store belonged to the
 * previous session, so all of it is marked stale and the next screen asks the server again instead of
 * showing another user's bankroll from the cache.
 */
export function updateStoreForViewer(store: RecordSourceSelectorProxy, viewerField: string | null) {
  store.invalidateStore();
  const viewer = viewerField ? store.getRootField(viewerField)?.getLinkedRecord('viewer') : null;
  // The header reads Query.viewer: pointing it at the new user (or at nobody) refreshes it at once.
  if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
  else store.getRoot().setValue(null, 'viewer');
}

/**
 * Forgets the signed-in user locally, once the session is over: signed out (/logout), or the server refused
 * a request for want of one (SPEC §4, any 401 goes to /login). The bet slip goes too: it lives in this
 * browser's localStorage, and whoever signs in next on it must not find the previous user's selections.
 */
export function clearViewer(environment: IEnvironment): Promise<void> {
  commitLocalUpdate(environment, (store) => {
    store.invalidateStore();
    store.getRoot().setValue(null, 'viewer');
  });
  // Loaded when a session ends rather than with every page's first load (its budget, scripts/build-web.ts).
  return import('../bets/bet-slip.ts').then(({ clearSlip }) => clearSlip());
}

/** The simple x@y.z pattern of SPEC §5. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
