import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'react-relay/hooks.js';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm } from '../../components/NewPasswordForm.tsx';
import type { ResetPasswordMutation } from '../../relay/__generated__/ResetPasswordMutation.graphql.ts';
import { resetPasswordMutation } from './ResetPasswordMutation.ts';
import type { LoginLocationState } from './LoginPage.tsx';
import '../../styles/forms.css';
import { usePageMeta } from '../../components/usePageMeta.ts';

/** /reset-password?email=…&token=… — the link the reset e-mail carries (SPEC §2, §5, §8). */
export function ResetPasswordPage() {
  usePageMeta(AUTH_LABELS.resetPassword, APP_PAGE_META.resetPassword);
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [commit, busy] = useMutation<ResetPasswordMutation>(resetPasswordMutation);
  const navigate = useNavigate();
  // The API refused the link itself (used, expired or unknown): the form can no longer succeed.
  const [linkRefused, setLinkRefused] = useState(false);

  if (!email || !token) return <LinkRefused message={AUTH_LABELS.resetLinkInvalid} />;
  if (linkRefused)
    return (
      <LinkRefused message={`${MESSAGES.resetPasswordFailed} ${AUTH_LABELS.resetLinkRefused}`} takeFocus />
    );

  const onSubmit = (password: string, confirmation: string, fail: (message: string) => void) =>
    commit({
      variables: { input: { email, token, password, passwordConfirmation: confirmation } },
      onCompleted: ({ resetPassword }) => {
        // The API names the field it refuses: `token` is the link, whatever the password typed.
        if (resetPassword.errors.some((error) => error.field === 'token')) return setLinkRefused(true);
        if (resetPassword.errors.length > 0) return fail(MESSAGES.resetPasswordFailed);
        // SPEC §2: success goes to /, which sends a visitor on to /login with this notice (ToLogin.tsx).
        const state: LoginLocationState = { notice: MESSAGES.resetPasswordDone };
        void navigate('/', { replace: true, state });
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

/**
 * A link that cannot set a password: what happened, and the way to ask for a new one. No field to mark.
 * Shown in place of a form that was just sent (`takeFocus`), it takes the keyboard's focus to that way on,
 * which would otherwise fall to the page with the form it was on.
 */
function LinkRefused({ message, takeFocus = false }: { message: string; takeFocus?: boolean }) {
  const askAgain = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus) askAgain.current?.focus();
  }, [takeFocus]);
  return (
    <section className="card form-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{AUTH_LABELS.resetPassword}</h1>
      <p className="form-message form-error" role="alert">
        {message}
      </p>
      <Link ref={askAgain} className="standalone-link" to="/forgot-password">
        {AUTH_LABELS.askNewLink}
      </Link>
    </section>
  );
}
