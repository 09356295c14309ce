import { useId, type InputHTMLAttributes } from 'react';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Marks the input invalid for assistive technology. */
  invalid?: boolean;
  /** Id of the message that explains the error, read out with the field. */
  errorId?: string;
  /**
   * The form will not send it empty: said to assistive technology before any refusal (aria-required). Not
   * the native attribute: the forms check their fields themselves and say why in pt-BR (noValidate), where
   * the browser's check would speak first, in its own language.
   */
  required?: boolean;
}

/** A labelled input; the form's message is tied to it through aria-describedby when it is invalid. */
export function TextField({
  label,
  invalid = false,
  errorId,
  required = false,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid && errorId ? errorId : undefined}
        aria-required={required || undefined}
        {...input}
      />
    </div>
  );
}

/** 'E-mail' as the sign-in and password-recovery forms ask for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return <TextField label={COMMON_LABELS.email} type="email" name="email" autoComplete="email" {...props} />;
}
