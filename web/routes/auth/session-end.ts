import { commitLocalUpdate, type IEnvironment } from 'relay-runtime';

// Apart from session.ts, which the sign-in pages alone use: every page's first load needs this one
// (web/app.tsx, for a request refused for want of a session), and the budget counts what it carries.

/**
 * Forgets the signed-in user locally, once the session is over: signed out (/logout), or the server refused
 * a request for want of one (SPEC §4, any 401 goes to /login). The bet slip goes too: it lives in this
 * browser's localStorage, and whoever signs in next on it must not find the previous user's selections. The
 * other tabs are told, unless they told this one (`tellOtherTabs` false): their screens of the user go too.
 */
export function clearViewer(environment: IEnvironment, tellOtherTabs = true): Promise<void> {
  commitLocalUpdate(environment, (store) => {
    store.invalidateStore();
    store.getRoot().setValue(null, 'viewer');
  });
  // Loaded when a session ends rather than with every page's first load (its budget, scripts/build-web.ts).
  return import('./session-broadcast.ts').then(({ endSession }) => endSession(tellOtherTabs));
}
