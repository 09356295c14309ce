import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { TextField } from './TextField.tsx';

/** SPEC §5: changing or resetting a password asks for at least 6 characters (sign-up asks for 8). */
export const NEW_PASSWORD_MIN_LENGTH = 6;

/** The checks of SPEC §5 for a new password typed twice, in the order the messages are shown. */
export function newPasswordError(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return MESSAGES.fillAll;
  if (password !== confirmation) return MESSAGES.passwordsDiffer;
  if (password.length < NEW_PASSWORD_MIN_LENGTH) return MESSAGES.passwordMin;
  return null;
}

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  disabled: boolean;
  invalid: boolean;
  errorId: string;
}

/** 'Nova senha' and 'Repetir nova senha', as the profile and the reset-password screens show them. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const shared = {
    type: 'password',
    autoComplete: 'new-password',
    minLength: NEW_PASSWORD_MIN_LENGTH,
    disabled: props.disabled,
    invalid: props.invalid,
    errorId: props.errorId,
  } as const;
  return (
    <>
      <TextField
        {...shared}
        label={SHELL_LABELS.newPassword}
        value={props.password}
        onChange={(event) => props.onPasswordChange(event.target.value)}
      />
      <TextField
        {...shared}
        label={SHELL_LABELS.repeatNewPassword}
        value={props.confirmation}
        onChange={(event) => props.onConfirmationChange(event.target.value)}
      />
    </>
  );
}
