import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDateTime } from '../../format/dates.ts';
import { formatOddsPt, returnStillPossible } from '../../format/bets.ts';
import { legNames, type LegNames } from '../../../server/bff/domains/bets/leg-names.ts';
import { formatBRL } from '../../format/money.ts';
import type { BetRow_bet$data, BetRow_bet$key } from '../../relay/__generated__/BetRow_bet.graphql.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

/** What the bets page, its CSV and its dialogs read of a bet. */
export const betRowFragment = graphql`
  fragment BetRow_bet on Bet {
    id
    betId
    status
    multiple
    stake
    odds
    potentialReturn
    payout
    profit
    settledByHand
    settledAt
    createdAt
    account {
      id
      name
      active
      bettingHouse {
        name
      }
    }
    legs {
      eventId
      sport
      eventName
      league
      startsAt
      marketName
      line
      choice
      odds
      closingOdds
      result
    }
  }
`;

export type BetRowData = BetRow_bet$data;

/** The bet's name in buttons and dialogs: its one leg's choice, or "Acumulada (3 seleções)". */
export function betTitle(bet: { readonly multiple: boolean; readonly legs: readonly LegNames[] }): string {
  const [first] = bet.legs;
  if (bet.multiple || !first) return L.multiple(bet.legs.length);
  const names = legNames(first);
  return `${names.choice} (${names.event})`;
}

/** "Em aberto", "Ganha"…, as a badge. */
export function BetStatusBadge({ status }: { status: BetRowData['status'] }) {
  return (
    <span className={`bet-status bet-status-${status.toLowerCase()}`}>{betStatusName(status) ?? status}</span>
  );
}

/** A bet's state in pt-BR ("Ganha"); null for one this version does not know. */
export function betStatusName(status: string): string | null {
  return status in L.statuses ? L.statuses[status as keyof typeof L.statuses] : null;
}

/** The legs of a bet, one line each: event, market, choice, odds and how the leg ended. */
export function BetLegs({ bet }: { bet: Pick<BetRowData, 'legs'> }) {
  return (
    <ul className="open-bet-legs">
      {bet.legs.map((leg, index) => {
        const names = legNames(leg);
        return (
          <li key={index}>
            <span>{L.legOf(names.event, names.market, names.choice)}</span>
            <span>@ {formatOddsPt(leg.odds)}</span>
            {bet.legs.length > 1 && leg.result !== 'OPEN' && leg.result !== '%future added value' && (
              <span className="bet-status">{L.legResults[leg.result]}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface BetRowProps {
  bet: BetRow_bet$key;
  /** Opens Liquidar for the bet (its record: the dialog follows it as it changes). */
  onSettle: (bet: BetRow_bet$key) => void;
  /** Opens Reabrir for the bet (its record). */
  onReopen: (bet: BetRow_bet$key) => void;
}

/** One bet in the history table. */
export function BetRow({ bet, onSettle, onReopen }: BetRowProps) {
  const data = useFragment(betRowFragment, bet);
  const open = data.status === 'OPEN';
  const title = betTitle(data);
  return (
    // On a phone each row is a card (stack-table): a cell's data-label leads its line there.
    <tr>
      <td className="row-title">{formatDateTime(data.createdAt)}</td>
      <th scope="row" className="bet-legs-cell">
        {data.multiple && <strong>{L.multiple(data.legs.length)}</strong>}
        <BetLegs bet={data} />
      </th>
      <td data-label={L.house}>
        {data.account?.name ?? ''}
        {data.account && <small className="hint"> ({data.account.bettingHouse.name})</small>}
      </td>
      <td className="num" data-label={L.odds}>
        {formatOddsPt(data.odds)}
      </td>
      <td className="num" data-label={L.stake}>
        {formatBRL(data.stake)}
      </td>
      <td data-label={L.status}>
        <BetStatusBadge status={data.status} />
        {data.settledByHand && !open && <small className="hint"> {L.byHand}</small>}
      </td>
      {/* An open bet's return as its graded legs leave it (a lost leg: nothing), as Minha Banca shows it. */}
      <td className="num" data-label={L.returnLabel}>
        {open ? formatBRL(returnStillPossible(data)) : formatBRL(data.payout)}
      </td>
      <td className="num" data-label={L.profit}>
        {open ? '' : formatBRL(data.profit)}
      </td>
      <td className="row-action">
        {/* The Banca API refuses to settle or reopen a bet of a hidden account (its money does not move);
            the settlement worker still grades its open bets. */}
        {data.account?.active === false ? (
          <small className="hint">{L.accountInactive}</small>
        ) : open ? (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            aria-label={L.settleOf(title)}
            onClick={() => onSettle(bet)}
          >
            {L.settle}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            aria-label={L.reopenOf(title)}
            onClick={() => onReopen(bet)}
          >
            {L.reopen}
          </button>
        )}
      </td>
    </tr>
  );
}
