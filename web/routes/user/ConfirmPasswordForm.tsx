import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/PasswordField.tsx';
import '../../styles/forms.css';
import { useFocusAfterBusy } from '../../components/useFocusAfterBusy.ts';

export interface ConfirmPasswordFormProps {
  /** The browser confirmation asked before acting (SPEC §5). */
  confirmText: string;
  busy: boolean;
  onConfirm: (password: string) => void;
  onBack: () => void;
}

/**
 * The confirm-and-submit layout of Reiniciar minhas contas and Excluir minha conta: a password, then the
 * browser's confirmation; while the server works, everything is disabled and the button reads 'Aguarde...'.
 */
export function ConfirmPasswordForm({ confirmText, busy, onConfirm, onBack }: ConfirmPasswordFormProps) {
  const [password, setPassword] = useState('');
  const formRef = useFocusAfterBusy(busy);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      window.alert(MESSAGES.askPassword);
      return;
    }
    if (!window.confirm(confirmText)) return;
    onConfirm(password);
  };
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <PasswordField
        label={COMMON_LABELS.password}
        autoComplete="current-password"
        required
        value={password}
        disabled={busy}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="form-actions">
        <button type="submit" className="button button-danger" disabled={busy}>
          {busy ? COMMON_LABELS.wait : USER_LABELS.confirmDelete}
        </button>
        <button type="button" className="button" disabled={busy} onClick={onBack}>
          {COMMON_LABELS.noGoBack}
        </button>
      </div>
    </form>
  );
}

/**
 * What these screens show when the server answers (SPEC §8): a refusal in an alert, with the server's
 * message (a wrong password has its own, which says more than `failure`); a success in an alert with
 * `done`, before `then` moves on.
 */
export function alertOutcome(
  result: { errors: ReadonlyArray<{ message: string }> },
  texts: { failure: string; done: string },
  then: () => void,
): void {
  const [refused] = result.errors;
  if (refused) return window.alert(refused.message || texts.failure);
  window.alert(texts.done);
  then();
}
