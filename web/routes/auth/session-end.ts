import { commitLocalUpdate, ROOT_ID, type IEnvironment } from 'relay-runtime';
import { FRAME_MESSAGES } from '../../../server/i18n/screens/frame.ts';

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

/** Per environment: the last read of the viewer found nobody where a user was signed in. */
const endedUnderUser = new WeakMap<IEnvironment, boolean>();

/** Told by each read of the viewer (root/viewer.ts) whether it found the session ended under a user. */
export function noteViewerRead(environment: IEnvironment, ended: boolean): void {
  endedUnderUser.set(environment, ended);
}

/**
 * What /login says to a user whose session ended under them (it expired, or a password change elsewhere
 * ended it), and what they were doing was refused, not done: the server refused a request while the store
 * still held them (app.tsx), or the last read of the viewer found nobody where they were (ToLogin). A
 * visitor who followed a link to a private page is told nothing: they only have to sign in.
 */
export function sessionEndedNotice(environment: IEnvironment): string | undefined {
  const root = environment.getStore().getSource().get(ROOT_ID);
  return root?.viewer || endedUnderUser.get(environment) ? FRAME_MESSAGES.sessionEnded : undefined;
}

/**
 * A request the server refused for want of a session (app.tsx): forgets the viewer and gives the notice for
 * /login. The notice is kept for whichever way reaches /login first: the refused request's navigation, or a
 * signed-in page's ToLogin, which renders as soon as the viewer is gone and would find no user to tell of.
 */
export function sessionRefused(environment: IEnvironment): string | undefined {
  const notice = sessionEndedNotice(environment);
  if (notice) endedUnderUser.set(environment, true);
  void clearViewer(environment);
  return notice;
}
