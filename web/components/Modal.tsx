import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { COMMON_LABELS, SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { SubmitButton } from './SubmitButton.tsx';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea';

/**
 * A modal dialog: focus moves in on open, Tab cycles inside, Escape and the backdrop close it, and focus
 * returns to what opened it.
 */
export function Modal({ title, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose without re-running the focus effect on every render of the parent.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    return () => opener?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

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
        onKeyDown={onKeyDown}
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
