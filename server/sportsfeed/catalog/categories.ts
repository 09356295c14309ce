import { slugify } from '../../slugify.ts';

/** Categories of the feed (countries, continents, tours), with SofaScore's ids where there is a well-known one. */

export interface CategoryDef {
  id: number;
  name: string;
  slug: string;
  /** ISO alpha-2 code; absent for continental and world categories. */
  alpha2?: string;
  country?: string;
}

const cat = (id: number, name: string, alpha2?: string): CategoryDef => ({
  id,
  name,
  slug: slugify(name),
  ...(alpha2 ? { alpha2, country: name } : {}),
});

export const BRAZIL = cat(13, 'Brazil', 'BR');
export const ENGLAND = cat(1, 'England', 'EN');
export const SPAIN = cat(32, 'Spain', 'ES');
export const ITALY = cat(31, 'Italy', 'IT');
export const GERMANY = cat(30, 'Germany', 'DE');
export const FRANCE = cat(7, 'France', 'FR');
export const SOUTH_AMERICA = cat(1470, 'South America');
export const WORLD = cat(1468, 'World');
export const ASIA = cat(1467, 'Asia');
export const USA = cat(15, 'USA', 'US');
export const EUROPE = cat(1465, 'Europe');
export const SWEDEN = cat(9, 'Sweden', 'SE');
export const INDIA = cat(1503, 'India', 'IN');
export const ATP = cat(3, 'ATP');
export const WTA = cat(6, 'WTA');
export const ITF = cat(785, 'ITF Men');
export const INTERNATIONAL = cat(1469, 'International');
