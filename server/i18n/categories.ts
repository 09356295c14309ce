/**
 * Feed categories that are not one country, in pt-BR, keyed by the English name in lower case
 * ("World", "South America", "ITF Men"). Categories named after a country (with or without a suffix such
 * as "Amateur") are read through the country rules (server/i18n/places.ts).
 */
export const REGION_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  world: 'Mundo',
  international: 'Internacional',
  'international clubs': 'Clubes Internacionais',
  'international youth': 'Internacional Juvenil',
  europe: 'Europa',
  'south america': 'América do Sul',
  'north & central america': 'América do Norte e Central',
  'north and central america': 'América do Norte e Central',
  'north america': 'América do Norte',
  'central america': 'América Central',
  africa: 'África',
  asia: 'Ásia',
  oceania: 'Oceania',
  americas: 'Américas',
  'arab world': 'Mundo Árabe',
  scandinavia: 'Escandinávia',
  balkans: 'Bálcãs',
  baltic: 'Bálticos',
  'former ussr': 'Antiga URSS',
  // Tennis and other tours: circuit names stay, their gender words are translated.
  atp: 'ATP',
  wta: 'WTA',
  'itf men': 'ITF Masculino',
  'itf women': 'ITF Feminino',
  challenger: 'Challenger',
  'challenger men': 'Challenger Masculino',
  'challenger women': 'Challenger Feminino',
  'wta 125': 'WTA 125',
  exhibition: 'Exibição',
  'davis cup': 'Copa Davis',
  'billie jean king cup': 'Billie Jean King Cup',
  'united cup': 'United Cup',
  'atp doubles': 'ATP Duplas',
  'wta doubles': 'WTA Duplas',
  'itf men doubles': 'ITF Masculino Duplas',
  'itf women doubles': 'ITF Feminino Duplas',
  // Darts, snooker, esports circuits.
  pdc: 'PDC',
  wdf: 'WDF',
  'world snooker tour': 'World Snooker Tour',
  'league of legends': 'League of Legends',
  'counter-strike': 'Counter-Strike',
  'dota 2': 'Dota 2',
  valorant: 'Valorant',
};

/**
 * The side of a category, competition or national team the feed appends to its name ("Morocco Women",
 * "A-League Men", "Japan Olympic"), keyed in lower case.
 */
export const SIDE_NAMES: Readonly<Record<string, string>> = {
  women: 'Feminino',
  men: 'Masculino',
  olympic: 'Olímpico',
};

// An age group as the feed writes it, a word of its own: "U19" in "Real Betis U19", "U19 Division de Honor".
const AGE_GROUP = /\bU(\d{2})\b/g;

/**
 * Age groups read as the Brazilian press writes them ("Real Betis U19" → "Real Betis Sub-19"): a team's,
 * competition's or season's name is otherwise a proper name and stays as the feed writes it.
 */
export function ageGroupsPt(text: string): string {
  return text.replace(AGE_GROUP, 'Sub-$1');
}

/** Words the feed appends to a country in a category name ("Morocco Amateur"), in pt-BR. */
export const CATEGORY_SUFFIXES: Readonly<Record<string, string>> = {
  amateur: 'Amador',
  youth: 'Juvenil',
  women: SIDE_NAMES.women,
  cup: 'Copa',
  reserves: 'Reservas',
};
