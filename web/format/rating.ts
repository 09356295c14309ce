import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

function fixed(value: number | string | null | undefined, decimals: number): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (number === null || number === undefined || !Number.isFinite(number)) return NOT_AVAILABLE;
  return number.toFixed(decimals).replace('.', ',');
}

/** Player ratings in lineups: 2 decimals ("7,45"). */
export function formatLineupRating(value: number | string | null | undefined): string {
  return fixed(value, 2);
}

/** Team season statistics ratings: 1 decimal ("6,9"). */
export function formatTeamRating(value: number | string | null | undefined): string {
  return fixed(value, 1);
}
