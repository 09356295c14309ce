import { inertOthers } from 'aria-hidden';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { COMMON_LABELS, SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { SubmitButton } from './SubmitButton.tsx';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /**
   * Focus the dialog itself on open, which reads its title, rather than its first control: for a dialog
   * whose controls arrive later (a list that loads), where the first one at open is the last of all.
   */
  focusDialog?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';
const FIELD = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The dialogs open now, the last on top: Escape and the focus trap belong to the top one. */
const openDialogs: HTMLElement[] = [];

/** Where focus goes on open: the first field, else the first control other than "×", else the dialog. */
function initialFocus(dialog: HTMLElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>(FIELD) ??
    [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((item) => !item.matches('.modal-close')) ??
    dialog
  );
}

/** Whether focus is inside the dialog where keys reach it (not on <body>, nor on a disabled button). */
function holdsFocus(dialog: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && dialog.contains(active) && !active.matches(':disabled');
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves to its first field on open, Tab cycles inside, the
 * page behind is inert, Escape and the backdrop close it, and focus returns to what opened it. Keys are
 * heard on the document, not on the dialog, and a dialog whose focused control was disabled or removed
 * (Reativar while it saves, a row that leaves the list) takes focus back: Escape keeps closing it whatever
 * happened inside.
 */
export function Modal({ title, onClose, children, focusDialog = false }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the focus effect on every render of the parent.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The page behind is inert while the dialog is open: a screen reader's reading cursor, a click or a search
  // in the page cannot leave it (aria-modal alone left the header and the tables in the tree). The page's
  // live regions stay out of it: a dialog that closes on success says so in one ("Depósito realizado…")
  // in the same render. A layout effect, so that the page is given back before the focus below goes to it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const liveRegions = document.querySelectorAll('[aria-live], [role="status"], [role="alert"]');
    return inertOthers([dialog, ...liveRegions]);
  }, []);

  // Where the focus lands is chosen once, as the dialog opens.
  const focusDialogOnOpen = useRef(focusDialog);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    openDialogs.push(dialog);
    const initial = focusDialogOnOpen.current ? dialog : initialFocus(dialog);
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
      } else if (!holdsFocus(dialog)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      } else if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    // A change inside that took focus away (a control disabled while saving, a row that left the list)
    // gives it to the dialog, and back to that control when it is enabled again. Focus on its way to another
    // control of the dialog (Tab out of a field whose blur writes its error) is left to land there.
    let lastFocused: HTMLElement | null = initial === dialog ? null : initial;
    let goingTo: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      goingTo = null;
      if (event.target instanceof HTMLElement && event.target !== dialog) lastFocused = event.target;
    };
    const onFocusOut = (event: FocusEvent) => {
      goingTo = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    };
    const observer = new MutationObserver((mutations) => {
      if (openDialogs.at(-1) !== dialog) return;
      const back = lastFocused?.isConnected && !lastFocused.matches(':disabled') ? lastFocused : null;
      if (!holdsFocus(dialog)) {
        const landing = goingTo?.isConnected && dialog.contains(goingTo) && !goingTo.matches(':disabled');
        if (!landing) (back ?? dialog).focus();
      } else if (back && document.activeElement === dialog && mutations.some((m) => m.target === back))
        back.focus();
    });
    observer.observe(dialog, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    dialog.addEventListener('focusin', onFocusIn);
    dialog.addEventListener('focusout', onFocusOut);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      observer.disconnect();
      dialog.removeEventListener('focusin', onFocusIn);
      dialog.removeEventListener('focusout', onFocusOut);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      // Back to the opener; when it went away meanwhile (the last hidden account reactivated), to the page.
      if (opener?.isConnected) opener.focus();
      else document.querySelector<HTMLElement>('main')?.focus();
    };
  }, []);

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="modal-close"
            aria-label={SHELL_LABELS.closeDialog}
            onClick={() => onCloseRef.current()}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

export interface ModalActionsProps {
  onCancel: () => void;
  saving: boolean;
  /** The submit button's text ('Salvar' unless the form says otherwise). */
  submitLabel?: string;
}

/** A form modal's footer: 'Cancelar' closes it, the submit button reads 'Salvando...' while it works. */
export function ModalActions({ onCancel, saving, submitLabel = COMMON_LABELS.save }: ModalActionsProps) {
  return (
    <div className="modal-actions">
      <button type="button" className="button" onClick={onCancel} disabled={saving}>
        {COMMON_LABELS.cancel}
      </button>
      <SubmitButton busy={saving} label={submitLabel} />
    </div>
  );
}
