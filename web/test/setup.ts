import { cleanup, configure } from '@testing-library/react';
import { Storage as HappyDomStorage } from 'happy-dom';
import { afterEach, vi } from 'vitest';
import { ThreadBroadcastChannel } from './thread-broadcast-channel.ts';

// relay-test-utils' mock environment wraps its methods with jest.fn; Vitest's vi has the same surface.
(globalThis as { jest?: typeof vi }).jest = vi;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// A route's first render also imports its lazy code, which a loaded machine can take seconds to do (the event
// page over 5 s once, with every suite running beside a browser build). A deadline, not a wait: a test that
// finds what it waits for goes on at once.
configure({ asyncUtilTimeout: 10_000 });

// happy-dom has no browser dialogs; the suites that use them replace these with spies. (A suite that asks
// for the node environment has no window at all.)
if (typeof window !== 'undefined') {
  if (typeof window.alert !== 'function') window.alert = () => {};
  if (typeof window.confirm !== 'function') window.confirm = () => false;
}

// happy-dom fetches no image, and reports every one complete with no pixels, which a browser says only of
// an image that failed. Here an image is still on its way, as on a page just shown; a suite that needs a
// finished or failed one says so (TeamCrest.test.tsx).
if (typeof HTMLImageElement !== 'undefined') {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => false });
}

// Tabs of one browser are the suites of one thread here (thread-broadcast-channel.ts).
globalThis.BroadcastChannel = ThreadBroadcastChannel as unknown as typeof BroadcastChannel;

// Node has Web Storage globals of its own (on by default since Node 25, inert without --localstorage-file),
// and Vitest's happy-dom environment keeps a global Node already has rather than the window's: each file's
// page gets a storage of happy-dom's, empty, as a new window's is.
if (typeof document !== 'undefined') {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      writable: true,
      value: new HappyDomStorage(),
    });
  }
}
