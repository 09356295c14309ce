import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { Link } from 'react-router';
import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { formatBRL } from '../../format/money.ts';
import { formatPercent } from '../../format/percent.ts';
import type { AccountRow_account$key } from '../../relay/__generated__/AccountRow_account.graphql.ts';
import type { HideAccountMutation } from '../../relay/__generated__/HideAccountMutation.graphql.ts';
import type { AccountFormModal_account$key } from '../../relay/__generated__/AccountFormModal_account.graphql.ts';
import type { MoneyMoveModal_account$key } from '../../relay/__generated__/MoneyMoveModal_account.graphql.ts';
import type { UpdateBalanceModal_account$key } from '../../relay/__generated__/UpdateBalanceModal_account.graphql.ts';
import { hideAccountMutation } from './HideAccountMutation.ts';

/** What a row's buttons open, with the fragment the opened modal reads. */
export type AccountAction =
  | { kind: 'balance'; account: UpdateBalanceModal_account$key }
  | { kind: 'withdraw' | 'deposit'; account: MoneyMoveModal_account$key }
  | { kind: 'edit'; account: AccountFormModal_account$key };

export interface AccountRowProps {
  account: AccountRow_account$key;
  onAction: (action: AccountAction) => void;
  onError: (message: string) => void;
  onNotice: (message: string) => void;
}

export function AccountRow({ account, onAction, onError, onNotice }: AccountRowProps) {
  const data = useFragment(
    graphql`
      fragment AccountRow_account on Account {
        id
        accountId
        name
        deposits
        withdrawals
        totalBalance
        yieldPercent
        bettingHouse {
          name
        }
        ...UpdateBalanceModal_account
        ...MoneyMoveModal_account
        ...AccountFormModal_account
      }
    `,
    account,
  );
  const [hide, hiding] = useMutation<HideAccountMutation>(hideAccountMutation);

  const onHide = () =>
    hide({
      variables: { input: { id: data.id } },
      onCompleted: ({ hideAccount }) => {
        if (hideAccount.errors.length > 0) onError(hideAccount.errors[0].message);
        else onNotice(MESSAGES.accountHidden(data.name));
      },
      // The BFF's own text for a hide that failed upstream (hideAccount), for one that never reached it.
      onError: () => onError(MESSAGES.hideAccountFailed),
    });

  // Each button's name adds the account's to its visible text, so that rows can be told apart.
  return (
    <tr>
      <td className="row-statement">
        <Link
          to={`/account/statement/${data.accountId}`}
          className="icon-link"
          title={BALANCE_LABELS.statement}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">
            {BALANCE_LABELS.statementOf} {data.name}
          </span>
        </Link>
      </td>
      <th scope="row">
        {data.name}
        {data.bettingHouse.name !== data.name && (
          <span className="account-bet">{data.bettingHouse.name}</span>
        )}
      </th>
      <td className="num" data-label={BALANCE_LABELS.deposits}>
        {formatBRL(data.deposits)}
      </td>
      <td className="num" data-label={BALANCE_LABELS.withdrawals}>
        {formatBRL(data.withdrawals)}
      </td>
      <td className="num" data-label={BALANCE_LABELS.currentBalance}>
        {formatBRL(data.totalBalance)}{' '}
        <button
          type="button"
          className="icon-button"
          aria-haspopup="dialog"
          aria-label={BALANCE_LABELS.updateBalanceOf(data.name)}
          title={BALANCE_LABELS.updateBalance}
          onClick={() => onAction({ kind: 'balance', account: data })}
        >
          <span aria-hidden="true">✎</span>
        </button>
      </td>
      <td className="num" data-label={BALANCE_LABELS.result}>
        {formatPercent(data.yieldPercent)}
      </td>
      {(['withdraw', 'deposit', 'edit'] as const).map((kind) => (
        <td key={kind} className="row-action">
          <RowButton
            text={BALANCE_LABELS[kind]}
            label={BALANCE_LABELS.actionOn[kind](data.name)}
            opensDialog
            onClick={() => onAction({ kind, account: data })}
          />
        </td>
      ))}
      <td className="row-action">
        <RowButton
          text={BALANCE_LABELS.hide}
          label={BALANCE_LABELS.actionOn.hide(data.name)}
          disabled={hiding}
          onClick={onHide}
        />
      </td>
    </tr>
  );
}

/** A row's action: its visible text, and for screen readers the account it acts on ("Retirar de Bet365"). */
function RowButton(props: {
  text: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  opensDialog?: boolean;
}) {
  return (
    <button
      type="button"
      className="button"
      aria-haspopup={props.opensDialog ? 'dialog' : undefined}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.text}
    </button>
  );
}
