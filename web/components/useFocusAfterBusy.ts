import { useEffect, useRef, type RefObject } from 'react';

/**
 * A form whose fields and button are disabled while its request runs loses the keyboard's focus: the browser
 * drops it to the page when the focused control is disabled, and a keyboard or screen-reader user is left
 * outside the form when the server's refusal comes back (a wrong password). This gives the focus back, once
 * the form is enabled again, to the control that had it, unless the user has moved it meanwhile. The ref
 * goes on the <form>: its own, or `shared` when another hook needs the form too.
 */
export function useFocusAfterBusy(busy: boolean, shared?: RefObject<HTMLFormElement | null>) {
  const own = useRef<HTMLFormElement>(null);
  const form = shared ?? own;
  const focused = useRef<HTMLElement | null>(null);
  if (busy && focused.current === null && typeof document !== 'undefined') {
    // Read during the render that disables the controls, before the browser drops the focus.
    const active = document.activeElement;
    focused.current = active instanceof HTMLElement && form.current?.contains(active) ? active : null;
  }
  useEffect(() => {
    if (busy) return;
    const control = focused.current;
    focused.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (control?.isConnected && lost) control.focus();
  }, [busy]);
  return form;
}
