import { STATUS_FILTER_LABELS } from '../../server/i18n/pt-BR.ts';

/** The event status types the feed uses; anything else is shown as it comes (DESIGN §5). */
export type EventStatusType = Exclude<keyof typeof STATUS_FILTER_LABELS, 'all'>;

/** Labels of the client-side status filter (SPEC §2), in the order shown. */
export const STATUS_FILTERS: ReadonlyArray<{ value: 'all' | EventStatusType; label: string }> = (
  Object.keys(STATUS_FILTER_LABELS) as Array<keyof typeof STATUS_FILTER_LABELS>
).map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));
