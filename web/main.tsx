import { PAYLOAD_ELEMENT_ID } from './ssr/payload.ts';
import './styles/base.css';
import './styles/shell.css';

/** The longest the app waits for a first paint that does not come (a page without text or image). */
const PAINT_WAIT_MS = 2000;

/**
 * Resolves once the browser has shown the page's first content (its `first-contentful-paint` entry): at
 * once where that is not measured, or in a hidden tab, which paints nothing.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (
    document.visibilityState === 'hidden' ||
    !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  )
    return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, PAINT_WAIT_MS);
  });
}

// A page the server rendered is readable as it arrives: the app (React, Relay, the router and the page's
// chunk, most of the first-load JavaScript) is requested once that page is on screen, so that it does not
// compete with it for the network. A page the browser renders (no records in it) starts the app at once.
if (document.getElementById(PAYLOAD_ELEMENT_ID)) {
  await afterFirstContentfulPaint();
  // The libraries' evaluation is most of the start's work, and a module graph is evaluated in one task:
  // React DOM, the largest, is evaluated in a task of its own before the app that imports it.
  await import('react-dom/client');
}
await import('./app.tsx');
