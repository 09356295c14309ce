/**
 * The event page's tabs: which ones exist, in which order, which sections keep each one, and to which sports
 * each applies. Adding a tab is one entry in TABS (plus its label in EVENT_LABELS.tabs and its panel in
 * EventTabs.tsx).
 */

/** The event's sections: each is null when it failed to load (DESIGN §6). */
export type EventSections = Readonly<Record<string, unknown>>;

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
  /** The sections behind the tab: it stays while any of them loaded. */
  sections: readonly string[];
  /** Whether the tab means anything in a sport; an unknown sport (null) gets every tab that loaded. */
  appliesTo?: (sport: string) => boolean;
}

/**
 * Tab order: Resumo first (the default), then SPEC §2's six in SPEC's order, then head-to-head. The key order
 * of this object is the order of the tabs.
 */
const TABS = {
  summary: { sections: ['incidents', 'pressureGraph', 'winProbability', 'bestPlayers', 'shotmap'] },
  odds: { sections: ['odds'] },
  votes: { sections: ['votes'] },
  lineups: { sections: ['lineups'], appliesTo: (sport) => !INDIVIDUAL_SPORTS.has(sport) },
  statistics: { sections: ['statistics', 'teamSeasonStatistics'] },
  goals: { sections: ['goalDistributions'], appliesTo: (sport) => GOAL_SPORTS.has(sport) },
  standings: { sections: ['standings'], appliesTo: (sport) => !INDIVIDUAL_SPORTS.has(sport) },
  h2h: { sections: ['pregameForm', 'headToHead', 'managers'] },
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

/** The tabs to show: those that apply to the sport and have a section that loaded (a failed tab is hidden). */
export function availableTabs(event: EventSections, sportSlug?: string | null): TabKey[] {
  return tabsForSport(sportSlug).filter((tab) =>
    TABS[tab].sections.some((section) => event[section] != null),
  );
}

/** The wanted tab when it is available, else the first working one; null when none is. */
export function chooseTab(wanted: TabKey, available: readonly TabKey[]): TabKey | null {
  return available.includes(wanted) ? wanted : (available[0] ?? null);
}
