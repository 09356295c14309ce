import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from './FormMessage.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { useRefusalFocus } from './useRefusalFocus.ts';

/** SPEC §5: changing or resetting a password asks for at least 6 characters (sign-up asks for 8). */
export const NEW_PASSWORD_MIN_LENGTH = 6;

/** The checks of SPEC §5 for a new password typed twice, in the order the messages are shown. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return MESSAGES.fillAll;
  if (password !== confirmation) return MESSAGES.passwordsDiffer;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return MESSAGES.passwordMin;
  return null;
}

export interface NewPasswordFormProps {
  busy: boolean;
  /** The submit button's text; it reads 'Salvando...' while the form is sent. */
  submitLabel: string;
  /**
   * Sends a new password that passed the checks above; `fail` shows the form's error (the server's
   * refusal, or a failure to reach it).
   */
  onSubmit: (password: string, confirmation: string, fail: (message: string) => void) => void;
}

/**
 * 'Nova senha' and 'Repetir nova senha' with the form's message and submit button, as the profile and the
 * reset-password screens show them: the checks of SPEC §5 run before anything is sent.
 */
export function NewPasswordForm({ busy, submitLabel, onSubmit }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const { form, attempt, refused } = useRefusalFocus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = newPasswordError(password, confirmation);
    setError(invalid);
    if (invalid) return refused();
    onSubmit(password, confirmation, setError);
  };

  const shared = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: NEW_PASSWORD_MIN_LENGTH,
    required: true,
    disabled: busy,
    invalid: Boolean(error),
    errorId: messageId,
  } as const;
  return (
    <form ref={form} noValidate onSubmit={submit}>
      <FormMessage key={attempt} id={messageId} error={error} />
      <TextField
        {...shared}
        label={SHELL_LABELS.newPassword}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        {...shared}
        label={SHELL_LABELS.repeatNewPassword}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <SubmitButton busy={busy} label={submitLabel} />
    </form>
  );
}
