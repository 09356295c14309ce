import { lookupLabel } from '../../../i18n/labels.ts';
import { POSITIONS_BY_SPORT } from '../../../i18n/positions.ts';

/**
 * pt-BR readings of the feed's position codes per sport (a table's zones are zone-labels.ts's). Through
 * lookupLabel, so an unknown code is shown readable and counted as a miss.
 */

/** pt-BR name of a position code in a sport (basketball's C is Pivô); a sport without a table reads football's. */
export function positionLabel(code: string, sport: string | undefined): string {
  const table = POSITIONS_BY_SPORT[sport ?? 'football'] ?? POSITIONS_BY_SPORT.football;
  return lookupLabel('position', table, code.toUpperCase());
}
