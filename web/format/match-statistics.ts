import { matchStatisticName } from '../../server/i18n/statistics.ts';
import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * pt-BR names for an event's match statistics (the feed's /statistics: periods → groups → items, named in
 * English), from the catalogue's tables.
 */

export function matchStatGroupName(name: string): string {
  return matchStatisticName('groups', name);
}

export function matchStatItemName(name: string): string {
  return matchStatisticName('items', name);
}

export function matchStatPeriodName(period: string): string {
  return matchStatisticName('periods', period);
}

/** The feed's display value with pt-BR decimals ("1.35" → "1,35"; "9/12 (75%)" stays); null → "N/A". */
export function formatMatchStatValue(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  return value.replace(/(\d)\.(\d)/g, '$1,$2');
}
