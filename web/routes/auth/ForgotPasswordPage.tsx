import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay/hooks.js';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { EmailField } from '../../components/TextField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import type { RequestPasswordResetMutation } from '../../relay/__generated__/RequestPasswordResetMutation.graphql.ts';
import type { LoginLocationState } from './LoginPage.tsx';
import { requestPasswordResetMutation } from './RequestPasswordResetMutation.ts';
import { isEmail } from './session.ts';
import '../../styles/forms.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useFocusAfterBusy } from '../../components/useFocusAfterBusy.ts';
import { useRefusalFocus } from '../../components/useRefusalFocus.ts';

export const RESET_LINK_SENT = MESSAGES.forgotSent;

/** /forgot-password (SPEC §2, §5, §8). */
export function ForgotPasswordPage() {
  usePageMeta(AUTH_LABELS.forgotPassword, APP_PAGE_META.forgotPassword);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<RequestPasswordResetMutation>(requestPasswordResetMutation);
  const { form, attempt, refused } = useRefusalFocus();
  useFocusAfterBusy(busy, form);
  const navigate = useNavigate();
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !isEmail(email)) {
      setError(email.trim() ? MESSAGES.invalidEmail : MESSAGES.emailMissing);
      return refused();
    }
    setError(null);
    commit({
      variables: { input: { email: email.trim() } },
      onCompleted: ({ requestPasswordReset }) => {
        if (requestPasswordReset.errors.length > 0) return setError(MESSAGES.forgotFailed);
        // The login page shows the success, where the user goes next anyway.
        const state: LoginLocationState = { notice: RESET_LINK_SENT };
        void navigate('/login', { state });
      },
      onError: () => setError(MESSAGES.forgotFailed),
    });
  };

  return (
    <section className="card form-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{AUTH_LABELS.forgotPassword}</h1>
      <p>{AUTH_LABELS.forgotIntro}</p>
      <form ref={form} noValidate onSubmit={onSubmit}>
        <FormMessage key={attempt} id={messageId} error={error} />
        <EmailField
          required
          value={email}
          disabled={busy}
          invalid={Boolean(error)}
          errorId={messageId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SubmitButton busy={busy} label={AUTH_LABELS.sendLink} busyLabel={AUTH_LABELS.sending} />
      </form>
      <p className="form-links">
        <Link to="/login">{AUTH_LABELS.backToLogin}</Link>
      </p>
    </section>
  );
}
