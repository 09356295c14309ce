import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

export function isMissing(value: unknown): value is null | undefined | '' {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && !Number.isFinite(value))
  );
}

/** Formats a value, or answers 'N/A' when it is missing. */
export function orNA<T>(value: T | null | undefined, format: (present: T) => string = String): string {
  return isMissing(value) ? NOT_AVAILABLE : format(value);
}
