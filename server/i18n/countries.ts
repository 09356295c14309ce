/**
 * Countries of the sports feed in pt-BR. ISO 3166 codes are named by `Intl.DisplayNames('pt-BR')`
 * (server/i18n/places.ts); these tables hold only what that cannot answer right: the feed's own codes for
 * the home nations (SofaScore's EN, SX, WA, NX — SX is Scotland there, not Sint Maarten), ICU names that
 * read oddly in a sports list, and the English names the feed sends when no code comes with them.
 */

/** pt-BR names by code, consulted before ICU: the feed's non-ISO codes and ICU names we word otherwise. */
export const COUNTRY_NAMES_BY_CODE: Readonly<Record<string, string>> = {
  EN: 'Inglaterra',
  SX: 'Escócia',
  WA: 'País de Gales',
  NX: 'Irlanda do Norte',
  // SofaScore's own three-letter-free codes of places ISO does not list apart.
  XK: 'Kosovo',
  KS: 'Kosovo',
  // ICU reads these as "Congo - Kinshasa", "Congo - Brazzaville", "Hong Kong, RAE da China"…
  CD: 'República Democrática do Congo',
  CG: 'Congo',
  HK: 'Hong Kong',
  MO: 'Macau',
  PS: 'Palestina',
  TW: 'Taiwan',
  KR: 'Coreia do Sul',
  KP: 'Coreia do Norte',
  // The feed's "International" and unknown-country codes.
  XI: 'Internacional',
};

/**
 * Codes of the English country names the feed writes where ISO's English (ICU) differs or that are not
 * ISO countries; other English names are recognised through ICU's English names.
 */
export const COUNTRY_CODES_BY_ENGLISH_NAME: Readonly<Record<string, string>> = {
  England: 'EN',
  Scotland: 'SX',
  Wales: 'WA',
  'Northern Ireland': 'NX',
  USA: 'US',
  'United States': 'US',
  'DR Congo': 'CD',
  Turkey: 'TR',
  Türkiye: 'TR',
  'Czech Republic': 'CZ',
  Czechia: 'CZ',
  'Ivory Coast': 'CI',
  "Côte d'Ivoire": 'CI',
  'South Korea': 'KR',
  'Korea Republic': 'KR',
  'North Korea': 'KP',
  'Bosnia and Herzegovina': 'BA',
  'Bosnia & Herzegovina': 'BA',
  'Chinese Taipei': 'TW',
  'Hong Kong': 'HK',
  Kosovo: 'XK',
  Macedonia: 'MK',
  'North Macedonia': 'MK',
  Russia: 'RU',
  'Cape Verde': 'CV',
  'Trinidad and Tobago': 'TT',
  'Antigua and Barbuda': 'AG',
  'Saint Kitts and Nevis': 'KN',
  'St. Kitts and Nevis': 'KN',
  Curacao: 'CW',
  Curaçao: 'CW',
  'Faroe Islands': 'FO',
  Eswatini: 'SZ',
  Swaziland: 'SZ',
  'The Gambia': 'GM',
  Gambia: 'GM',
  Palestine: 'PS',
  Vietnam: 'VN',
  'Viet Nam': 'VN',
  Iran: 'IR',
  Syria: 'SY',
  Laos: 'LA',
  Moldova: 'MD',
  Tanzania: 'TZ',
  Venezuela: 'VE',
  Bolivia: 'BO',
  'United Kingdom': 'GB',
  'Great Britain': 'GB',
};
