/**
 * Router state that marks a visit to /logout as asked for by this app (the header's Sair, or a screen
 * whose success ends the session). Only pages of this origin can put it in the history entry, so a link or
 * redirect from another site lands on /logout without it and the user is asked before the session ends:
 * a page load is a GET, and a GET must never log anyone out.
 */
export const LOGOUT_INTENT = { logout: true } as const;

export function isLogoutIntent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === true;
}

/**
 * The intent of a screen whose success ends the session, with what the login page then says (a password
 * changed): /logout passes it on to the page it leaves for, which hands it to /login (ToLogin.tsx).
 */
export function logoutIntentWithNotice(notice: string) {
  return { ...LOGOUT_INTENT, notice };
}

/** The notice a logout intent carries for the login page, if any. */
export function logoutNotice(state: unknown): string | undefined {
  const notice = isLogoutIntent(state) ? (state as { notice?: unknown }).notice : undefined;
  return typeof notice === 'string' ? notice : undefined;
}
