import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { LOGOUT_INTENT } from '../auth/logout-intent.ts';
import type { DeleteUserMutation } from '../../relay/__generated__/DeleteUserMutation.graphql.ts';
import { ConfirmPasswordForm } from './ConfirmPasswordForm.tsx';
import { deleteUserMutation } from './DeleteUserMutation.ts';
import { SignedIn } from './SignedIn.tsx';

const FAILURE = MESSAGES.deleteUserFailed;

function DeleteUserForm() {
  const [commit, busy] = useMutation<DeleteUserMutation>(deleteUserMutation);
  const navigate = useNavigate();
  const onConfirm = (password: string) =>
    commit({
      variables: { input: { password } },
      onCompleted: ({ deleteUser }) => {
        if (deleteUser.errors[0]) return window.alert(deleteUser.errors[0].message || FAILURE);
        window.alert(MESSAGES.deleteUserDone);
        void navigate('/logout', { replace: true, state: LOGOUT_INTENT });
      },
      onError: () => window.alert(FAILURE),
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
    <section className="card form-card" aria-labelledby="delete-user-title">
      <h1 id="delete-user-title">{USER_LABELS.deleteTitle}</h1>
      <QueryBoundary errorMessage={USER_LABELS.loadFailed}>
        <SignedIn>
          <DeleteUserForm />
        </SignedIn>
      </QueryBoundary>
    </section>
  );
}
