import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks, stopKeepingEarlyClicks } from './early-clicks.ts';

afterEach(() => {
  replayEarlyClicks();
  document.body.innerHTML = '';
});

/**
 * Runs the inline script's very text. The test DOM does not run <script> elements, and the script's globals
 * (window, document, Element) are this realm's here.
 */
function runInlineScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the page's own text is the point
  const script = new Function(EARLY_CLICKS_SCRIPT) as () => void;
  script();
}

describe('taps made before hydration', () => {
  it('are kept on script buttons by the inline script, and replayed once, in order, to those still there', () => {
    document.body.innerHTML = `
      <button type="button" id="menu">☰</button>
      <button type="button" id="price"><span>1,85</span></button>
      <button type="button" id="gone">x</button>
      <form><button type="submit" id="submit">Entrar</button></form>
      <a href="#odds" id="tab">Odds</a>`;
    runInlineScript();
    const byId = (id: string) => document.getElementById(id)!;
    byId('menu').click();
    byId('price').querySelector('span')!.click();
    byId('gone').click();
    byId('tab').click();
    byId('menu').click();
    byId('gone').remove();

    // React listens from here on (hydrateRoot): a tap now is React's alone, and is not kept for the replay.
    stopKeepingEarlyClicks();
    const handled: string[] = [];
    const handle = (event: MouseEvent) => handled.push((event.target as Element).id);
    document.body.addEventListener('click', handle);
    byId('price').click();
    expect(handled).toEqual(['price']);

    // Hydrated: the taps kept before React listened reach their handlers, once.
    replayEarlyClicks();
    expect(handled).toEqual(['price', 'menu', 'price', 'menu']);

    // From now on a tap is the app's alone: nothing is kept, and a second replay does nothing.
    byId('price').click();
    replayEarlyClicks();
    expect(handled).toEqual(['price', 'menu', 'price', 'menu', 'price']);
    document.body.removeEventListener('click', handle);
  });

  it('are nothing to replay in a page the browser rendered (no inline script)', () => {
    document.body.innerHTML = '<button type="button" id="menu">☰</button>';
    document.getElementById('menu')!.click();
    expect(() => replayEarlyClicks()).not.toThrow();
  });
});
