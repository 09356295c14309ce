import { lazy, Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type { BalanceDashboard_bankroll$key } from '../../relay/__generated__/BalanceDashboard_bankroll.graphql.ts';
import { AccountsTable } from './AccountsTable.tsx';
import type { AccountAction } from './AccountRow.tsx';
import { AccountFormModal } from './AccountFormModal.tsx';
import { InactiveAccountsModal } from './InactiveAccountsModal.tsx';
import { MoneyMoveModal } from './MoneyMoveModal.tsx';
import { SummaryCards } from './SummaryCards.tsx';
import { UpdateBalanceModal } from './UpdateBalanceModal.tsx';
import type { OpenBets_user$key } from '../../relay/__generated__/OpenBets_user.graphql.ts';
import { useViewerUpdates } from '../bets/viewerUpdates.ts';
import { BetSlipBar } from '../bets/BetSlipBar.tsx';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { BETS_LABELS } from '../../../server/i18n/screens/bets.ts';
import { Link } from 'react-router';
import '../../styles/bets.css';

// Below the accounts, with the events' live parts: its code follows the dashboard's.
const OpenBets = lazy(() => import('../bets/OpenBets.tsx').then((m) => ({ default: m.OpenBets })));

export type OpenModal = AccountAction | { kind: 'create' } | { kind: 'inactive' } | null;

export interface BalanceDashboardProps {
  bankroll: BalanceDashboard_bankroll$key;
  /** The user, whose open bets the dashboard lists. */
  user: OpenBets_user$key;
  /** Reloads the whole dashboard from the server (after a refused change, whose reason the modal shows). */
  reload: () => void;
}

/** Summary cards, the accounts table and the modals of the dashboard (SPEC §2, §4). */
export function BalanceDashboard({ bankroll, user, reload }: BalanceDashboardProps) {
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
  // Changes made on the user's other devices (and by the settlement worker) arrive live.
  useViewerUpdates(reload);
  const [modal, setModal] = useState<OpenModal>(null);
  const [error, setError] = useState<string | null>(null);
  // The confirmation of the last change, in a live region that stays on the page so that it is read out.
  const [notice, setNotice] = useState<string | null>(null);
  const close = () => setModal(null);
  const open = (next: OpenModal) => {
    setError(null);
    setNotice(null);
    setModal(next);
  };
  const done = (message: string) => {
    setModal(null);
    setError(null);
    setNotice(message);
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
        <Link className="button" to="/bets">
          {BETS_LABELS.title}
        </Link>
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
      <div role="status" aria-live="polite">
        {notice && <p className="form-notice">{notice}</p>}
      </div>
      <AccountsTable bankroll={data} onAction={open} onError={setError} onNotice={done} />
      <Suspense fallback={null}>
        <OpenBets user={user} />
      </Suspense>
      <BetSlipBar withNewBet onNotice={setNotice} />
      {modal?.kind === 'balance' && (
        <UpdateBalanceModal account={modal.account} onClose={close} onDone={done} onRefused={reload} />
      )}
      {(modal?.kind === 'withdraw' || modal?.kind === 'deposit') && (
        <MoneyMoveModal
          kind={modal.kind}
          account={modal.account}
          onClose={close}
          onDone={done}
          onRefused={reload}
        />
      )}
      {modal?.kind === 'create' && <AccountFormModal account={null} onClose={close} onDone={done} />}
      {modal?.kind === 'edit' && <AccountFormModal account={modal.account} onClose={close} onDone={done} />}
      {modal?.kind === 'inactive' && <InactiveAccountsModal onClose={close} />}
    </>
  );
}
