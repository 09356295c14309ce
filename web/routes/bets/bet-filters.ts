import type { FetchPolicy, OperationType, PreloadableConcreteRequest, VariablesOf } from 'relay-runtime';
import type { RouteQueryData } from '../../relay/route-query.ts';
import BetsPageQueryParameters from '../../relay/__generated__/BetsPageQuery$parameters.ts';
import { sportName } from '../../../server/i18n/labels.ts';
import { SPORT_NAMES } from '../../../server/i18n/pt-BR.ts';
import { saoPauloDate } from '../../../server/i18n/sao-paulo.ts';

// The route's loader imports this module when /bets is visited (routes.tsx): what the page needs before
// its code (the query, the filters' reader) is here, in one chunk apart from every page's first load.

/**
 * The bets page's filters (status, sport, account at its house, period) as the URL's query string, so a
 * filtered list can be reloaded and shared (?situacao=OPEN&esporte=football&conta=…&periodo=30), and as the
 * variables of User.bets, which filters on the server.
 */

/** The site's sports (SPEC §9), in the order of their pt-BR names: the sport filter's and Nova aposta's. */
export const SPORT_SLUGS = Object.keys(SPORT_NAMES).sort((a, b) =>
  sportName(a).localeCompare(sportName(b), 'pt-BR'),
);

export const STATUS_FILTERS = [
  'all',
  'OPEN',
  'SETTLED',
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
  /** An account's global id, or '' for every account. */
  account: string;
  period: PeriodFilter;
}

const PARAMS = { status: 'situacao', sport: 'esporte', account: 'conta', period: 'periodo' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * The URL's filters are read as the server would take them, and anything it would refuse reads as no
 * filter: a refused filter fails `viewer`'s fields, and a page without its viewer goes to /login. A sport is
 * one the select offers (another, "futebol", would filter on a sport no bet has while the select says
 * Todos); an account is the global id of an Account (what the page puts there), with a number an account can
 * have. An account that is not the user's is a filter that matches nothing (an empty list).
 */
const sportOf = (value: string | null) => oneOf(SPORT_SLUGS, value, '');

function accountOf(value: string | null): string {
  if (!value || !/^[A-Za-z0-9+/]{1,40}={0,2}$/.test(value)) return '';
  let text: string;
  try {
    text = atob(value);
  } catch {
    return '';
  }
  // The API's account ids are 32-bit (MAX_ID in server/api/http/fields.ts): a larger one is no account.
  return /^Account:[1-9]\d{0,9}$/.test(text) && Number(text.slice('Account:'.length)) <= 2_147_483_647
    ? value
    : '';
}

/** The filters in a URL's query string; anything unknown reads as no filter. */
export function filtersOf(search: string): BetFilters {
  const params = new URLSearchParams(search);
  return {
    status: oneOf(STATUS_FILTERS, params.get(PARAMS.status), 'all'),
    sport: sportOf(params.get(PARAMS.sport)),
    account: accountOf(params.get(PARAMS.account)),
    period: oneOf(PERIOD_FILTERS, params.get(PARAMS.period), 'all'),
  };
}

/** The query string of some filters, leaving out those at their default. */
export function searchOf(filters: BetFilters): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set(PARAMS.status, filters.status);
  if (filters.sport) params.set(PARAMS.sport, filters.sport);
  if (filters.account) params.set(PARAMS.account, filters.account);
  if (filters.period !== 'all') params.set(PARAMS.period, filters.period);
  const text = params.toString();
  return text ? `?${text}` : '';
}

const DAY_MS = 86_400_000;

/** User.bets's filter arguments: a period is its first São Paulo day, counted back from `nowMs`. */
export interface BetsVariables {
  status: Exclude<StatusFilter, 'all'> | null;
  sport: string | null;
  accountId: string | null;
  from: string | null;
}

export function betsVariables(filters: BetFilters, nowMs: number): BetsVariables {
  return {
    status: filters.status === 'all' ? null : filters.status,
    sport: filters.sport || null,
    accountId: filters.account || null,
    // The last 7 days are today and the 6 before it.
    from: filters.period === 'all' ? null : saoPauloDate(nowMs - (Number(filters.period) - 1) * DAY_MS),
  };
}

/** The route table's loader of a signed-in route's query (routes.tsx's preloadViewerQuery). */
type PreloadViewerQuery = <TQuery extends OperationType>(
  parameters: PreloadableConcreteRequest<TQuery>,
  variables: VariablesOf<TQuery>,
  fetchPolicy?: FetchPolicy,
) => RouteQueryData<TQuery>;

/**
 * Starts /bets's query with the URL's filters. Bets settle and change on other devices too: the store's
 * answer shows first, then the server's.
 */
export function preloadBets(preload: PreloadViewerQuery, request: Request) {
  const variables = betsVariables(filtersOf(new URL(request.url).search), Date.now());
  return preload(BetsPageQueryParameters, variables, 'store-and-network');
}
