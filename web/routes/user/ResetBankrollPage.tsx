import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { USER_LABELS } from '../../../server/i18n/screens/user.ts';
import { useMutation } from 'react-relay/hooks.js';
import { useNavigate } from 'react-router';
import type { ResetBankrollMutation } from '../../relay/__generated__/ResetBankrollMutation.graphql.ts';
import { alertOutcome, ConfirmPasswordForm } from './ConfirmPasswordForm.tsx';
import { resetBankrollMutation } from './ResetBankrollMutation.ts';
import { SignedInCard } from './SignedIn.tsx';

const TEXTS = { failure: MESSAGES.resetAccountsFailed, done: MESSAGES.resetAccountsDone };

function ResetBankrollForm() {
  const [commit, busy] = useMutation<ResetBankrollMutation>(resetBankrollMutation);
  const navigate = useNavigate();
  const onConfirm = (password: string) =>
    commit({
      variables: { input: { password } },
      onCompleted: ({ resetBankroll }) => alertOutcome(resetBankroll, TEXTS, () => void navigate('/')),
      onError: () => window.alert(TEXTS.failure),
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
    <SignedInCard titleId="reset-bankroll-title" title={USER_LABELS.resetTitle}>
      <p>{USER_LABELS.resetWarning}</p>
      <ResetBankrollForm />
    </SignedInCard>
  );
}
