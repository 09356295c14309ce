import { statusDescription, type StatusShape } from '../../server/i18n/labels.ts';
import { NOT_AVAILABLE, STATUS_FILTER_LABELS } from '../../server/i18n/pt-BR.ts';

/** The event status types the feed uses; anything else is shown as it comes (DESIGN §5). */
export type EventStatusType = Exclude<keyof typeof STATUS_FILTER_LABELS, 'all'>;

/** Labels of the client-side status filter (SPEC §2), in the order shown. */
export const STATUS_FILTERS: ReadonlyArray<{ value: 'all' | EventStatusType; label: string }> = (
  Object.keys(STATUS_FILTER_LABELS) as Array<keyof typeof STATUS_FILTER_LABELS>
).map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

/**
 * pt-BR status of an event whose answer lacks `descriptionPt`: '1st half' → '1º tempo', an untranslated
 * description by its code or type (never the feed's English); N/A when the status says nothing.
 */
export function describeStatus(status: StatusShape | null | undefined): string {
  if (!status?.description && status?.code == null && !status?.type) return NOT_AVAILABLE;
  return statusDescription(status);
}
