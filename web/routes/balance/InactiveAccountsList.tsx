import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { BALANCE_LABELS } from '../../../server/i18n/screens/balance.ts';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks.js';
import { formatBRL } from '../../format/money.ts';
import type { InactiveAccountsList_bankroll$key } from '../../relay/__generated__/InactiveAccountsList_bankroll.graphql.ts';
import type { ReactivateAccountMutation } from '../../relay/__generated__/ReactivateAccountMutation.graphql.ts';
import { reactivateAccountMutation } from './ReactivateAccountMutation.ts';

export function InactiveAccountsList({ bankroll }: { bankroll: InactiveAccountsList_bankroll$key }) {
  const data = useFragment(
    graphql`
      fragment InactiveAccountsList_bankroll on Bankroll {
        inactiveAccounts(first: 100) @connection(key: "InactiveAccountsList_inactiveAccounts") {
          edges {
            node {
              id
              name
              totalBalance
              bettingHouse {
                name
              }
            }
          }
        }
      }
    `,
    bankroll,
  );
  const [reactivate, busy] = useMutation<ReactivateAccountMutation>(reactivateAccountMutation);
  const [error, setError] = useState<string | null>(null);
  // The confirmation, inside the dialog: a modal dialog hides the page's own live region from readers.
  const [notice, setNotice] = useState<string | null>(null);
  const edges = data.inactiveAccounts.edges;

  const onReactivate = (id: string, name: string) => {
    setError(null);
    setNotice(null);
    reactivate({
      variables: { input: { id } },
      onCompleted: ({ reactivateAccount }) => {
        if (reactivateAccount.errors[0]) setError(reactivateAccount.errors[0].message);
        else setNotice(MESSAGES.accountReactivated(name));
      },
      onError: () => setError(MESSAGES.reactivateAccountFailed),
    });
  };

  return (
    <>
      <div role="status" aria-live="polite">
        {notice && <p className="form-notice">{notice}</p>}
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {edges.length === 0 ? (
        <p>{BALANCE_LABELS.noInactive}</p>
      ) : (
        <ul className="inactive-list">
          {edges.map(({ node }) => (
            <li key={node.id}>
              <span>
                <strong>{node.name}</strong> · {node.bettingHouse.name} · {formatBRL(node.totalBalance)}
              </span>
              <button
                type="button"
                className="button"
                aria-label={BALANCE_LABELS.reactivateOf(node.name)}
                disabled={busy}
                onClick={() => onReactivate(node.id, node.name)}
              >
                {BALANCE_LABELS.reactivate}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
