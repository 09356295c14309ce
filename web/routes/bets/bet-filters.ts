/**
 * The bets page's filters (status, sport, house, period) as the URL's query string, so a filtered list can
 * be reloaded and shared: ?situacao=open&esporte=football&casa=Bet365&periodo=30.
 */

export const STATUS_FILTERS = [
  'all',
  'OPEN',
  'settled',
  'WON',
  'LOST',
  'REFUNDED',
  'HALF_WON',
  'HALF_LOST',
  'CASHED_OUT',
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const PERIOD_FILTERS = ['all', '7', '30', '90'] as const;
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];

export interface BetFilters {
  status: StatusFilter;
  /** A sport slug, or '' for every sport. */
  sport: string;
  /** A betting house's name, or '' for every house. */
  house: string;
  period: PeriodFilter;
}

const PARAMS = { status: 'situacao', sport: 'esporte', house: 'casa', period: 'periodo' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters in a URL's query string; anything unknown reads as no filter. */
export function filtersOf(search: string): BetFilters {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(STATUS_FILTERS, params.get(PARAMS.status), 'all'),
    sport: params.get(PARAMS.sport)?.slice(0, 50) ?? '',
    house: params.get(PARAMS.house)?.slice(0, 100) ?? '',
    period: oneOf(PERIOD_FILTERS, params.get(PARAMS.period), 'all'),
  };
}

/** The query string of some filters, leaving out those at their default. */
export function searchOf(filters: BetFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set(PARAMS.status, filters.status);
  if (filters.sport) params.set(PARAMS.sport, filters.sport);
  if (filters.house) params.set(PARAMS.house, filters.house);
  if (filters.period !== 'all') params.set(PARAMS.period, filters.period);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the filters read of a bet. */
export interface FilterableBet {
  readonly status: string;
  readonly createdAt: string;
  readonly account?: { readonly bettingHouse: { readonly name: string } } | null;
  readonly legs: ReadonlyArray<{ readonly sport: string }>;
}

const DAY_MS = 86_400_000;

/** Whether a bet passes the filters; `nowMs` is the clock's now (the period counts back from it). */
export function matchesFilters(bet: FilterableBet, filters: BetFilters, nowMs: number): boolean {
  if (
    filters.status === 'settled'
      ? bet.status === 'OPEN'
      : filters.status !== 'all' && bet.status !== filters.status
  )
    return false;
  if (filters.sport && !bet.legs.some((leg) => leg.sport === filters.sport)) return false;
  if (filters.house && bet.account?.bettingHouse.name !== filters.house) return false;
  if (filters.period !== 'all' && Date.parse(bet.createdAt) < nowMs - Number(filters.period) * DAY_MS)
    return false;
  return true;
}
