import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TabList } from '../../components/TabList.tsx';
import { graphql, useFragment } from 'react-relay/hooks.js';
import type {
  EventTabs_event$data,
  EventTabs_event$key,
} from '../../relay/__generated__/EventTabs_event.graphql.ts';
import { GoalDistributionTab } from './GoalDistributionTab.tsx';
import { HeadToHeadTab } from './HeadToHeadTab.tsx';
import { LineupsTab } from './LineupsTab.tsx';
import { OddsTab } from './OddsTab.tsx';
import { StandingsTab } from './StandingsTab.tsx';
import { StatisticsTab } from './StatisticsTab.tsx';
import { SummaryTab } from './SummaryTab.tsx';
import { availableTabs, chooseTab, searchWithTab, tabOfSearch, type TabKey } from './tabs.ts';
import { VotesTab } from './VotesTab.tsx';
import { MESSAGES } from '../../../server/i18n/pt-BR.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';

const TAB_LABELS: Record<TabKey, string> = EVENT_LABELS.tabs;

/** How long the arrow keys rest before the address says which tab is open. */
const ADDRESS_AFTER_KEYS_MS = 300;

interface PanelProps {
  event: EventTabs_event$data;
  /** Says a confirmation in the page's live region (the Odds tab's bets and bet slip). */
  onNotice: (notice: string) => void;
}

const PANELS: Record<TabKey, (props: PanelProps) => ReactNode> = {
  summary: SummaryTab,
  odds: OddsTab,
  votes: VotesTab,
  lineups: LineupsTab,
  statistics: StatisticsTab,
  goals: GoalDistributionTab,
  standings: StandingsTab,
  h2h: HeadToHeadTab,
};

/**
 * The tabs of the event screen (SPEC §2). Each section is a nullable field of its own (DESIGN §6): this
 * fragment reads whether it loaded and whether it has anything to show (tabs.ts SHOWS), and each tab's
 * fragment reads what the tab shows.
 */
export function EventTabs({
  event,
  onNotice,
}: {
  event: EventTabs_event$key;
  onNotice: PanelProps['onNotice'];
}) {
  const sections = useFragment(
    graphql`
      fragment EventTabs_event on Event {
        sport {
          slug
        }
        incidents {
          __typename
        }
        pressureGraph {
          points {
            __typename
          }
        }
        winProbability {
          __typename
        }
        bestPlayers {
          home {
            __typename
          }
          away {
            __typename
          }
        }
        shotmap {
          __typename
        }
        odds {
          __typename
        }
        votes {
          winner {
            __typename
          }
          bothTeamsToScore {
            __typename
          }
          firstTeamToScore {
            __typename
          }
          whoShouldHaveWon {
            __typename
          }
        }
        lineups {
          home {
            __typename
          }
          away {
            __typename
          }
        }
        statistics {
          groups {
            __typename
          }
        }
        teamSeasonStatistics {
          home {
            __typename
          }
          away {
            __typename
          }
        }
        goalDistributions {
          home {
            overall {
              __typename
            }
          }
          away {
            overall {
              __typename
            }
          }
        }
        standings {
          __typename
        }
        pregameForm {
          home {
            __typename
          }
          away {
            __typename
          }
        }
        headToHead {
          teamDuel {
            __typename
          }
          managerDuel {
            __typename
          }
        }
        managers {
          __typename
        }
        ...SummaryTab_event
        ...OddsTab_event
        ...VotesTab_event
        ...LineupsTab_event
        ...StatisticsTab_event
        ...GoalDistributionTab_event
        ...StandingsTab_event
        ...HeadToHeadTab_event
      }
    `,
    event,
  );
  // The open tab is the address's (tabs.ts TAB_PARAM). Choosing one replaces the address rather than adding
  // to the history, and loads nothing: the page's query already holds every tab.
  const location = useLocation();
  const navigate = useNavigate();
  // A chosen tab shows at once, before the address says so (React Router commits a navigation as a
  // transition), for as long as the address is the one it was chosen on. A tab reached with the arrow keys
  // is written to the address once the keys rest: Safari refuses more than 100 history changes in 10 s,
  // which a held arrow key passes within seconds.
  const [chosen, setChosen] = useState<{ tab: TabKey; on: string } | null>(null);
  const addressTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(addressTimer.current), []);
  const wanted = chosen?.on === location.search ? chosen.tab : tabOfSearch(location.search);
  const hrefOf = (tab: TabKey) => location.pathname + searchWithTab(location.search, tab) + location.hash;
  const writeAddress = (tab: TabKey) =>
    void navigate(
      { search: searchWithTab(location.search, tab), hash: location.hash },
      { replace: true, preventScrollReset: true, defaultShouldRevalidate: false },
    );
  const select = (tab: TabKey, by: 'pointer' | 'keyboard') => {
    clearTimeout(addressTimer.current);
    setChosen({ tab, on: location.search });
    if (by === 'pointer') writeAddress(tab);
    else addressTimer.current = setTimeout(() => writeAddress(tab), ADDRESS_AFTER_KEYS_MS);
  };
  const tabs = availableTabs(sections, sections.sport?.slug);
  const active = chooseTab(wanted, tabs);
  if (active === null) return <p className="message">{MESSAGES.sectionUnavailable}</p>;
  const Panel = PANELS[active];
  return (
    <>
      <TabList
        label={EVENT_LABELS.tabsLabel}
        tabs={tabs}
        active={active}
        labelOf={(tab) => TAB_LABELS[tab]}
        onSelect={select}
        hrefOf={hrefOf}
        tabId={(tab) => `tab-${tab}`}
        panelId={(tab) => `panel-${tab}`}
      />
      <div
        role="tabpanel"
        id={`panel-${active}`}
        aria-labelledby={`tab-${active}`}
        // A Tab stop of its own, as the tabs pattern asks: some panels begin with no control to focus.
        tabIndex={0}
        className="tab-panel card"
      >
        <Panel event={sections} onNotice={onNotice} />
      </div>
    </>
  );
}
