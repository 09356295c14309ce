import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { useMutation } from 'react-relay/hooks.js';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../components/NewPasswordForm.tsx';
import type { ResetPasswordMutation } from '../../relay/__generated__/ResetPasswordMutation.graphql.ts';
import { resetPasswordMutation } from './ResetPasswordMutation.ts';
import '../../styles/forms.css';

/** /reset-password?email=…&token=… — the link the reset e-mail carries (SPEC §2, §5, §8). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [commit, busy] = useMutation<ResetPasswordMutation>(resetPasswordMutation);
  const navigate = useNavigate();

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

  const onSubmit = (password: string, confirmation: string, fail: (message: string) => void) =>
    commit({
      variables: { input: { email, token, password, passwordConfirmation: confirmation } },
      onCompleted: ({ resetPassword }) => {
        if (resetPassword.errors.length > 0) return fail(MESSAGES.resetPasswordFailed);
        void navigate('/', { replace: true });
      },
      onError: () => fail(MESSAGES.internal),
    });

  return (
    <section className="card form-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{AUTH_LABELS.resetPassword}</h1>
      <NewPasswordForm busy={busy} submitLabel={AUTH_LABELS.resetPassword} onSubmit={onSubmit} />
    </section>
  );
}
