import { LABELS, MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { TextField } from '../../components/TextField.tsx';
import type { LoginMutation } from '../../relay/__generated__/LoginMutation.graphql.ts';
import { loginMutation } from './LoginMutation.ts';
import { updateStoreForViewer } from './session.ts';
import '../../styles/forms.css';

/** A notice another screen leaves for the login page (the forgot-password success). */
export interface LoginLocationState {
  notice?: string;
}

/** /login (SPEC §2, §5, §8). */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<LoginMutation>(loginMutation);
  const navigate = useNavigate();
  const notice = (useLocation().state as LoginLocationState | null)?.notice ?? null;
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(MESSAGES.fillAll);
      return;
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
      onError: () => setError(MESSAGES.internal),
    });
  };

  return (
    <section className="card form-card" aria-labelledby="login-title">
      <h1 id="login-title">{LABELS.auth.login}</h1>
      <form noValidate onSubmit={onSubmit} aria-describedby={error || notice ? messageId : undefined}>
        <FormMessage id={messageId} error={error} notice={notice} />
        <TextField
          label={LABELS.common.email}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          disabled={busy}
          invalid={Boolean(error) && !email.trim()}
          errorId={messageId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={LABELS.common.password}
          name="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          invalid={Boolean(error) && !password}
          errorId={messageId}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? LABELS.auth.loggingIn : LABELS.auth.login}
        </button>
      </form>
      <p className="form-links">
        <Link to="/signup">{LABELS.auth.createAccount}</Link>
        <Link to="/forgot-password">{LABELS.auth.forgotPassword}</Link>
      </p>
    </section>
  );
}
