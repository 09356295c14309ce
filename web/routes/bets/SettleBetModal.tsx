import { useId, useState, type FormEvent } from 'react';
import { useFragment, useMutation } from 'react-relay/hooks.js';
import { FormMessage } from '../../components/FormMessage.tsx';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { useUnansweredSubmission } from '../../components/useUnansweredSubmission.ts';
import { formatOddsPt, returnStillPossible } from '../../format/bets.ts';
import { formatBRL } from '../../format/money.ts';
import { centsToDecimal, decimalToCents } from '../../format/money-input.ts';
import type { CashOutBetMutation } from '../../relay/__generated__/CashOutBetMutation.graphql.ts';
import type { SettleBetMutation } from '../../relay/__generated__/SettleBetMutation.graphql.ts';
import { cashOutBetMutation } from './CashOutBetMutation.ts';
import { settleBetMutation } from './SettleBetMutation.ts';
import { BetLegs, betRowFragment, betStatusName, betTitle } from './BetRow.tsx';
import type { BetRow_bet$key } from '../../relay/__generated__/BetRow_bet.graphql.ts';
import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

/** The results a bet is settled with by hand: the API's five, and a cash-out at an amount. */
const RESULTS = ['WON', 'LOST', 'REFUNDED', 'HALF_WON', 'HALF_LOST', 'CASH_OUT'] as const;
type Result = (typeof RESULTS)[number];

export interface SettleBetModalProps {
  /** The bet's record: the dialog follows it, so a change made elsewhere meanwhile is seen. */
  bet: BetRow_bet$key;
  onClose: () => void;
  onDone: (notice: string) => void;
}

/**
 * Liquidar: marks an open bet's result by hand (its payout follows from the odds, on the server) or cashes
 * it out at what the house paid, at most what it can still pay back. The settlement worker leaves it alone
 * then.
 */
export function SettleBetModal({ bet: betKey, onClose, onDone }: SettleBetModalProps) {
  const bet = useFragment(betRowFragment, betKey);
  const [result, setResult] = useState<Result | ''>('');
  const [amount, setAmount] = useState(0n);
  const [error, setError] = useState<string | null>(null);
  const [settle, settling] = useMutation<SettleBetMutation>(settleBetMutation);
  const [cashOut, cashingOut] = useMutation<CashOutBetMutation>(cashOutBetMutation);
  const saving = settling || cashingOut;
  const submissions = useUnansweredSubmission<{ id: string; idempotencyKey: string }>();
  const messageId = useId();
  const name = useId();
  // What the bet can still pay, as the API caps it: its graded legs at their factor (a lost one: nothing).
  const possible = returnStillPossible(bet);
  const maximum = decimalToCents(possible) ?? 0n;
  const tooBig = result === 'CASH_OUT' && amount > maximum ? L.cashOutAbove(formatBRL(possible)) : null;

  // A message is about the choice or the amount as they were sent: a new choice or amount clears it.
  const choose = (value: Result) => {
    setResult(value);
    setError(null);
  };
  const changeAmount = (cents: bigint) => {
    setAmount(cents);
    setError(null);
  };
  // A cash-out above the potential return is said once: beside the field while typing, and at the top of
  // the form (the field marked invalid and described by it) once submitted.
  const refusedTooBig = tooBig !== null && error === tooBig;
  // Settled meanwhile elsewhere (another device, the settlement worker): said at once, and nothing is sent.
  const settledElsewhere = bet.status === 'OPEN' ? null : L.settledElsewhere(betStatusName(bet.status) ?? '');

  const finish = (errors: ReadonlyArray<{ message: string }>, status: string | undefined) => {
    if (errors[0]) setError(errors[0].message);
    else onDone(L.settled((status && betStatusName(status)) ?? ''));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (settledElsewhere) return;
    if (!result) return setError(L.chooseResult);
    if (result === 'CASH_OUT' && amount <= 0n) {
      setError(MESSAGES.amountPositive);
      // The field to fix takes the focus, marked invalid and described by the message.
      event.currentTarget.querySelector<HTMLInputElement>('.money-input input')?.focus();
      return;
    }
    if (tooBig) return setError(tooBig);
    setError(null);
    // A result or amount sent again after no answer keeps its key: the first may have been applied.
    const asked = result === 'CASH_OUT' ? `${result} ${centsToDecimal(amount)}` : result;
    const base = submissions.inputFor(asked, () => ({ id: bet.id, idempotencyKey: crypto.randomUUID() }));
    const onError = () => {
      submissions.unanswered(asked, base);
      setError(L.settleFailed);
    };
    if (result === 'CASH_OUT')
      cashOut({
        variables: { input: { ...base, amount: centsToDecimal(amount) } },
        onCompleted: ({ cashOutBet }) => finish(cashOutBet.errors, cashOutBet.bet?.status),
        onError,
      });
    else
      settle({
        variables: { input: { ...base, result } },
        onCompleted: ({ settleBet }) => finish(settleBet.errors, settleBet.bet?.status),
        onError,
      });
  };

  return (
    <Modal title={L.settleTitle} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-busy={saving}>
        <p className="modal-subtitle">{betTitle(bet)}</p>
        <BetLegs bet={bet} />
        <p>
          {L.odds}: <data value={bet.odds}>{formatOddsPt(bet.odds)}</data> · {L.stake}:{' '}
          <data value={bet.stake}>{formatBRL(bet.stake)}</data> · {L.potentialReturn}:{' '}
          <data value={possible}>{formatBRL(possible)}</data>
        </p>
        <FormMessage id={messageId} error={settledElsewhere ?? error} />
        <fieldset className="field" disabled={saving}>
          <legend>{L.result}</legend>
          {RESULTS.map((value) => (
            <label key={value} className="radio">
              <input
                type="radio"
                name={name}
                value={value}
                checked={result === value}
                onChange={() => choose(value)}
              />{' '}
              {L.results[value]}
            </label>
          ))}
        </fieldset>
        {result === 'CASH_OUT' && (
          <MoneyInput
            label={L.cashOutAmount}
            cents={amount}
            onChange={changeAmount}
            disabled={saving}
            warning={refusedTooBig ? null : tooBig}
            invalid={refusedTooBig || error === MESSAGES.amountPositive}
            errorId={messageId}
            required
          />
        )}
        <ModalActions onCancel={onClose} saving={saving} submitLabel={L.settle} />
      </form>
    </Modal>
  );
}
