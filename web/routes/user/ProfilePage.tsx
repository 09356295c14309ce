import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { FormMessage } from '../../components/FormMessage.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { LOGOUT_INTENT } from '../auth/logout-intent.ts';
import { NewPasswordFields, newPasswordError } from '../../components/NewPasswordFields.tsx';
import type { ChangePasswordMutation } from '../../relay/__generated__/ChangePasswordMutation.graphql.ts';
import { changePasswordMutation } from './ChangePasswordMutation.ts';
import { SignedIn } from './SignedIn.tsx';
import '../../styles/forms.css';

function ProfileForm() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, busy] = useMutation<ChangePasswordMutation>(changePasswordMutation);
  const navigate = useNavigate();
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = newPasswordError(password, confirmation);
    setError(invalid);
    if (invalid) return;
    commit({
      variables: { input: { password, passwordConfirmation: confirmation } },
      onCompleted: ({ changePassword }) => {
        if (changePassword.errors[0])
          return setError(changePassword.errors[0].message || MESSAGES.updateUserFailed);
        // The server ended every session of the user; /logout clears what this browser still holds.
        void navigate('/logout', { replace: true, state: LOGOUT_INTENT });
      },
      onError: () => setError(MESSAGES.internal),
    });
  };

  return (
    <>
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
          {busy ? COMMON_LABELS.saving : USER_LABELS.saveProfile}
        </button>
      </form>
      <p className="form-links">
        <Link to="/user/reset">{USER_LABELS.resetBankroll}</Link>
        <Link to="/user/delete">{USER_LABELS.deleteAccount}</Link>
      </p>
    </>
  );
}

/** /user — Editar Perfil (SPEC §2, §5, §8). */
export function ProfilePage() {
  return (
    <section className="card form-card" aria-labelledby="profile-title">
      <h1 id="profile-title">{USER_LABELS.profile}</h1>
      <QueryBoundary errorMessage={USER_LABELS.loadFailed}>
        <SignedIn>
          <ProfileForm />
        </SignedIn>
      </QueryBoundary>
    </section>
  );
}
