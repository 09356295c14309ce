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
