/**
 * A server-rendered page is on screen before its script runs: the entry script is fetched at low priority,
 * main.tsx loads the app after the first paint, and hydration then runs as a transition. Links and forms work
 * meanwhile, but a button does nothing until React listens, so a tap on ☰ or on a price would be lost. A
 * small inline script at the top of the page keeps the clicks on such buttons from the first paint until
 * React listens, and the app clicks them again once the page is hydrated (as Angular's event replay does).
 */

/** Where the inline script keeps the clicked buttons, on `window`. */
const KEPT = '__bancadaEarlyClicks';

/**
 * The inline script (server/webapp/ssr.ts puts it in the head of a rendered page and allows it by its hash).
 * Only buttons of type "button" are kept: they act through the script alone, where a submit button still
 * submits its form without it.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var kept = [];
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button) kept.push(button);
  }
  kept.stop = function () { document.removeEventListener('click', keep, true); };
  document.addEventListener('click', keep, true);
  window.${KEPT} = kept;
})();`;

interface Kept extends Array<Element> {
  stop(): void;
}

const keptOf = (win: Window) => (win as unknown as Record<string, Kept | undefined>)[KEPT];

/**
 * Stops keeping clicks (app.tsx, in the same task as `hydrateRoot`): from then on React listens, and a tap
 * on a part not hydrated yet makes React hydrate it and handle the tap itself, so keeping it too would
 * handle it twice.
 */
export function stopKeepingEarlyClicks(win: Window = window): void {
  keptOf(win)?.stop();
}

/**
 * Clicks again, in order, the buttons clicked before React listened that are still in the page (app.tsx,
 * once hydrated: the hydrated page keeps the server's elements, so they are the same ones), once only. Does
 * nothing in a page the browser rendered, which had no inline script.
 */
export function replayEarlyClicks(win: Window = window): void {
  const kept = keptOf(win);
  if (!kept) return;
  delete (win as unknown as Record<string, unknown>)[KEPT];
  kept.stop();
  for (const button of kept) if (button.isConnected && button instanceof HTMLElement) button.click();
}
