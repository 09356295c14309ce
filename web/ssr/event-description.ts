import { tabShows, tabsForSport, type EventSections, type TabKey } from '../routes/event-detail/tabs.ts';

/**
 * Which tabs an event page's description names (EVENT_LABELS.description): the server's <head> (entry-server.tsx,
 * from the page's query in its store) and the browser's page (EventPage.tsx, from the same query) both ask
 * here, so that they write the same text. A tab is named when the sport has it (tabsForSport: no lineups nor
 * table in tennis or darts) and one of its sections has something to show, by the rule that shows the tab
 * itself (tabs.ts tabShows): no table in a friendly, no statistics before kick-off. Only the tabs whose
 * words the description has (EVENT_LABELS.description) are named.
 */
const DESCRIBED: ReadonlySet<TabKey> = new Set(['odds', 'lineups', 'statistics', 'standings']);

/** The tabs the description names, in the page's order. */
export function describedTabs(sections: EventSections, sportSlug: string | null | undefined): TabKey[] {
  return tabsForSport(sportSlug).filter((tab) => DESCRIBED.has(tab) && tabShows(sections, tab));
}
