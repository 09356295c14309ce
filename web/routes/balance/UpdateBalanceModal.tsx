import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { FormMessage } from '../../components/FormMessage.tsx';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import { MoneyInput } from '../../components/MoneyInput.tsx';
import { formatBRL } from '../../format/money.ts';
import { centsToDecimal, decimalToCents, MAX_INPUT_CENTS } from '../../format/money-input.ts';
import type { UpdateBalanceModal_account$key } from '../../relay/__generated__/UpdateBalanceModal_account.graphql.ts';
import type { UpdateBalanceMutation } from '../../relay/__generated__/UpdateBalanceMutation.graphql.ts';
import { updateBalanceMutation } from './UpdateBalanceMutation.ts';

export interface UpdateBalanceModalProps {
  account: UpdateBalanceModal_account$key;
  onClose: () => void;
  /** After the balance was saved: the confirmation to show, as the modal closes. */
  onDone: (notice: string) => void;
  /** After a refusal: the dashboard asks for the balances again, since they may have changed. */
  onRefused: () => void;
}

/**
 * Atualizar Saldo: available and in-bets amounts; the total is their exact sum (SPEC §5). A refusal keeps
 * the modal open with the amounts typed and the reason, instead of SPEC §8's silent close.
 */
export function UpdateBalanceModal({ account, onClose, onDone, onRefused }: UpdateBalanceModalProps) {
  const data = useFragment(
    graphql`
      fragment UpdateBalanceModal_account on Account {
        id
        name
        availableBalance
        betLockedBalance
      }
    `,
    account,
  );
  // The form starts from the account's current amounts, so that only what changed needs typing. Those
  // amounts go with the update: money that comes in while it is open (a deposit in another tab, a bet
  // settled) is refused as a change to reload, rather than overwritten by amounts typed before it.
  const [read, setRead] = useState(() => ({
    available: data.availableBalance,
    locked: data.betLockedBalance,
  }));
  const [available, setAvailable] = useState(() => decimalToCents(read.available) ?? 0n);
  const [locked, setLocked] = useState(() => decimalToCents(read.locked) ?? 0n);
  const [commit, saving] = useMutation<UpdateBalanceMutation>(updateBalanceMutation);
  const [error, setError] = useState<string | null>(null);
  // Refused for money that moved meanwhile: once the account's new amounts are in (live, or read again), the
  // form takes them as what it read, a field the user left as it was takes its new amount (saving again
  // must not write the old one over the money that came in), and it says what they are.
  const [movedMeanwhile, setMovedMeanwhile] = useState(false);
  useEffect(() => {
    if (!movedMeanwhile) return;
    if (data.availableBalance === read.available && data.betLockedBalance === read.locked) return;
    const untouched = (typed: bigint, wasRead: string) => typed === decimalToCents(wasRead);
    if (untouched(available, read.available)) setAvailable(decimalToCents(data.availableBalance) ?? 0n);
    if (untouched(locked, read.locked)) setLocked(decimalToCents(data.betLockedBalance) ?? 0n);
    setRead({ available: data.availableBalance, locked: data.betLockedBalance });
    setError(BALANCE_LABELS.balanceNowIs(formatBRL(data.availableBalance), formatBRL(data.betLockedBalance)));
    setMovedMeanwhile(false);
  }, [movedMeanwhile, data.availableBalance, data.betLockedBalance, read, available, locked]);
  const messageId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // What the API refuses, said before sending: an amount past the largest one a client may write, or a
    // total raised past the largest balance (winnings may have taken the account beyond it; lowering such
    // a total is taken).
    const total = available + locked;
    const readTotal = (decimalToCents(read.available) ?? 0n) + (decimalToCents(read.locked) ?? 0n);
    const refusal =
      available > MAX_INPUT_CENTS || locked > MAX_INPUT_CENTS
        ? MESSAGES.moneyTooBig
        : total > MAX_INPUT_CENTS && total > readTotal
          ? MESSAGES.balanceTooBig
          : null;
    if (refusal) {
      setError(refusal);
      // The field to change: Em Apostas when it alone is past the largest amount, else Disponível.
      const lockedAlone = locked > MAX_INPUT_CENTS && available <= MAX_INPUT_CENTS;
      event.currentTarget.querySelectorAll('input')[lockedAlone ? 1 : 0]?.focus();
      return;
    }
    setError(null);
    const refused = (message: string) => {
      setError(message);
      onRefused();
    };
    commit({
      variables: {
        input: {
          id: data.id,
          availableBalance: centsToDecimal(available),
          betLockedBalance: centsToDecimal(locked),
          previousAvailableBalance: read.available,
          previousBetLockedBalance: read.locked,
        },
      },
      onCompleted: ({ updateBalance }) => {
        const [first] = updateBalance.errors;
        if (!first) return onDone(MESSAGES.balanceUpdated(data.name));
        refused(first.message);
        setMovedMeanwhile(first.code === 'CONFLICT');
      },
      onError: () => refused(MESSAGES.updateBalanceFailed),
    });
  };

  return (
    <Modal title={BALANCE_LABELS.updateBalance} onClose={onClose}>
      <form onSubmit={onSubmit} aria-busy={saving}>
        <p className="modal-subtitle">{data.name}</p>
        <FormMessage id={messageId} error={error} />
        <MoneyInput
          label={COMMON_LABELS.available}
          cents={available}
          onChange={setAvailable}
          disabled={saving}
        />
        <p className="hint">{BALANCE_LABELS.availableHint}</p>
        <MoneyInput label={COMMON_LABELS.inBets} cents={locked} onChange={setLocked} disabled={saving} />
        <p className="modal-total">
          {BALANCE_LABELS.totalIs} <output>{formatBRL(centsToDecimal(available + locked))}</output>
        </p>
        <ModalActions onCancel={onClose} saving={saving} />
      </form>
    </Modal>
  );
}
