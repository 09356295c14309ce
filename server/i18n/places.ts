import { ageGroupsPt, CATEGORY_SUFFIXES, REGION_CATEGORY_NAMES, SIDE_NAMES } from './categories.ts';
import { CITY_NAMES } from './cities.ts';
import { COUNTRY_CODES_BY_ENGLISH_NAME, COUNTRY_NAMES_BY_CODE } from './countries.ts';
import { reportLabelMiss } from './labels.ts';

/**
 * pt-BR names of the feed's places, shared by the BFF and the web app. Countries: the feed's own codes
 * (EN, SX, WA, NX…) from the catalogue, ISO codes through ICU (`Intl.DisplayNames`, full ICU in Node and in
 * browsers), and English names when no code comes. Categories: regions and tours from the catalogue, the
 * rest read as a country with an optional suffix ("Morocco Amateur" → "Marrocos Amador"). A country or
 * category nothing recognises is shown as the feed wrote it and reported as a label miss.
 */

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key);

let ptRegions: Intl.DisplayNames | undefined;
/**
 * ICU's answers by code: a call into ICU costs microseconds, and an event page names the same few
 * countries dozens of times. At most 26 × 26 entries.
 */
const isoNames = new Map<string, string | undefined>();
/** ICU's pt-BR name of an ISO 3166 alpha-2 code; undefined for codes ICU does not know. */
function isoName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  if (isoNames.has(code)) return isoNames.get(code);
  ptRegions ??= new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });
  const name = ptRegions.of(code);
  isoNames.set(code, name);
  return name;
}

let englishIndex: Map<string, string> | undefined;
/** The alpha-2 code of an English country name: the catalogue's spellings, then ICU's English names. */
function codeOfEnglishName(name: string): string | undefined {
  const trimmed = name.trim();
  if (own(COUNTRY_CODES_BY_ENGLISH_NAME, trimmed)) return COUNTRY_CODES_BY_ENGLISH_NAME[trimmed];
  if (!englishIndex) {
    // Built once, on the first name without a catalogue entry: every two-letter code ICU names in English.
    englishIndex = new Map();
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const found = english.of(code);
        if (found) englishIndex.set(found.toLowerCase(), code);
      }
  }
  return englishIndex.get(trimmed.toLowerCase());
}

function nameOfCode(code: string | undefined): string | undefined {
  if (!code) return undefined;
  const upper = code.trim().toUpperCase();
  return own(COUNTRY_NAMES_BY_CODE, upper) ? COUNTRY_NAMES_BY_CODE[upper] : isoName(upper);
}

export interface CountryLike {
  alpha2?: string | null;
  name?: string | null;
}

/** pt-BR name of a country of the feed ({alpha2: 'EN'} → Inglaterra, {name: 'Brazil'} → Brasil). */
export function countryName(country: CountryLike): string {
  const found = nameOfCode(country.alpha2 ?? undefined) ?? nameOfCode(codeOfEnglishName(country.name ?? ''));
  if (found) return found;
  const shown = country.name || country.alpha2 || '';
  reportLabelMiss('country', shown);
  return shown;
}

export interface CategoryLike {
  name: string;
  /** The category's own code or its country's, when the feed sends one. */
  alpha2?: string | null;
}

/** pt-BR name of a feed category (World → Mundo, England → Inglaterra, Morocco Amateur → Marrocos Amador). */
export function categoryName(category: CategoryLike): string {
  const key = category.name.trim().toLowerCase();
  if (own(REGION_CATEGORY_NAMES, key)) return REGION_CATEGORY_NAMES[key];
  const words = category.name.trim().split(/\s+/);
  const last = words[words.length - 1].toLowerCase();
  const suffix = words.length > 1 && own(CATEGORY_SUFFIXES, last) ? CATEGORY_SUFFIXES[last] : undefined;
  const base = suffix ? words.slice(0, -1).join(' ') : category.name;
  const country = nameOfCode(codeOfEnglishName(base)) ?? nameOfCode(category.alpha2 ?? undefined);
  if (country) return suffix ? `${country} ${suffix}` : country;
  reportLabelMiss('category', category.name);
  return category.name;
}

