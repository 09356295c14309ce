import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * happy-dom lays nothing out, and its ResizeObserver never calls back. This one calls back when a test says
 * an element changed size (resized), after the test gave it the widths a layout would have (setWidths).
 */
class FakeResizeObserver {
  static all = new Set<FakeResizeObserver>();
  readonly targets = new Set<Element>();
  readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
    FakeResizeObserver.all.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  notify(target: Element) {
    if (this.targets.has(target)) this.callback([{ target } as ResizeObserverEntry], this);
  }
}

/** Puts the fake ResizeObserver in place for each of the suite's tests. */
export function withFakeResizeObserver() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    FakeResizeObserver.all.clear();
    vi.unstubAllGlobals();
  });
}

/** Whether some observer watches `element` now. */
export const isObserved = (element: Element) =>
  [...FakeResizeObserver.all].some((observer) => observer.targets.has(element));

/** Gives `element` the widths a layout would: of its content, and of its box. */
export function setWidths(element: Element, widths: { content: number; box: number }) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, get: () => widths.content });
  Object.defineProperty(element, 'clientWidth', { configurable: true, get: () => widths.box });
}

/** Tells the observers watching `element` that it changed size. */
export function resized(element: Element) {
  act(() => {
    for (const observer of FakeResizeObserver.all) observer.notify(element);
  });
}
