import { useId, useState, type FormEvent } from 'react';
import { useFragment, useMutation } from 'react-relay/hooks.js';
import { FormMessage } from '../../components/FormMessage.tsx';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import { useUnansweredSubmission } from '../../components/useUnansweredSubmission.ts';
import { formatBRL } from '../../format/money.ts';
import { decimalToCents } from '../../format/money-input.ts';
import type { ReopenBetMutation } from '../../relay/__generated__/ReopenBetMutation.graphql.ts';
import { reopenBetMutation } from './ReopenBetMutation.ts';
import { BetLegs, BetStatusBadge, betTitle, betRowFragment } from './BetRow.tsx';
import type { BetRow_bet$key } from '../../relay/__generated__/BetRow_bet.graphql.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

export interface ReopenBetModalProps {
  /** The bet's record: the dialog follows it, so a change made elsewhere meanwhile is seen. */
  bet: BetRow_bet$key;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * Reabrir: undoes a settlement once the user has read what it does to the money and to the bet. The payout
 * leaves the available balance, the stake is locked again, and a bet the feed had settled is the user's to
 * settle from then on (docs/BETS.md, "Hands off"): none of it is undone by a second click.
 */
export function ReopenBetModal({ bet: betKey, onClose, onDone }: ReopenBetModalProps) {
  const bet = useFragment(betRowFragment, betKey);
  const [error, setError] = useState<string | null>(null);
  const [reopen, reopening] = useMutation<ReopenBetMutation>(reopenBetMutation);
  const submissions = useUnansweredSubmission<{ id: string; idempotencyKey: string }>();
  const messageId = useId();
  const account = bet.account?.name ?? '';
  const paidBack = (decimalToCents(bet.payout ?? '0') ?? 0n) > 0n;

  // Reopened meanwhile elsewhere (another device): said at once, and nothing is sent.
  const reopenedElsewhere = bet.status === 'OPEN' ? L.reopenedElsewhere : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reopenedElsewhere) return;
    setError(null);
    // Sent again after no answer, with its key: the first may have reopened it.
    const input = submissions.inputFor('reopen', () => ({ id: bet.id, idempotencyKey: crypto.randomUUID() }));
    reopen({
      variables: { input },
      onCompleted: ({ reopenBet }) =>
        reopenBet.errors[0] ? setError(reopenBet.errors[0].message) : onDone(L.reopened),
      onError: () => {
        submissions.unanswered('reopen', input);
        setError(L.reopenFailed);
      },
    });
  };

  return (
    <Modal title={L.reopenTitle} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-busy={reopening}>
        <p className="modal-subtitle">
          {betTitle(bet)} · <BetStatusBadge status={bet.status} />
        </p>
        <BetLegs bet={bet} />
        <p>
          {paidBack
            ? L.reopenMoney(formatBRL(bet.payout ?? '0'), account, formatBRL(bet.stake))
            : L.reopenStake(formatBRL(bet.stake), account)}
        </p>
        <p>{bet.settledByHand ? L.reopenSettleAgain : L.reopenByHandFromNow}</p>
        <FormMessage id={messageId} error={reopenedElsewhere ?? error} />
        <ModalActions onCancel={onClose} saving={reopening} submitLabel={L.reopen} />
      </form>
    </Modal>
  );
}
