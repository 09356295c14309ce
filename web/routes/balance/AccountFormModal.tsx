import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay/hooks.js';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { FormMessage } from '../../components/FormMessage.tsx';
import { Modal, ModalActions } from '../../components/Modal.tsx';
import type { AccountFormModal_account$key } from '../../relay/__generated__/AccountFormModal_account.graphql.ts';
import type { AccountFormModalQuery } from '../../relay/__generated__/AccountFormModalQuery.graphql.ts';
import type { CreateAccountMutation } from '../../relay/__generated__/CreateAccountMutation.graphql.ts';
import type { UpdateAccountMutation } from '../../relay/__generated__/UpdateAccountMutation.graphql.ts';
import { createAccountMutation } from './CreateAccountMutation.ts';
import { updateAccountMutation } from './UpdateAccountMutation.ts';
import { useRefusalFocus } from '../../components/useRefusalFocus.ts';

export const NAME_REQUIRED = MESSAGES.nameRequired;
export const BET_REQUIRED = MESSAGES.betRequired;

interface BettingHouseSelectProps {
  id: string;
  value: string;
  onChange: (bettingHouseId: string) => void;
  disabled: boolean;
  invalid: boolean;
  errorId: string;
}

/** The betting houses, loaded when the modal opens (they seldom change, so the store may answer). */
function BettingHouseSelect({ id, value, onChange, disabled, invalid, errorId }: BettingHouseSelectProps) {
  const data = useLazyLoadQuery<AccountFormModalQuery>(
    graphql`
      query AccountFormModalQuery {
        viewer {
          bankroll {
            bettingHouses {
              id
              name
            }
          }
        }
      }
    `,
    {},
  );
  const houses = data.viewer?.bankroll.bettingHouses ?? [];
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-required
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{BALANCE_LABELS.choose}</option>
      {houses.map((house) => (
        <option key={house.id} value={house.id}>
          {house.name}
        </option>
      ))}
    </select>
  );
}

export interface AccountFormModalProps {
  /** The account to edit (Atualizar Conta); null to create one (Criar Conta). */
  account: AccountFormModal_account$key | null;
  onClose: () => void;
  /** After the account was saved: the confirmation to show, as the modal closes. */
  onDone: (notice: string) => void;
}

/** Criar Conta and Atualizar Conta: a name and a betting house (SPEC §2, §5). */
export function AccountFormModal({ account, onClose, onDone }: AccountFormModalProps) {
  const data = useFragment(
    graphql`
      fragment AccountFormModal_account on Account {
        id
        name
        bettingHouse {
          id
        }
      }
    `,
    account,
  );
  const [name, setName] = useState(data?.name ?? '');
  const [bettingHouseId, setBettingHouseId] = useState(data?.bettingHouse.id ?? '');
  const [nameError, setNameError] = useState(false);
  const [betError, setBetError] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutation<CreateAccountMutation>(createAccountMutation);
  const [update, updating] = useMutation<UpdateAccountMutation>(updateAccountMutation);
  const saving = creating || updating;
  const nameId = useId();
  const betSelectId = useId();
  const nameErrorId = useId();
  const betErrorId = useId();
  const messageId = useId();
  const { form, attempt, refused } = useRefusalFocus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const missingName = name.trim() === '';
    const missingBet = bettingHouseId === '';
    setNameError(missingName);
    setBetError(missingBet);
    // What the server said of the last try no longer stands.
    setError(null);
    if (missingName || missingBet) return refused();
    const input = { name: name.trim(), bettingHouseId };
    if (data)
      update({
        variables: { input: { ...input, id: data.id } },
        onCompleted: ({ updateAccount }) =>
          updateAccount.errors[0]
            ? setError(updateAccount.errors[0].message)
            : onDone(MESSAGES.accountUpdated(input.name)),
        onError: () => setError(MESSAGES.updateAccountFailed),
      });
    else
      create({
        variables: { input },
        onCompleted: ({ createAccount }) =>
          createAccount.errors[0]
            ? setError(createAccount.errors[0].message)
            : onDone(MESSAGES.accountCreated(input.name)),
        onError: () => setError(MESSAGES.createAccountFailed),
      });
  };

  return (
    <Modal title={data ? BALANCE_LABELS.updateAccount : BALANCE_LABELS.createAccount} onClose={onClose}>
      <form ref={form} noValidate onSubmit={onSubmit} aria-busy={saving}>
        <FormMessage key={attempt} id={messageId} error={error} />
        <div className="field">
          <label htmlFor={nameId}>{COMMON_LABELS.name}</label>
          <input
            id={nameId}
            value={name}
            disabled={saving}
            aria-invalid={nameError || undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
            aria-required
            onChange={(event) => {
              setName(event.target.value);
              if (event.target.value.trim()) setNameError(false);
            }}
            onBlur={() => setNameError(name.trim() === '')}
          />
          {nameError && (
            <p key={attempt} id={nameErrorId} className="field-error" role="alert">
              {NAME_REQUIRED}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={betSelectId}>{BALANCE_LABELS.bet}</label>
          <ErrorBoundary
            fallback={() => (
              <p className="field-error" role="alert">
                {BALANCE_LABELS.betsFailed}
              </p>
            )}
          >
            <Suspense
              fallback={<span className="skeleton" role="status" aria-label={BALANCE_LABELS.betsLoading} />}
            >
              <BettingHouseSelect
                id={betSelectId}
                value={bettingHouseId}
                disabled={saving}
                invalid={betError}
                errorId={betErrorId}
                onChange={(value) => {
                  setBettingHouseId(value);
                  setBetError(value === '');
                }}
              />
            </Suspense>
          </ErrorBoundary>
          {betError && (
            <p key={attempt} id={betErrorId} className="field-error" role="alert">
              {BET_REQUIRED}
            </p>
          )}
        </div>
        <ModalActions onCancel={onClose} saving={saving} />
      </form>
    </Modal>
  );
}
