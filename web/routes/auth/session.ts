import type { RecordSourceSelectorProxy } from 'relay-runtime';

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

/** The simple x@y.z pattern of SPEC §5. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}
