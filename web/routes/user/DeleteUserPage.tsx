import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useMutation } from 'react-relay/hooks.js';
import { useNavigate } from 'react-router';
import { LOGOUT_INTENT } from '../auth/logout-intent.ts';
import type { DeleteUserMutation } from '../../relay/__generated__/DeleteUserMutation.graphql.ts';
import { alertOutcome, ConfirmPasswordForm } from './ConfirmPasswordForm.tsx';
import { deleteUserMutation } from './DeleteUserMutation.ts';
import { SignedInCard } from './SignedIn.tsx';

const TEXTS = { failure: MESSAGES.deleteUserFailed, done: MESSAGES.deleteUserDone };

function DeleteUserForm() {
  const [commit, busy] = useMutation<DeleteUserMutation>(deleteUserMutation);
  const navigate = useNavigate();
  const onConfirm = (password: string) =>
    commit({
      variables: { input: { password } },
      onCompleted: ({ deleteUser }) =>
        alertOutcome(
          deleteUser,
          TEXTS,
          () => void navigate('/logout', { replace: true, state: LOGOUT_INTENT }),
        ),
      onError: () => window.alert(TEXTS.failure),
    });
  return (
    <ConfirmPasswordForm
      confirmText={USER_LABELS.deleteQuestion}
      busy={busy}
      onConfirm={onConfirm}
      // SPEC §2: on this screen both back and success go to /logout.
      onBack={() => void navigate('/logout', { state: LOGOUT_INTENT })}
    />
  );
}

/** /user/delete — Excluir minha conta (SPEC §2, §5, §8). */
export function DeleteUserPage() {
  return (
    <SignedInCard titleId="delete-user-title" title={USER_LABELS.deleteTitle}>
      <p>{USER_LABELS.deleteWarning}</p>
      <DeleteUserForm />
    </SignedInCard>
  );
}
