import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the page's script is running this render: false on the server and while a server-rendered page is
 * being hydrated, true after (and at once in a page the browser renders). A control whose only action is a
 * script's (a button that opens a dialog) is shown once this is true, so that no click on it is lost before
 * the script starts; what works without it (a link) needs no such wait.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
