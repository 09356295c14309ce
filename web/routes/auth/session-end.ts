import { commitLocalUpdate, ROOT_ID, type IEnvironment } from 'relay-runtime';
import { FRAME_MESSAGES } from '../../../server/i18n/screens/frame.ts';
import type { LoginLocationState } from './LoginPage.tsx';

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

/**
 * What /login says to a user sent there because the server refused a request for want of a session: while
 * the store still holds a signed-in viewer, the session ended under them (it expired, or a password change
 * elsewhere ended it), and what they were doing was refused, not done. A visitor who followed a link to a
 * private page is told nothing: they only have to sign in.
 */
export function sessionEndedState(environment: IEnvironment): LoginLocationState | undefined {
  const root = environment.getStore().getSource().get(ROOT_ID);
  return root?.viewer ? { notice: FRAME_MESSAGES.sessionEnded } : undefined;
}

/** Per environment: the last read of the viewer found nobody where a user was signed in. */
const endedUnderUser = new WeakMap<IEnvironment, boolean>();

/** Told by each read of the viewer (root/viewer.ts) whether it found the session ended under a user. */
export function noteViewerRead(environment: IEnvironment, ended: boolean): void {
  endedUnderUser.set(environment, ended);
}

/**
 * Whether the last read of the viewer found nobody where a user was signed in (the session expired, or was
 * ended elsewhere, and the server answered as to a visitor): /login says so (ToLogin).
 */
export function sessionEndedUnderUser(environment: IEnvironment): boolean {
  return endedUnderUser.get(environment) ?? false;
}
