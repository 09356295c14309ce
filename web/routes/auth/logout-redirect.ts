/**
 * Where /logout sends the browser when the server could not say (its LOGOUT_REDIRECT_URL arrives in the
 * logout answer): this app's home.
 */
export const FALLBACK_REDIRECT_URL = '/';

/** Another origin needs a full page load; a path of this app stays in the router. */
export function isExternal(url: string, origin: string = location.origin): boolean {
  return new URL(url, origin).origin !== origin;
}

/** Leaves the app for another site (a seam: tests cannot watch the test DOM's location.assign). */
export function loadPage(url: string): void {
  location.assign(url);
}
