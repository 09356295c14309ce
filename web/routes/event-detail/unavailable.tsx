import { MESSAGES } from '../../../server/i18n/pt-BR.ts';

/** What a tab shows when its section loaded but holds nothing to show (SPEC §2). */
export function Unavailable() {
  return <p>{MESSAGES.sectionUnavailable}</p>;
}
