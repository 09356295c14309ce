import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';

/**
 * Reports whether `box`'s content is wider than the box, now and whenever the box or its content changes
 * size (a phone turned, rows loaded, a font grown). Returns what stops watching.
 */
export function watchOverflow(box: HTMLElement, report: (overflows: boolean) => void): () => void {
  const measure = () => report(box.scrollWidth > box.clientWidth);
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(measure);
  // The box alone is not enough: content that widens inside a box of the same size scrolls too.
  for (const element of [box, ...box.children]) observer.observe(element);
  return () => observer.disconnect();
}

/** The focusability of a box that scrolls: a Tab stop only while there is something to scroll. */
export const scrollTabIndex = (overflows: boolean) => (overflows ? 0 : -1);

type RegionName = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * A box that a wide table scrolls in, never the page. While the table is wider than the box, the box is a
 * Tab stop so that a keyboard can scroll it (WCAG 2.1.1); while the table fits, Tab passes it by.
 *
 * It stays a named region either way: a region with a name is valid whether focusable or not, and a page's
 * landmarks should not come and go as a phone turns. When the table fits, tabIndex is -1 rather than none,
 * so that it can still take the focus from a script (a row that left with the focus hands it to the table)
 * and does not drop the focus it holds when it stops scrolling.
 */
export function ScrollRegion({
  children,
  ref,
  id,
  onFocus,
  onBlur,
  ...name
}: RegionName & {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  /** Where a list inside sends the focus when its last row leaves (useFocusKeptInList). */
  id?: string;
  /** A list inside that follows where the focus is among its rows (useFocusKeptInList). */
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
}) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => box.current!, []);
  // The server cannot measure, and hydration needs the server's markup: both start as a Tab stop, measured
  // after mount. An extra stop until then costs a keyboard user one key; a wide table out of reach (no
  // script, or a script that fails) would cost them the table.
  const [overflows, setOverflows] = useState(true);
  useEffect(() => watchOverflow(box.current!, setOverflows), []);
  return (
    <div
      ref={box}
      id={id}
      className="table-scroll"
      role="region"
      {...name}
      tabIndex={scrollTabIndex(overflows)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {children}
    </div>
  );
}
