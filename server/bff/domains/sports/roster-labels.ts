import { lookupLabel } from '../../../i18n/labels.ts';
import { POSITIONS_BY_SPORT } from '../../../i18n/positions.ts';
import { STANDING_ZONE_KINDS, STANDING_ZONE_LABELS } from '../../../i18n/standing-zones.ts';

/**
 * pt-BR readings of the feed's codes for people and places in a table: positions per sport and standing
 * zones. Through lookupLabel, so an unknown code is shown readable and counted as a miss.
 */

/** pt-BR name of a position code in a sport (basketball's C is Pivô); a sport without a table reads football's. */
export function positionLabel(code: string, sport: string | undefined): string {
  const table = POSITIONS_BY_SPORT[sport ?? 'football'] ?? POSITIONS_BY_SPORT.football;
  return lookupLabel('position', table, code.toUpperCase());
}

export type ZoneKind = (typeof STANDING_ZONE_KINDS)[number];

/** Which colour a zone takes, read from the feed's promotion text (its ids differ per competition). */
export function zoneKind(text: string): ZoneKind {
  const t = text.toLowerCase();
  if (t.includes('relegation')) return 'relegation';
  if (t.includes('libertadores')) return /qualif|pre-?lib/.test(t) ? 'preLibertadores' : 'libertadores';
  if (t.includes('sudamericana') || t.includes('sul-americana')) return 'sulAmericana';
  if (/champions|europa|conference|concacaf/.test(t)) return 'continental';
  if (t.includes('promotion')) return 'promotion';
  if (/playoff|play-off|play in/.test(t)) return 'playoffs';
  return 'other';
}

/** pt-BR name of a zone from the feed's promotion text. */
export function zoneLabel(text: string): string {
  return lookupLabel('standingZone', STANDING_ZONE_LABELS, text.toLowerCase());
}
