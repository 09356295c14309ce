export type TabKey = 'odds' | 'votes' | 'lineups' | 'statistics' | 'goals' | 'standings';

/** Tab order of SPEC §2; the first available one is the default. */
export const TAB_ORDER: readonly TabKey[] = ['odds', 'votes', 'lineups', 'statistics', 'goals', 'standings'];

/** The event's sections: each is null when it failed to load (DESIGN §6), and its tab is then hidden. */
export interface EventSections {
  odds: unknown;
  votes: unknown;
  lineups: unknown;
  statistics: unknown;
  teamSeasonStatistics: unknown;
  goalDistributions: unknown;
  standings: unknown;
}

/** The sections behind each tab: a tab stays while any of them loaded. */
const SECTIONS_OF: Record<TabKey, ReadonlyArray<keyof EventSections>> = {
  odds: ['odds'],
  votes: ['votes'],
  lineups: ['lineups'],
  statistics: ['statistics', 'teamSeasonStatistics'],
  goals: ['goalDistributions'],
  standings: ['standings'],
};

export function availableTabs(event: EventSections): TabKey[] {
  return TAB_ORDER.filter((tab) => SECTIONS_OF[tab].some((section) => event[section] != null));
}

/** The wanted tab when it is available, else the first working one; null when none is. */
export function chooseTab(wanted: TabKey, available: readonly TabKey[]): TabKey | null {
  return available.includes(wanted) ? wanted : (available[0] ?? null);
}
