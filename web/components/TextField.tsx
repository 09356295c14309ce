import { useId, type InputHTMLAttributes } from 'react';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Marks the input invalid for assistive technology. */
  invalid?: boolean;
  /** Id of the message that explains the error, read out with the field. */
  errorId?: string;
}

/** A labelled input; the form's message is tied to it through aria-describedby when it is invalid. */
export function TextField({ label, invalid = false, errorId, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid && errorId ? errorId : undefined}
        {...input}
      />
    </div>
  );
}

/** 'E-mail' as the sign-in and password-recovery forms ask for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type' | 'name' | 'autoComplete'>) {
  return <TextField label={COMMON_LABELS.email} type="email" name="email" autoComplete="email" {...props} />;
}
