import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay/hooks.js';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { EmailField } from '../../components/TextField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { answeredWithErrors } from '../../relay/answered-with-errors.ts';
import { GraphQLRequestError } from '../../relay/fetch-graphql.ts';
import type { LoginMutation } from '../../relay/__generated__/LoginMutation.graphql.ts';
import { loginMutation } from './LoginMutation.ts';
import { isEmail, updateStoreForViewer } from './session.ts';
import { VisitorOnly } from './VisitorOnly.tsx';
import '../../styles/forms.css';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { useFocusAfterBusy } from '../../components/useFocusAfterBusy.ts';
import { useRefusalFocus } from '../../components/useRefusalFocus.ts';

/** A notice another screen leaves for the login page (the forgot-password and reset-password successes). */
export interface LoginLocationState {
  notice?: string;
}

/** /login (SPEC §2, §5, §8). A signed-in user is sent to / instead. */
export function LoginPage() {
  return (
    <VisitorOnly>
      <LoginForm />
    </VisitorOnly>
  );
}

function LoginForm() {
  usePageMeta(AUTH_LABELS.login, APP_PAGE_META.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<LoginMutation>(loginMutation);
  const { form, attempt, refused } = useRefusalFocus();
  useFocusAfterBusy(busy, form);
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState | null)?.notice ?? null;
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(MESSAGES.fillAll);
      return refused();
    }
    // As the sign-up and forgot-password forms check it (SPEC §5): the server would refuse it, and the
    // screen would only say that the login failed.
    if (!isEmail(email)) {
      setError(MESSAGES.invalidEmail);
      return refused();
    }
    setError(null);
    commit({
      variables: { input: { email: email.trim(), password } },
      updater: (store, data) => {
        if (data?.login.viewer) updateStoreForViewer(store, 'login');
      },
      onCompleted: ({ login }) => {
        if (login.viewer) {
          void navigate('/', { replace: true });
          return;
        }
        const [first] = login.errors;
        if (first?.code === 'INVALID_CREDENTIALS') setError(MESSAGES.badCredentials);
        // Too many attempts: the server says how long to wait, which the generic text would hide.
        else if (first?.code === 'RATE_LIMITED') setError(first.message);
        else setError(MESSAGES.loginFailed);
      },
      // SPEC §8: a failure the server answered (its data service down) is a login failure; one it never
      // answered, the unexpected. Too many requests: the server's message says how long to wait.
      onError: (failure) =>
        setError(
          failure instanceof GraphQLRequestError && failure.status === 429
            ? failure.message
            : answeredWithErrors(failure)
              ? MESSAGES.loginFailed
              : MESSAGES.internal,
        ),
    });
  };

  return (
    <section className="card form-card" aria-labelledby="login-title">
      <h1 id="login-title">{AUTH_LABELS.login}</h1>
      <form
        ref={form}
        noValidate
        onSubmit={onSubmit}
        aria-describedby={error || notice ? messageId : undefined}
      >
        <FormMessage key={attempt} id={messageId} error={error} notice={notice} />
        <EmailField
          required
          value={email}
          disabled={busy}
          invalid={(Boolean(error) && !email.trim()) || error === MESSAGES.invalidEmail}
          errorId={messageId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={COMMON_LABELS.password}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          disabled={busy}
          invalid={Boolean(error) && !password}
          errorId={messageId}
          onChange={(event) => setPassword(event.target.value)}
        />
        <SubmitButton busy={busy} label={AUTH_LABELS.login} busyLabel={AUTH_LABELS.loggingIn} />
      </form>
      <p className="form-links">
        <Link to="/signup">{AUTH_LABELS.createAccount}</Link>
        <Link to="/forgot-password">{AUTH_LABELS.forgotPassword}</Link>
      </p>
    </section>
  );
}
