import type { EventState } from '../state.ts';
import type { Player } from '../world.ts';

/**
 * The per-event sections live beside this file, one per concern (odds, votes, lineups, statistics,
 * incidents, extras). Each returns the answer body, or undefined when the section has no coverage for this
 * event (the route answers 404). This file holds what they share: seconds, whether a match has started,
 * player views.
 */

export const sec = (ms: number): number => Math.floor(ms / 1000);
export const started = (state: EventState) =>
  state.status.type === 'inprogress' || state.status.type === 'finished';

export function playerView(p: Player) {
  return {
    name: p.name,
    slug: p.slug,
    shortName: p.shortName,
    position: p.position,
    jerseyNumber: String(p.jerseyNumber),
    height: p.height,
    id: p.id,
    country: { alpha2: p.country.alpha2, alpha3: p.country.alpha3, name: p.country.name },
    marketValueCurrency: 'EUR',
    dateOfBirthTimestamp: p.dateOfBirthTimestamp,
    proposedMarketValueRaw: { value: p.marketValue, currency: 'EUR' },
  };
}

export const playerRef = (p: Player) => ({
  name: p.name,
  slug: p.slug,
  shortName: p.shortName,
  position: p.position,
  id: p.id,
});
