import { useId, useState, type InputHTMLAttributes } from 'react';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  invalid?: boolean;
  errorId?: string;
  /** Said to assistive technology only (aria-required), as TextField's. */
  required?: boolean;
}

/** Password input with a show/hide toggle (SPEC §4: the login page's visibility state). */
export function PasswordField({
  label,
  invalid = false,
  errorId,
  required = false,
  ...input
}: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid && errorId ? errorId : undefined}
          aria-required={required || undefined}
          {...input}
        />
        <button
          type="button"
          className="password-toggle"
          // Its words say the state ("Ocultar senha"): aria-pressed as well would read "Ocultar senha,
          // pressionado", two states that contradict each other.
          aria-controls={id}
          disabled={input.disabled}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? SHELL_LABELS.hidePassword : SHELL_LABELS.showPassword}
        </button>
      </div>
    </div>
  );
}
