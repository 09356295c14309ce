import { useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks.js';
import { useLocation, useNavigate } from 'react-router';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { useNow } from '../../components/useNow.ts';
import { formatCount } from '../../format/count.ts';
import type { BetsHistory_user$key } from '../../relay/__generated__/BetsHistory_user.graphql.ts';
import type { BetsHistoryExportQuery } from '../../relay/__generated__/BetsHistoryExportQuery.graphql.ts';
import { downloadCsv } from '../account-statement/statement-csv.ts';
import { EXPORT_PAGE_SIZE, retryingWhenLimited } from '../account-statement/statement-export.ts';
import { BetRow } from './BetRow.tsx';
import type { BetRow_bet$key } from '../../relay/__generated__/BetRow_bet.graphql.ts';
import { betsCsv } from './bets-csv.ts';
import {
  betsVariables,
  filtersOf,
  PERIOD_FILTERS,
  searchOf,
  STATUS_FILTERS,
  type BetFilters,
  type BetsVariables,
} from './bet-filters.ts';
import { ReopenBetModal } from './ReopenBetModal.tsx';
import { SettleBetModal } from './SettleBetModal.tsx';
import { SPORT_SLUGS } from './bet-filters.ts';
import { sportName } from '../../../server/i18n/labels.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';

const PAGE_SIZE = 50;

const betsExportQuery = graphql`
  query BetsHistoryExportQuery(
    $count: Int!
    $after: String
    $status: BetStatusFilter
    $sport: String
    $accountId: ID
    $from: Date
  ) {
    viewer {
      bets(first: $count, after: $after, status: $status, sport: $sport, accountId: $accountId, from: $from) {
        edges {
          node {
            ...BetRow_bet @relay(mask: false)
          }
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`;

type ExportedBet = NonNullable<BetsHistoryExportQuery['response']['viewer']>['bets']['edges'][number]['node'];

/** Every bet that passes the filters, page after page from the network (the table may hold only some). */
async function allBets(
  environment: ReturnType<typeof useRelayEnvironment>,
  filters: BetsVariables,
): Promise<ExportedBet[]> {
  const fetchPage = retryingWhenLimited(async (after: string | null) => {
    const data = await fetchQuery<BetsHistoryExportQuery>(
      environment,
      betsExportQuery,
      { ...filters, count: EXPORT_PAGE_SIZE, after },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const bets = data?.viewer?.bets;
    if (!bets) throw new Error('Bets not available');
    return bets;
  });
  const rows: ExportedBet[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await fetchPage(after);
    for (const edge of page.edges) rows.push(edge.node);
    if (!page.pageInfo.hasNextPage) return rows;
    const next = page.pageInfo.endCursor ?? null;
    // A cursor that does not move would ask for the same page forever.
    if (!next || next === after) throw new Error('Bets cursor did not advance');
    after = next;
  }
}

/** An account to filter by, with its house. */
export interface AccountOption {
  readonly id: string;
  readonly name: string;
  readonly bettingHouse: { readonly name: string };
}

/** The accounts to filter by: the hidden ones keep their bets, and are offered apart. */
export interface AccountOptions {
  readonly active: ReadonlyArray<AccountOption>;
  readonly inactive: ReadonlyArray<AccountOption>;
}

function accountOption(account: AccountOption) {
  return (
    <option key={account.id} value={account.id}>
      {`${account.name} (${account.bettingHouse.name})`}
    </option>
  );
}

export interface BetsHistoryProps {
  user: BetsHistory_user$key;
  accounts: AccountOptions;
}

/**
 * The history of bets: filters (status, sport, account at its house, period) in the URL, which the server
 * applies (User.bets), the table, settling by hand and reopening, and the CSV of the bets that pass them.
 */
export function BetsHistory({ user, accounts }: BetsHistoryProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BetsHistory_user on User
      @refetchable(queryName: "BetsHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        bets(
          first: $count
          after: $cursor
          status: $status
          sport: $sport
          accountId: $accountId
          from: $from
        ) @connection(key: "BetsHistory_bets") {
          totalCount
          edges {
            node {
              id
              ...BetRow_bet
            }
          }
        }
      }
    `,
    user,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersOf(location.search);
  // The filters the user last chose, whose count is said once their list is shown (the page renders their
  // address): not on the page's load, and not the count of the list they replace while it loads.
  const [chosen, setChosen] = useState<string | null>(null);
  // Said once, when the chosen filters' list is in: a bet recorded or settled meanwhile, or a notice that
  // came and went, does not say it again.
  const [said, setSaid] = useState<string | null>(null);
  const setFilters = (next: Partial<BetFilters>) => {
    const search = searchOf({ ...filters, ...next });
    setNotice(null);
    setSaid(null);
    setChosen(search);
    void navigate({ search }, { replace: true });
  };
  const now = useNow(false);
  const environment = useRelayEnvironment();
  const [settling, setSettling] = useState<BetRow_bet$key | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [reopening, setReopening] = useState<BetRow_bet$key | null>(null);
  const ids = { status: useId(), sport: useId(), account: useId(), period: useId() };

  const shown = data.bets.edges.map((edge) => edge.node);
  const arrived = chosen !== null && chosen === location.search;
  const totalCount = data.bets.totalCount;
  useEffect(() => {
    if (!arrived) return;
    setSaid(formatCount(totalCount, L.betsShown));
    setChosen(null);
  }, [arrived, totalCount]);
  useEffect(() => {
    if (notice !== null) setSaid(null);
  }, [notice]);

  // Both dialogs open from a row: what the last action said goes as one opens.
  const openDialog = (open: (bet: BetRow_bet$key) => void) => (bet: BetRow_bet$key) => {
    setNotice(null);
    setError(null);
    open(bet);
  };

  async function exportCsv() {
    setExporting(true);
    setError(null);
    try {
      const rows = await allBets(environment, betsVariables(filters, now));
      downloadCsv(L.csvFile, betsCsv(rows));
    } catch {
      setError(L.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <form className="bets-filters" aria-label={L.filters} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={ids.status}>{L.filterStatus}</label>
          <select
            id={ids.status}
            value={filters.status}
            onChange={(event) => setFilters({ status: event.target.value as BetFilters['status'] })}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status === 'all' ? L.all : status === 'SETTLED' ? L.settledFilter : L.statuses[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.sport}>{L.filterSport}</label>
          <select
            id={ids.sport}
            value={filters.sport}
            onChange={(event) => setFilters({ sport: event.target.value })}
          >
            <option value="">{L.allSports}</option>
            {SPORT_SLUGS.map((sport) => (
              <option key={sport} value={sport}>
                {sportName(sport)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.account}>{L.filterHouse}</label>
          <select
            id={ids.account}
            value={filters.account}
            onChange={(event) => setFilters({ account: event.target.value })}
          >
            <option value="">{L.all}</option>
            {/* An address may name an account that is not (or no longer) the user's: the list is empty
                for it, and the filter says why rather than read Todas. */}
            {filters.account &&
              ![...accounts.active, ...accounts.inactive].some((a) => a.id === filters.account) && (
                <option value={filters.account} disabled>
                  {L.unknownAccount}
                </option>
              )}
            {accounts.active.map(accountOption)}
            {accounts.inactive.length > 0 && (
              <optgroup label={L.inactiveAccounts}>{accounts.inactive.map(accountOption)}</optgroup>
            )}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.period}>{L.filterPeriod}</label>
          <select
            id={ids.period}
            value={filters.period}
            onChange={(event) => setFilters({ period: event.target.value as BetFilters['period'] })}
          >
            {PERIOD_FILTERS.map((period) => (
              <option key={period} value={period}>
                {L.periods[period]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="button"
          disabled={shown.length === 0 || exporting}
          onClick={() => void exportCsv()}
        >
          {exporting ? L.exporting : L.export}
        </button>
      </form>
      {error && (
        <p className="message message-error" role="alert">
          {error}
        </p>
      )}
      <div role="status" aria-live="polite">
        {notice ? <p className="form-notice">{notice}</p> : said && <p className="hint">{said}</p>}
      </div>
      <ScrollRegion aria-label={L.history}>
        <table className="table bets-table stack-table">
          <caption className="visually-hidden">{L.history}</caption>
          <TableHead
            columns={[
              L.date,
              L.bet,
              L.house,
              numeric(L.odds),
              numeric(L.stake),
              L.status,
              numeric(L.returnLabel),
              numeric(L.profit),
              { label: L.actions, hidden: true },
            ]}
          />
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={9} className="empty">
                  {L.noBets}
                </td>
              </tr>
            ) : (
              shown.map((bet) => (
                <BetRow
                  key={bet.id}
                  bet={bet}
                  onSettle={openDialog(setSettling)}
                  onReopen={openDialog(setReopening)}
                />
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {hasNext && (
        <p>
          <button
            type="button"
            className="button"
            disabled={isLoadingNext}
            onClick={() => loadNext(PAGE_SIZE)}
          >
            {isLoadingNext ? COMMON_LABELS.loading : L.loadMore}
          </button>
        </p>
      )}
      {settling && (
        <SettleBetModal
          bet={settling}
          onClose={() => setSettling(null)}
          onDone={(message) => {
            setSettling(null);
            setNotice(message);
          }}
        />
      )}
      {reopening && (
        <ReopenBetModal
          bet={reopening}
          onClose={() => setReopening(null)}
          onDone={(message) => {
            setReopening(null);
            setNotice(message);
          }}
        />
      )}
    </>
  );
}