/**
 * A national side's name where sport's differs from the country's (the Olympic and FIFA names: Taipé Chinês,
 * Grã-Bretanha) or the country's carries a note (ICU's "Mianmar (Birmânia)").
 */
const NATIONAL_TEAM_NAMES: Readonly<Record<string, string>> = {
  TW: 'Taipé Chinês',
  GB: 'Grã-Bretanha',
  MM: 'Mianmar',
};

/** Shorter pt-BR names of countries whose full one is long for a team ("RD Congo", as the sports press writes). */
const SHORT_COUNTRY_NAMES: Readonly<Record<string, string>> = {
  CD: 'RD Congo',
  CG: 'Congo',
  US: 'EUA',
  AE: 'Emirados Árabes',
  BA: 'Bósnia',
};

/** What the feed appends to a country for one of its sides: an age group, the women's or Olympic side. */
const NATIONAL_SIDE = /\s+(?:U(\d{2})|(Women|W)|(Olympic))$/i;

export interface NationalTeamLike {
  name: string;
  shortName?: string | null;
  national?: boolean | null;
  country?: CountryLike | null;
}

/**
 * A team named in pt-BR. A national side by its country ("Egypt" → Egito, "Syria U23" → Síria Sub-23, short
 * "DR Congo" → RD Congo): only a team the feed marks national whose name is its country's, with the side
 * after it. Every other team (clubs, and players in individual sports) keeps its proper name as the feed
 * writes it, its age group and reserve side read in pt-BR ("Real Betis U19" → "Real Betis Sub-19", "…
 * Reserves" → "… Reservas").
 */
export function teamNamesPt<T extends NationalTeamLike>(team: T): T {
  const country = team.country;
  const name = team.national && country ? nationalName(team.name, country, false) : undefined;
  if (name === undefined || !country) return clubNames(team);
  // A short name the rule cannot read ("Bosnia" of "Bosnia & Herzegovina") is the full name's short form.
  const shortName = team.shortName
    ? (nationalName(team.shortName, country, true) ?? nationalName(team.name, country, true))
    : team.shortName;
  return { ...team, name, shortName };
}

/** A club's reserve side as the feed appends it ("Al Faisaly Amman Reserves"). */
const RESERVES = /\s+Reserves?$/i;

/** A club's name with what the feed appends to it read in pt-BR: its age group, its reserve side. */
function clubNamePt(text: string): string {
  return ageGroupsPt(text).replace(RESERVES, ` ${CATEGORY_SUFFIXES.reserves}`);
}

function clubNames<T extends NationalTeamLike>(team: T): T {
  const name = clubNamePt(team.name);
  const shortName = team.shortName ? clubNamePt(team.shortName) : team.shortName;
  return name === team.name && shortName === team.shortName ? team : { ...team, name, shortName };
}

function nationalName(text: string, country: CountryLike, short: boolean): string | undefined {
  const side = NATIONAL_SIDE.exec(text);
  const base = (side ? text.slice(0, side.index) : text).trim().toLowerCase();
  const code = country.alpha2?.trim().toUpperCase();
  const namesCountry =
    base === country.name?.trim().toLowerCase() || (code !== undefined && codeOfEnglishName(base) === code);
  if (!namesCountry) return undefined;
  const shown =
    (short && code && own(SHORT_COUNTRY_NAMES, code) ? SHORT_COUNTRY_NAMES[code] : undefined) ??
    (code && own(NATIONAL_TEAM_NAMES, code) ? NATIONAL_TEAM_NAMES[code] : undefined) ??
    countryName(country);
  if (!side) return shown;
  if (side[1]) return `${shown} Sub-${side[1]}`;
  return `${shown} ${side[2] ? SIDE_NAMES.women : SIDE_NAMES.olympic}`;
}

/** pt-BR name of a city where Portuguese has one (London → Londres); other cities as the feed wrote them. */
export function cityName(city: string): string {
  const trimmed = city.trim();
  return own(CITY_NAMES, trimmed) ? CITY_NAMES[trimmed] : city;
}
