/** Mock data for the dashboard tests: a bankroll whose records keep their ids across query and payloads. */

/** One bankroll per user: queries and payloads must name the same record. */
export const BANKROLL_ID = 'QmFua3JvbGw6MQ==';

export interface AccountFixture {
  id: string;
  accountId: number;
  name: string;
  deposits: string;
  withdrawals: string;
  availableBalance: string;
  betLockedBalance: string;
  totalBalance: string;
  yieldPercent: string;
  bettingHouse: { id: string; name: string };
}

export function account(
  accountId: number,
  name: string,
  overrides: Partial<AccountFixture> = {},
): AccountFixture {
  return {
    id: `QWNjb3VudDo${accountId}`,
    accountId,
    name,
    deposits: '100.00',
    withdrawals: '0.00',
    availableBalance: '80.00',
    betLockedBalance: '20.00',
    totalBalance: '100.00',
    yieldPercent: '0.00',
    bettingHouse: { id: 'QmV0dGluZ0hvdXNlOjE=', name: 'Bet365' },
    ...overrides,
  };
}

export interface BankrollFixture {
  accounts: AccountFixture[];
  totals?: Partial<Record<'deposits' | 'withdrawals' | 'totalBalance' | 'yieldPercent', string>>;
  hasInactiveAccounts?: boolean;
}

/** The Bankroll resolver of MockPayloadGenerator for that state. */
export function bankroll({ accounts, totals = {}, hasInactiveAccounts = false }: BankrollFixture) {
  return () => ({
    id: BANKROLL_ID,
    hasInactiveAccounts,
    totals: { deposits: '0.00', withdrawals: '0.00', totalBalance: '0.00', yieldPercent: '0.00', ...totals },
    activeAccounts: {
      edges: accounts.map((node) => ({ cursor: `c${node.accountId}`, node })),
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    },
  });
}
