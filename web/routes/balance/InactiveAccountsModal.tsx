import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { Modal } from '../../components/Modal.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import type { InactiveAccountsModalQuery } from '../../relay/__generated__/InactiveAccountsModalQuery.graphql.ts';
import { InactiveAccountsList } from './InactiveAccountsList.tsx';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';

/** Counts openings, so that each one asks the server again, even after a failed load. */
let openings = 0;

function InactiveAccounts({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<InactiveAccountsModalQuery>(
    graphql`
      query InactiveAccountsModalQuery {
        viewer {
          bankroll {
            ...InactiveAccountsList_bankroll
          }
        }
      }
    `,
    {},
    // Asked anew on every opening (SPEC §4: the list reloads).
    { fetchPolicy: 'network-only', fetchKey },
  );
  if (!data.viewer) return null;
  return <InactiveAccountsList bankroll={data.viewer.bankroll} />;
}

/** Contas inativas: hidden accounts, each with a button to make it active again (SPEC §2, §4). */
export function InactiveAccountsModal({ onClose }: { onClose: () => void }) {
  const [fetchKey] = useState(() => ++openings);
  return (
    // The accounts load after it opens: focus on the dialog, from which Tab goes through it in order (on
    // open, "Fechar" was the only control, and focus started past the list).
    <Modal title={BALANCE_LABELS.inactiveTitle} onClose={onClose} focusDialog>
      <ErrorBoundary
        fallback={() => (
          <p className="field-error" role="alert">
            {BALANCE_LABELS.inactiveFailed}
          </p>
        )}
      >
        <Suspense fallback={<Skeleton lines={3} title={false} />}>
          <InactiveAccounts fetchKey={fetchKey} />
        </Suspense>
      </ErrorBoundary>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose}>
          {COMMON_LABELS.close}
        </button>
      </div>
    </Modal>
  );
}
