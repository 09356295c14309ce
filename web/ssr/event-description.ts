import { sectionShows, tabsForSport, type EventSections, type TabKey } from '../routes/event-detail/tabs.ts';

/**
 * Which tabs an event page's description names (EVENT_LABELS.description): the server's <head> (entry-server.tsx,
 * from the page's query in its store) and the browser's page (EventPage.tsx, from the same query) both ask
 * here, so that they write the same text. A tab is named when the sport has it (tabsForSport: no lineups nor
 * table in tennis or darts) and one of its sections has something to show, by the rule that shows the tab
 * itself (tabs.ts sectionShows): no table in a friendly, no statistics before kick-off.
 */
const DESCRIBED: Partial<Record<TabKey, readonly string[]>> = {
  odds: ['odds'],
  lineups: ['lineups'],
  statistics: ['statistics', 'teamSeasonStatistics'],
  standings: ['standings'],
};

/** The tabs the description names, in the page's order. */
export function describedTabs(sections: EventSections, sportSlug: string | null | undefined): TabKey[] {
  return tabsForSport(sportSlug).filter((tab) =>
    DESCRIBED[tab]?.some((section) => sectionShows(sections, section)),
  );
}
