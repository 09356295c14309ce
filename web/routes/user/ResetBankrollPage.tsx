import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import type { ResetBankrollMutation } from '../../relay/__generated__/ResetBankrollMutation.graphql.ts';
import { ConfirmPasswordForm } from './ConfirmPasswordForm.tsx';
import { resetBankrollMutation } from './ResetBankrollMutation.ts';
import { SignedIn } from './SignedIn.tsx';

const FAILURE = MESSAGES.resetAccountsFailed;

function ResetBankrollForm() {
  const [commit, busy] = useMutation<ResetBankrollMutation>(resetBankrollMutation);
  const navigate = useNavigate();
  const onConfirm = (password: string) =>
    commit({
      variables: { input: { password } },
      onCompleted: ({ resetBankroll }) => {
        // A wrong password has its own message from the server; it says more than the generic one.
        if (resetBankroll.errors[0]) return window.alert(resetBankroll.errors[0].message || FAILURE);
        window.alert(MESSAGES.resetAccountsDone);
        void navigate('/');
      },
      onError: () => window.alert(FAILURE),
    });
  return (
    <ConfirmPasswordForm
      confirmText={USER_LABELS.resetQuestion}
      busy={busy}
      onConfirm={onConfirm}
      onBack={() => void navigate('/')}
    />
  );
}

/** /user/reset — Reiniciar minhas contas (SPEC §2, §4, §5, §8). */
export function ResetBankrollPage() {
  return (
    <section className="card form-card" aria-labelledby="reset-bankroll-title">
      <h1 id="reset-bankroll-title">{USER_LABELS.resetTitle}</h1>
      <QueryBoundary errorMessage={USER_LABELS.loadFailed}>
        <SignedIn>
          <ResetBankrollForm />
        </SignedIn>
      </QueryBoundary>
    </section>
  );
}
