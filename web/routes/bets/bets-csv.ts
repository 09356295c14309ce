import { formatDateTime } from '../../format/dates.ts';
import { formatOddsExactPt } from '../../format/bets.ts';
import { legNames } from '../../../server/bff/domains/bets/leg-names.ts';
import { csvDecimal, csvHeader, csvLine } from '../account-statement/statement-csv.ts';
import { sportName } from '../../../server/i18n/labels.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

/** What a CSV line reads of a bet (BetRow_bet's fields). */
export interface CsvBet {
  readonly createdAt: string;
  readonly settledAt?: string | null;
  readonly status: string;
  readonly stake: string;
  readonly odds: string;
  readonly payout?: string | null;
  readonly profit?: string | null;
  readonly account?: { readonly name: string; readonly bettingHouse: { readonly name: string } } | null;
  readonly legs: ReadonlyArray<{
    readonly sport: string;
    readonly league: string;
    readonly eventName: string;
    readonly marketName: string;
    readonly line?: string | null;
    readonly choice: string;
    readonly odds: string;
    readonly closingOdds?: string | null;
  }>;
}

const HEADER = [
  L.csv.date,
  L.csv.account,
  L.csv.house,
  L.csv.sport,
  L.csv.league,
  L.csv.event,
  L.csv.market,
  L.csv.choice,
  L.csv.odds,
  L.csv.legOdds,
  L.csv.closingOdds,
  L.csv.stake,
  L.csv.status,
  L.csv.payout,
  L.csv.profit,
  L.csv.settledAt,
];

/**
 * Odds for a spreadsheet, exact as recorded (two to four decimals, unlike the screens' two): "1,85", "3,885";
 * empty when unknown (never N/A, which a sum would choke on).
 */
function csvOdds(odds: string | null | undefined): string {
  return odds ? formatOddsExactPt(odds).replace(/^N\/A$/, '') : '';
}

/**
 * Each leg's closing odds, in the legs' order: a multiple's legs without one stand as "–" so that the others
 * keep their places; empty when no leg has one.
 */
function csvClosingOdds(legs: CsvBet['legs']): string {
  if (!legs.some((leg) => leg.closingOdds)) return '';
  return legs.map((leg) => csvOdds(leg.closingOdds) || '–').join(' + ');
}

/**
 * The legs' values of one column, joined: a multiple's legs read in the order recorded, one value a leg
 * (two legs of one league say it twice), so that every column's nth value is the nth leg's.
 */
const joined = (values: readonly string[]) => values.join(' + ');

/**
 * One line per bet, as the statement's CSV is written (';', decimal comma, São Paulo dates): a multiple's
 * legs share its line, their events, markets, choices, odds and closing odds joined by " + ", beside the
 * combined odds.
 */
export function betsCsvRows(bets: readonly CsvBet[]): string {
  return bets
    .map((bet) => {
      const names = bet.legs.map(legNames);
      const status =
        bet.status in L.statuses ? L.statuses[bet.status as keyof typeof L.statuses] : bet.status;
      return csvLine([
        formatDateTime(bet.createdAt),
        bet.account?.name ?? '',
        bet.account?.bettingHouse.name ?? '',
        joined(bet.legs.map((leg) => sportName(leg.sport))),
        joined(bet.legs.map((leg) => leg.league)),
        names.map((n) => n.event).join(' + '),
        names.map((n) => n.market).join(' + '),
        names.map((n) => n.choice).join(' + '),
        csvOdds(bet.odds),
        bet.legs.map((leg) => csvOdds(leg.odds)).join(' + '),
        csvClosingOdds(bet.legs),
        csvDecimal(bet.stake),
        status,
        csvDecimal(bet.payout),
        csvDecimal(bet.profit),
        bet.settledAt ? formatDateTime(bet.settledAt) : '',
      ]);
    })
    .join('');
}

/** The bets' file: byte order mark, header, a line per bet. */
export function betsCsv(bets: readonly CsvBet[]): string {
  return csvHeader(HEADER) + betsCsvRows(bets);
}
