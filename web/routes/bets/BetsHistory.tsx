import { useId, useMemo, useState } from 'react';
import {
  fetchQuery,
  graphql,
  useMutation,
  usePaginationFragment,
  useRelayEnvironment,
} from 'react-relay/hooks.js';
import { useLocation, useNavigate } from 'react-router';
import { numeric, TableHead } from '../../components/TableHead.tsx';
import { useNow } from '../../components/useNow.ts';
import type { BetsHistory_bankroll$key } from '../../relay/__generated__/BetsHistory_bankroll.graphql.ts';
import type { BetsHistoryExportQuery } from '../../relay/__generated__/BetsHistoryExportQuery.graphql.ts';
import type { BetMutationsReopenMutation } from '../../relay/__generated__/BetMutationsReopenMutation.graphql.ts';
import { downloadCsv } from '../account-statement/statement-csv.ts';
import { EXPORT_PAGE_SIZE, retryingWhenLimited } from '../account-statement/statement-export.ts';
import { reopenBetMutation } from './BetMutations.ts';
import { BetRow, type BetRowData } from './BetRow.tsx';
import { betsCsv } from './bets-csv.ts';
import {
  filtersOf,
  matchesFilters,
  PERIOD_FILTERS,
  searchOf,
  STATUS_FILTERS,
  type BetFilters,
} from './bet-filters.ts';
import { SettleBetModal } from './SettleBetModal.tsx';
import { sportName } from '../../../server/i18n/labels.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';

const PAGE_SIZE = 50;

const betsExportQuery = graphql`
  query BetsHistoryExportQuery($count: Int!, $after: String) {
    viewer {
      bankroll {
        bets(first: $count, after: $after) {
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
  }
`;

/** Every bet of the user, page after page from the network (the list on screen may hold only some). */
type ExportedBet = NonNullable<
  BetsHistoryExportQuery['response']['viewer']
>['bankroll']['bets']['edges'][number]['node'];

async function allBets(environment: ReturnType<typeof useRelayEnvironment>): Promise<ExportedBet[]> {
  const fetchPage = retryingWhenLimited(async (after: string | null) => {
    const data = await fetchQuery<BetsHistoryExportQuery>(
      environment,
      betsExportQuery,
      { count: EXPORT_PAGE_SIZE, after },
      { fetchPolicy: 'network-only' },
    ).toPromise();
    const bets = data?.viewer?.bankroll.bets;
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

/**
 * The history of bets: filters (status, sport, house, period) in the URL, the table, settling by hand and
 * reopening, and the CSV of the bets that pass the filters.
 */
export function BetsHistory({ bankroll }: { bankroll: BetsHistory_bankroll$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment BetsHistory_bankroll on Bankroll
      @refetchable(queryName: "BetsHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
        bets(first: $count, after: $cursor) @connection(key: "BetsHistory_bets") {
          totalCount
          edges {
            node {
              id
              status
              createdAt
              legs {
                sport
              }
              account {
                bettingHouse {
                  name
                }
              }
              ...BetRow_bet
            }
          }
        }
      }
    `,
    bankroll,
  );
  const location = useLocation();
  const navigate = useNavigate();
  const filters = filtersOf(location.search);
  const setFilters = (next: Partial<BetFilters>) =>
    void navigate({ search: searchOf({ ...filters, ...next }) }, { replace: true });
  const now = useNow(false);
  const environment = useRelayEnvironment();
  const [settling, setSettling] = useState<BetRowData | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [reopen, reopening] = useMutation<BetMutationsReopenMutation>(reopenBetMutation);
  const ids = { status: useId(), sport: useId(), house: useId(), period: useId() };

  const bets = data.bets.edges.map((edge) => edge.node);
  const sports = useMemo(
    () => [...new Set(bets.flatMap((bet) => bet.legs.map((leg) => leg.sport)))].sort(),
    [bets],
  );
  const houses = useMemo(
    () => [...new Set(bets.flatMap((bet) => (bet.account ? [bet.account.bettingHouse.name] : [])))].sort(),
    [bets],
  );
  const shown = bets.filter((bet) => matchesFilters(bet, filters, now));

  const onReopen = (bet: BetRowData) => {
    setNotice(null);
    setError(null);
    reopen({
      variables: { input: { id: bet.id, idempotencyKey: crypto.randomUUID() } },
      onCompleted: ({ reopenBet }) =>
        reopenBet.errors[0] ? setError(reopenBet.errors[0].message) : setNotice(L.reopened),
      onError: () => setError(L.reopenFailed),
    });
  };

  async function exportCsv() {
    setExporting(true);
    setError(null);
    try {
      const rows = (await allBets(environment)).filter((bet) => matchesFilters(bet, filters, now));
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
                {status === 'all' ? L.all : status === 'settled' ? L.settledFilter : L.statuses[status]}
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
            {sports.map((sport) => (
              <option key={sport} value={sport}>
                {sportName(sport)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.house}>{L.filterHouse}</label>
          <select
            id={ids.house}
            value={filters.house}
            onChange={(event) => setFilters({ house: event.target.value })}
          >
            <option value="">{L.all}</option>
            {houses.map((house) => (
              <option key={house} value={house}>
                {house}
              </option>
            ))}
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
          disabled={bets.length === 0 || exporting}
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
        {notice && <p className="form-notice">{notice}</p>}
      </div>
      <div className="table-scroll" role="region" aria-label={L.history} tabIndex={0}>
        <table className="table bets-table">
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
                  busy={reopening}
                  onSettle={(row) => {
                    setNotice(null);
                    setError(null);
                    setSettling(row);
                  }}
                  onReopen={onReopen}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
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
    </>
  );
}
