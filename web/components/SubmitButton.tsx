import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

export interface SubmitButtonProps {
  /** While the form is being sent the button is disabled and reads `busyLabel`. */
  busy: boolean;
  label: string;
  busyLabel?: string;
}

/** A form's primary button ('Salvando...' by default while it works). */
export function SubmitButton({ busy, label, busyLabel = COMMON_LABELS.saving }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button-primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
