import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { BalanceDashboard_bankroll$key } from '../../relay/__generated__/BalanceDashboard_bankroll.graphql.ts';
import { AccountsTable } from './AccountsTable.tsx';
import type { AccountAction } from './AccountRow.tsx';
import { AccountFormModal } from './AccountFormModal.tsx';
import { InactiveAccountsModal } from './InactiveAccountsModal.tsx';
import { MoneyMoveModal } from './MoneyMoveModal.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { UpdateBalanceModal } from './UpdateBalanceModal.tsx';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';

export type OpenModal = AccountAction | { kind: 'create' } | { kind: 'inactive' } | null;

export interface BalanceDashboardProps {
  bankroll: BalanceDashboard_bankroll$key;
  /** Reloads the whole dashboard from the server. */
  reload: () => void;
}

/** Summary cards, the accounts table and the modals of the dashboard (SPEC §2, §4). */
export function BalanceDashboard({ bankroll, reload }: BalanceDashboardProps) {
  const data = useFragment(
    graphql`
      fragment BalanceDashboard_bankroll on Bankroll {
        hasInactiveAccounts
        ...SummaryCards_bankroll
        ...AccountsTable_bankroll
      }
    `,
    bankroll,
  );
  const [modal, setModal] = useState<OpenModal>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => setModal(null);
  const open = (next: OpenModal) => {
    setError(null);
    setModal(next);
  };
  /**
   * SPEC §8 keeps balance, deposit and withdraw failures out of the modal: it closes and the dashboard
   * reloads. The reason is still shown here, so that a refused withdrawal does not look like a success.
   */
  const failed = (message: string) => {
    setModal(null);
    setError(message);
    reload();
  };

  return (
    <>
      <SummaryCards bankroll={data} />
      <div className="toolbar">
        <button
          type="button"
          className="button button-primary"
          aria-haspopup="dialog"
          onClick={() => open({ kind: 'create' })}
        >
          {BALANCE_LABELS.createAccount}
        </button>
        {data.hasInactiveAccounts && (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={() => open({ kind: 'inactive' })}
          >
            {BALANCE_LABELS.inactiveAccounts}
          </button>
        )}
      </div>
      {error && (
        <p className="message message-error" role="alert">
          {BALANCE_LABELS.error} {error}
        </p>
      )}
      <AccountsTable bankroll={data} onAction={open} onError={setError} />
      {modal?.kind === 'balance' && (
        <UpdateBalanceModal account={modal.account} onClose={close} onFailure={failed} />
      )}
      {(modal?.kind === 'withdraw' || modal?.kind === 'deposit') && (
        <MoneyMoveModal kind={modal.kind} account={modal.account} onClose={close} onFailure={failed} />
      )}
      {modal?.kind === 'create' && <AccountFormModal account={null} onClose={close} />}
      {modal?.kind === 'edit' && <AccountFormModal account={modal.account} onClose={close} />}
      {modal?.kind === 'inactive' && <InactiveAccountsModal onClose={close} />}
    </>
  );
}
