/** Decimal digits without a leading zero: the one way an event page's address writes its id. */
const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * The event id of an event page's address (`/sports/event/:idEvent`), or null when the address writes none.
 * Only the canonical decimal form of an id the BFF takes (`event(id:)`: a positive safe integer,
 * server/bff/domains/sports/event.ts) names an event's page: `1e9`, `0x10`, `007`, `12 ` or `12.0` are no
 * other addresses of one, and answer the event's not-found page (SPEC §8).
 */
export function eventIdOf(segment: string | undefined): string | null {
  if (segment === undefined || !CANONICAL_ID.test(segment)) return null;
  return Number.isSafeInteger(Number(segment)) ? segment : null;
}
