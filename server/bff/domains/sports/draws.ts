import { builder } from '../../builder.ts';
import { INHERIT } from '../../plugins/cache-control.ts';
import { EventRef, sportSlugOf } from './event.ts';

/**
 * Sports in which a match cannot end drawn: their "who wins" poll has no draw even when the feed sends a
 * voteX (of 0) with it, and their tables and head-to-head records have no draws column.
 */
const NO_DRAW_SPORTS: ReadonlySet<string> = new Set([
  'tennis',
  'table-tennis',
  'badminton',
  'volleyball',
  'beach-volley',
  'basketball',
  'baseball',
  'darts',
  'snooker',
  'esports',
  'cricket',
]);

/** Whether a match of the sport can end drawn; a sport not known to the BFF is assumed to allow it. */
export function sportHasDraws(slug: string | undefined): boolean {
  return slug === undefined || !NO_DRAW_SPORTS.has(slug);
}

builder.objectField(EventRef, 'sportHasDraws', (t) =>
  t.boolean({
    extensions: INHERIT,
    description:
      "Whether a match of the event's sport can end drawn: false in tennis, basketball, volleyball, esports… " +
      'whose tables and head-to-head records have no draws.',
    resolve: (e) => sportHasDraws(sportSlugOf(e)),
  }),
);
