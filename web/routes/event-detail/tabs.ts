/**
 * The event page's tabs: which ones exist, in which order, which sections keep each one, and to which sports
 * each applies. Adding a tab is one entry in TABS (plus its label in EVENT_LABELS.tabs and its panel in
 * EventTabs.tsx).
 */

/** The event's sections: each is null when it failed to load (DESIGN §6). */
export type EventSections = Readonly<Record<string, unknown>>;

/** A field of a section that loaded as an object; undefined for anything else. */
const fieldOf = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Something to show: a list with an item, or any other value that loaded. */
const nonEmpty = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value != null);

/** A section that loaded as an object shows something when one of these fields does. */
const anyField =
  (...keys: string[]) =>
  (value: unknown) =>
    keys.some((key) => nonEmpty(fieldOf(value, key)));

/**
 * Whether a section that loaded has something to show, as the tab's panel reads it: a section can load and
 * be empty (no statistics before kick-off: a list of periods without groups; a goal distribution the feed has
 * for neither team: `{ home: null, away: null }`; no odds: an empty list). Such a section keeps no tab, as a
 * failed one does not (SPEC: the tab is hidden rather than saying the information is not available).
 * A section not named here shows something whenever it loaded.
 */
const SHOWS: Readonly<Record<string, (value: unknown) => boolean>> = {
  incidents: nonEmpty,
  pressureGraph: anyField('points'),
  winProbability: nonEmpty,
  bestPlayers: anyField('home', 'away'),
  shotmap: nonEmpty,
  odds: nonEmpty,
  votes: anyField('winner', 'bothTeamsToScore', 'firstTeamToScore', 'whoShouldHaveWon'),
  lineups: anyField('home', 'away'),
  statistics: (value) => Array.isArray(value) && value.some(anyField('groups')),
  teamSeasonStatistics: anyField('home', 'away'),
  goalDistributions: (value) =>
    ['home', 'away'].some((side) => fieldOf(fieldOf(value, side), 'overall') != null),
  standings: nonEmpty,
  pregameForm: anyField('home', 'away'),
  headToHead: anyField('teamDuel', 'managerDuel'),
};

/** Whether an event's section loaded and has something to show (SHOWS). */
export function sectionShows(event: EventSections, section: string): boolean {
  const value = event[section];
  if (value == null) return false;
  return Object.hasOwn(SHOWS, section) ? SHOWS[section](value) : true;
}

/**
 * Sports whose score is goals counted on a running clock: a goal distribution by match minute says something
 * there. Baseball also scores "goals" in the feed's model but has no clock (innings), tennis, volleyball and the
 * other set sports have no minutes at all, and in basketball or cricket a point-by-minute chart is noise.
 */
export const GOAL_SPORTS: ReadonlySet<string> = new Set([
  'football',
  'futsal',
  'minifootball',
  'handball',
  'ice-hockey',
  'waterpolo',
  'bandy',
  'floorball',
]);

/**
 * Sports without a match clock: won by sets, games, maps, innings or legs. An incident's time there is the
 * period it happened in (baseball's inning), not a minute, and a chart over the match has no minutes to
 * label.
 */
export const NO_CLOCK_SPORTS: ReadonlySet<string> = new Set([
  'tennis',
  'volleyball',
  'badminton',
  'table-tennis',
  'darts',
  'cricket',
  'baseball',
  'esports',
]);

/**
 * One player against another: no squad to line up and no league table (their competitions are draws and
 * rankings, not standings).
 */
export const INDIVIDUAL_SPORTS: ReadonlySet<string> = new Set([
  'tennis',
  'badminton',
  'table-tennis',
  'darts',
]);

interface TabDef {
  /** The tab's name in the page's address (`?aba=odds`), in Portuguese as the rest of the address. */
  slug: string;
  /** The sections behind the tab: it stays while any of them loaded with something to show. */
  sections: readonly string[];
  /** Whether the tab means anything in a sport; an unknown sport (null) gets every tab that loaded. */
  appliesTo?: (sport: string) => boolean;
}

/**
 * Tab order: Resumo first (the default), then SPEC §2's six in SPEC's order, then head-to-head. The key order
 * of this object is the order of the tabs.
 */
const TABS = {
  summary: {
    slug: 'resumo',
    sections: ['incidents', 'pressureGraph', 'winProbability', 'bestPlayers', 'shotmap'],
  },
  odds: { slug: 'odds', sections: ['odds'] },
  votes: { slug: 'votos', sections: ['votes'] },
  lineups: { slug: 'escalacoes', sections: ['lineups'], appliesTo: (sport) => !INDIVIDUAL_SPORTS.has(sport) },
  statistics: { slug: 'estatisticas', sections: ['statistics', 'teamSeasonStatistics'] },
  goals: { slug: 'gols', sections: ['goalDistributions'], appliesTo: (sport) => GOAL_SPORTS.has(sport) },
  standings: {
    slug: 'classificacao',
    sections: ['standings'],
    appliesTo: (sport) => !INDIVIDUAL_SPORTS.has(sport),
  },
  h2h: { slug: 'confronto', sections: ['pregameForm', 'headToHead', 'managers'] },
} as const satisfies Record<string, TabDef>;

export type TabKey = keyof typeof TABS;

export const TAB_ORDER = Object.keys(TABS) as TabKey[];

/** The tabs that mean something in a sport, in order, whatever loaded. */
export function tabsForSport(sportSlug: string | null | undefined): TabKey[] {
  return TAB_ORDER.filter((tab) => {
    const def: TabDef = TABS[tab];
    return !sportSlug || !def.appliesTo || def.appliesTo(sportSlug);
  });
}

/**
 * The tabs to show: those that apply to the sport and have a section that loaded with something to show (a
 * failed tab is hidden, and so is one with nothing in it).
 */
export function availableTabs(event: EventSections, sportSlug?: string | null): TabKey[] {
  return tabsForSport(sportSlug).filter((tab) => tabShows(event, tab));
}

/** Whether one of a tab's sections has something to show (sectionShows). */
export function tabShows(event: EventSections, tab: TabKey): boolean {
  return TABS[tab].sections.some((section) => sectionShows(event, section));
}

/** The wanted tab when it is available, else the first working one; null when none is. */
export function chooseTab(wanted: TabKey, available: readonly TabKey[]): TabKey | null {
  return available.includes(wanted) ? wanted : (available[0] ?? null);
}

/**
 * The search parameter that names the open tab. The tab lives in the address so that a tab is a link: one
 * chosen before the page's script has started (or without it) loads the page with that tab open, and an
 * address can be shared with its tab.
 */
export const TAB_PARAM = 'aba';

/** The tab an address names (`?aba=odds`); the default tab for none or an unknown name. */
export function tabOfSearch(search: string): TabKey {
  const slug = new URLSearchParams(search).get(TAB_PARAM);
  return TAB_ORDER.find((tab) => TABS[tab].slug === slug) ?? 'summary';
}

/**
 * The address search with `tab` open and any other parameter kept; without TAB_PARAM for the default tab,
 * so that the page's plain address stays its canonical one.
 */
export function searchWithTab(search: string, tab: TabKey): string {
  const params = new URLSearchParams(search);
  if (tab === 'summary') params.delete(TAB_PARAM);
  else params.set(TAB_PARAM, TABS[tab].slug);
  const text = params.toString();
  return text ? `?${text}` : '';
}
