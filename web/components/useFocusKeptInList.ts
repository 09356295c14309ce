import { useLayoutEffect, useRef, type FocusEvent } from 'react';

const FOCUSABLE = 'a[href], button:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * For a list whose rows leave while it is read (a match that finishes leaves the live list, an account
 * hidden from its own row leaves the accounts table): when the row that had the keyboard's focus leaves, the
 * browser drops the focus to the page, and a keyboard or screen-reader user starts again from its top. The
 * focus goes instead to the same control (by its place among the row's controls) of the row that took its
 * place (the next one, else the previous one), or to the element `fallbackId` (the list's heading or box,
 * which needs tabIndex -1) when none is left. Only a focus that was in the row that left is moved. The
 * returned props go on an element holding the rows, each matching `rowSelector`.
 */
export function useFocusKeptInList<T extends HTMLElement>(rowSelector: string, fallbackId: string) {
  const ref = useRef<T>(null);
  const rows = useRef<Element[]>([]);
  const focusedRow = useRef<Element | null>(null);
  const focusedControl = useRef(0);
  // After every render: a row leaves in the render that drops its item, and its neighbours are read from the
  // rows the render before left.
  useLayoutEffect(() => {
    const before = rows.current;
    rows.current = ref.current ? [...ref.current.querySelectorAll(rowSelector)] : [];
    const left = focusedRow.current;
    if (!left || left.isConnected) return;
    focusedRow.current = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const at = before.indexOf(left);
    const next =
      before.slice(at + 1).find((row) => row.isConnected) ??
      before
        .slice(0, Math.max(at, 0))
        .reverse()
        .find((row) => row.isConnected);
    const controls = next ? [...next.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const target = controls[focusedControl.current] ?? controls[0] ?? document.getElementById(fallbackId);
    target?.focus();
  });
  return {
    ref,
    onFocus: (event: FocusEvent<T>) => {
      const row = (event.target as Element).closest(rowSelector);
      focusedRow.current = row;
      if (row) focusedControl.current = [...row.querySelectorAll(FOCUSABLE)].indexOf(event.target);
    },
    onBlur: (event: FocusEvent<T>) => {
      // Another control's own focus event follows. A focus that goes nowhere may be the row leaving (some
      // browsers say so with a blur), or its control disabled while the row's action runs (Ocultar, before
      // its row leaves): once the update is done, a row still there whose control can still hold the focus
      // was left by a click outside.
      const left = event.target;
      if (event.relatedTarget !== null) focusedRow.current = null;
      else
        queueMicrotask(() => {
          if (
            focusedRow.current?.isConnected &&
            !ref.current?.contains(document.activeElement) &&
            !left.matches(':disabled')
          )
            focusedRow.current = null;
        });
    },
  };
}
