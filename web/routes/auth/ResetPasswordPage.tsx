import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { NewPasswordFields, newPasswordError } from '../../components/NewPasswordFields.tsx';
import type { ResetPasswordMutation } from '../../relay/__generated__/ResetPasswordMutation.graphql.ts';
import { resetPasswordMutation } from './ResetPasswordMutation.ts';
import '../../styles/forms.css';

/** /reset-password?email=…&token=… — the link the reset e-mail carries (SPEC §2, §5, §8). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<ResetPasswordMutation>(resetPasswordMutation);
  const navigate = useNavigate();
  const messageId = useId();

  if (!email || !token)
    return (
      <section className="card form-card" aria-labelledby="reset-title">
        <h1 id="reset-title">{AUTH_LABELS.resetPassword}</h1>
        <p className="form-message form-error" role="alert">
          {AUTH_LABELS.resetLinkInvalid}
        </p>
        <Link to="/forgot-password">{AUTH_LABELS.askNewLink}</Link>
      </section>
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = newPasswordError(password, confirmation);
    setError(invalid);
    if (invalid) return;
    commit({
      variables: { input: { email, token, password, passwordConfirmation: confirmation } },
      onCompleted: ({ resetPassword }) => {
        if (resetPassword.errors.length > 0) return setError(MESSAGES.resetPasswordFailed);
        void navigate('/', { replace: true });
      },
      onError: () => setError(MESSAGES.internal),
    });
  };

  return (
    <section className="card form-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{AUTH_LABELS.resetPassword}</h1>
      <form noValidate onSubmit={onSubmit}>
        <FormMessage id={messageId} error={error} />
        <NewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          disabled={busy}
          invalid={Boolean(error)}
          errorId={messageId}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? COMMON_LABELS.saving : AUTH_LABELS.resetPassword}
        </button>
      </form>
    </section>
  );
}
