import type { CategoryDef } from '../catalog.ts';
import { CITIES, COUNTRIES, NATIONS } from '../catalog/names.ts';
import type { Rng } from '../prng.ts';
import type { SportDef } from '../sports.ts';
import type { Home } from '../team-cities.ts';
import type { Country, Venue } from '../world.ts';

// Countries and venues: a club plays in its own city, other teams in a city of their category's country.

// Cities as the feed writes them: in English where English has a name of its own (Munich, Turin, Seville).
const CITY_BY_COUNTRY: Record<string, readonly string[]> = {
  EN: ['London', 'Manchester', 'Liverpool', 'Birmingham', 'Newcastle'],
  ES: ['Madrid', 'Barcelona', 'Seville', 'Valencia', 'Bilbao'],
  IT: ['Milan', 'Rome', 'Turin', 'Naples', 'Bergamo'],
  DE: ['Berlin', 'Munich', 'Hamburg', 'Dortmund', 'Cologne'],
  FR: ['Paris', 'Lyon', 'Marseille', 'Lille', 'Nice'],
  US: ['New York', 'Los Angeles', 'Chicago', 'Boston', 'Miami'],
  SE: ['Stockholm', 'Gothenburg', 'Västerås', 'Uppsala', 'Falun'],
  IN: ['Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Bengaluru'],
};

const COUNTRY_BY_CODE = new Map([...NATIONS, ...COUNTRIES].map((c) => [c[0], c] as const));

/**
 * The country of an alpha-2 code (the feed's EN for England included), as the feed writes it. Every code
 * the world uses is in the catalogue (an invariant test holds it); an unknown one would be its own name.
 */
export const nation = (alpha2: string): Country => {
  const found = COUNTRY_BY_CODE.get(alpha2);
  return found
    ? { alpha2: found[0], alpha3: found[1], name: found[2] }
    : { alpha2, alpha3: alpha2, name: alpha2 };
};

/** Whether the catalogue knows the country of a code (what `nation` answers is then its real name). */
export const isKnownNation = (alpha2: string): boolean => COUNTRY_BY_CODE.has(alpha2);

/** Seats of a venue; one draw whatever the sport, so that every later draw of a seed stays what it was. */
function capacityFor(sport: SportDef, rng: Rng, alpha2: string): number {
  if (sport.slug === 'football') return rng.int(15, 78) * 1000;
  // North American arenas (NBA, NHL) seat 17–21 thousand; European ones fewer.
  if (sport.slug === 'basketball' || sport.slug === 'ice-hockey')
    return alpha2 === 'US' || alpha2 === 'CA' ? rng.int(17, 21) * 1000 : rng.int(6, 16) * 1000;
  if (sport.slug === 'baseball' || sport.slug === 'cricket') return rng.int(25, 50) * 1000;
  return rng.int(15, 120) * 100;
}

export type MakeVenue = (
  rng: Rng,
  sport: SportDef,
  label: string,
  category: CategoryDef,
  home?: Home,
) => Venue;

/** Venues are numbered from 60,000 in the order they are made, so each of a seed's venues keeps its id. */
export function createVenueMaker(): MakeVenue {
  let venueId = 60_000;
  return (rng, sport, label, category, home) => {
    // Drawn even when the club's home decides, so that every later draw (capacities, managers, …) of a
    // seed stays what it was.
    const drawnAlpha2 = category.alpha2 ?? rng.pick(['BR', 'US', 'ES', 'FR', 'DE', 'IT']);
    const drawnCity =
      drawnAlpha2 === 'BR'
        ? rng.pick(CITIES)[0]
        : rng.pick(CITY_BY_COUNTRY[drawnAlpha2] ?? CITY_BY_COUNTRY.US);
    const alpha2 = home?.alpha2 ?? drawnAlpha2;
    const venue: Venue = {
      id: venueId++,
      name: label,
      city: home?.city ?? drawnCity,
      capacity: capacityFor(sport, rng, alpha2),
      country: nation(alpha2),
    };
    return venue;
  };
}
