import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useMutation } from 'react-relay/hooks.js';
import { Link, useNavigate } from 'react-router';
import { logoutIntentWithNotice } from '../auth/logout-intent.ts';
import { NewPasswordForm } from '../../components/NewPasswordForm.tsx';
import type { ChangePasswordMutation } from '../../relay/__generated__/ChangePasswordMutation.graphql.ts';
import { changePasswordMutation } from './ChangePasswordMutation.ts';
import { SignedInCard } from './SignedIn.tsx';
import '../../styles/forms.css';

function ProfileForm() {
  const [commit, busy] = useMutation<ChangePasswordMutation>(changePasswordMutation);
  const navigate = useNavigate();

  const onSubmit = (password: string, confirmation: string, fail: (message: string) => void) =>
    commit({
      variables: { input: { password, passwordConfirmation: confirmation } },
      onCompleted: ({ changePassword }) => {
        if (changePassword.errors[0])
          return fail(changePassword.errors[0].message || MESSAGES.updateUserFailed);
        // The server ended every session of the user; /logout clears what this browser still holds, and the
        // login page the user lands on says why they must sign in again.
        void navigate('/logout', { replace: true, state: logoutIntentWithNotice(MESSAGES.passwordChanged) });
      },
      onError: () => fail(MESSAGES.internal),
    });

  return (
    <>
      <NewPasswordForm busy={busy} submitLabel={USER_LABELS.saveProfile} onSubmit={onSubmit} />
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
    <SignedInCard titleId="profile-title" title={USER_LABELS.profile}>
      <ProfileForm />
    </SignedInCard>
  );
}
