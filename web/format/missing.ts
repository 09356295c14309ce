/** Shown in place of any optional value that the data does not carry (SPEC §2, events). */
export const NOT_AVAILABLE = 'N/A';

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
  return isMissing(value) ? NOT_AVAILABLE : format(value as T);
}
