import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { FormMessage } from '../../components/FormMessage.tsx';
import { useUnansweredSubmission } from '../../components/useUnansweredSubmission.ts';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { formatBRL } from '../../format/money.ts';
import {
  addDecimals,
  centsToDecimal,
  decimalToCents,
  MAX_INPUT_CENTS,
  subtractDecimals,
} from '../../format/money-input.ts';
import type { DepositMutation } from '../../relay/__generated__/DepositMutation.graphql.ts';
import type { MoneyMoveModal_account$key } from '../../relay/__generated__/MoneyMoveModal_account.graphql.ts';
import type { WithdrawMutation } from '../../relay/__generated__/WithdrawMutation.graphql.ts';
import { depositMutation } from './DepositMutation.ts';
import { withdrawMutation } from './WithdrawMutation.ts';

export interface MoneyMoveModalProps {
  kind: 'withdraw' | 'deposit';
  account: MoneyMoveModal_account$key;
  onClose: () => void;
  /** After the change was saved: the confirmation to show, as the modal closes. */
  onDone: (notice: string) => void;
  /** After a refusal: the dashboard asks for the balances again, since they may have changed. */
  onRefused: () => void;
}

const TEXT = {
  withdraw: {
    title: BALANCE_LABELS.withdrawTitle,
    submit: BALANCE_LABELS.withdrawTitle,
    available: BALANCE_LABELS.availableToWithdrawIs,
    failure: MESSAGES.withdrawFailed,
    done: MESSAGES.withdrawDone,
  },
  deposit: {
    title: BALANCE_LABELS.depositTitle,
    submit: BALANCE_LABELS.depositTitle,
    available: BALANCE_LABELS.availableIs,
    failure: MESSAGES.depositFailed,
    done: MESSAGES.depositDone,
  },
} as const;

/** What a deposit or a withdrawal sends (DepositInput and WithdrawInput are alike). */
type MoveInput = DepositMutation['variables']['input'];

/**
 * Sacar and Depositar (SPEC §2, §5): the final balance is the current one minus or plus the amount,
 * computed on cents. The server recomputes it; sending ours lets it refuse when the balance changed
 * meanwhile instead of applying the amount to a balance the user did not see. What can be withdrawn is
 * the available balance (money in bets stays at the house): a larger withdrawal is warned about while it
 * is typed and not sent. A refusal keeps the modal open with the amount typed and the server's reason,
 * instead of SPEC §8's silent close, which lost what the user typed.
 */
export function MoneyMoveModal({ kind, account, onClose, onDone, onRefused }: MoneyMoveModalProps) {
  const data = useFragment(
    graphql`
      fragment MoneyMoveModal_account on Account {
        id
        name
        availableBalance
        totalBalance
      }
    `,
    account,
  );
  const [amount, setAmount] = useState(0n);
  const submissions = useUnansweredSubmission<MoveInput>();
  const [error, setError] = useState<string | null>(null);
  const [deposit, depositing] = useMutation<DepositMutation>(depositMutation);
  const [withdraw, withdrawing] = useMutation<WithdrawMutation>(withdrawMutation);
  const saving = depositing || withdrawing;
  const messageId = useId();
  const text = TEXT[kind];
  const amountText = centsToDecimal(amount);
  const finalBalance =
    kind === 'deposit'
      ? addDecimals(data.totalBalance, amountText)
      : subtractDecimals(data.totalBalance, amountText);
  // Warned before sending, as the API refuses them too: a withdrawal above what is available, a deposit
  // past the largest balance an account may hold (which no Money value could carry as the expected total).
  const overAvailable =
    kind === 'withdraw' && amount > (decimalToCents(data.availableBalance) ?? 0n)
      ? MESSAGES.withdrawAboveAvailable(formatBRL(data.availableBalance))
      : kind === 'deposit' && (decimalToCents(finalBalance) ?? 0n) > MAX_INPUT_CENTS
        ? MESSAGES.balanceTooBig
        : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount <= 0n) {
      setError(MESSAGES.amountPositive);
      // The field to fix takes the focus, marked invalid and described by the message.
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    if (overAvailable) {
      // The warning is already under the field: the field takes the focus (and is read out with it),
      // rather than the same words a second time above it.
      setError(null);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    setError(null);
    // What the user asks is the amount: one sent again after no answer keeps its key and expected total.
    const input = submissions.inputFor(amountText, () => ({
      id: data.id,
      amount: amountText,
      // A withdrawal from an account a bet's winnings took past the largest amount a client may write (no
      // Money value carries that total) goes unchecked rather than refused.
      expectedTotalBalance: (decimalToCents(finalBalance) ?? 0n) > MAX_INPUT_CENTS ? null : finalBalance,
      idempotencyKey: crypto.randomUUID(),
    }));
    const refused = (message: string) => {
      setError(message);
      onRefused();
    };
    const onError = () => {
      submissions.unanswered(amountText, input);
      refused(text.failure);
    };
    const finish = ({ errors }: { errors: ReadonlyArray<{ message: string }> }) =>
      errors[0] ? refused(errors[0].message) : onDone(text.done(formatBRL(amountText), data.name));
    if (kind === 'deposit')
      deposit({ variables: { input }, onCompleted: (data) => finish(data.deposit), onError });
    else withdraw({ variables: { input }, onCompleted: (data) => finish(data.withdraw), onError });
  };

  return (
    <Modal title={text.title} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-busy={saving}>
        <p className="modal-subtitle">{data.name}</p>
        <p>
          {BALANCE_LABELS.currentBalanceIs}{' '}
          <data value={data.totalBalance}>{formatBRL(data.totalBalance)}</data>
        </p>
        <p>
          {text.available} <data value={data.availableBalance}>{formatBRL(data.availableBalance)}</data>
        </p>
        <p className="hint">{BALANCE_LABELS.availableHint}</p>
        <FormMessage id={messageId} error={error} />
        <MoneyInput
          label={COMMON_LABELS.value}
          cents={amount}
          // A new amount clears what was said of the last one (an amount of zero, a server's refusal).
          onChange={(cents) => {
            setAmount(cents);
            setError(null);
          }}
          disabled={saving}
          warning={overAvailable}
          invalid={error === MESSAGES.amountPositive}
          errorId={messageId}
          required
        />
        {/* A move that cannot be made has no balance after it (a withdrawal past what is available read as
            a negative one). */}
        {!overAvailable && (
          <p className="modal-total">
            {BALANCE_LABELS.finalBalanceIs} <output>{formatBRL(finalBalance)}</output>
          </p>
        )}
        <ModalActions onCancel={onClose} saving={saving} submitLabel={text.submit} />
      </form>
    </Modal>
  );
}
