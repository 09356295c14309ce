import { positionName as catalogueName } from '../../server/i18n/labels.ts';
import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/** Player position letter → pt-BR name; anything else as it comes, 'N/A' when absent. */
export function positionName(position: string | null | undefined): string {
  return position ? catalogueName(position) : NOT_AVAILABLE;
}
