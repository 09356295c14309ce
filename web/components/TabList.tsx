import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { revealFocused } from './reveal-focused.ts';

export interface TabListProps<Key extends string> {
  /** The list's accessible name. */
  label: string;
  tabs: readonly Key[];
  active: Key;
  labelOf: (tab: Key) => string;
  /** A tab was chosen: by a click or tap, or by moving along the row with the keyboard. */
  onSelect: (tab: Key, by: 'pointer' | 'keyboard') => void;
  /** Ids of a tab and of its panel, which the page renders with role="tabpanel". */
  tabId: (tab: Key) => string;
  panelId: (tab: Key) => string;
  /**
   * The address of each tab, where the open tab is part of the page's address: the tabs are then links, which
   * work before the page's script has started and open in a new tab as links do.
   */
  hrefOf?: (tab: Key) => string;
}

/** Whether a click on a link asks for something else than following it here (a new tab or window, a download). */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The tab a key moves to from `index` among `count` tabs (WAI-ARIA tabs: arrows wrap, Home, End); else null. */
export function tabAfterKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A row of tabs as the WAI-ARIA tabs pattern has it: one Tab stop (the selected tab, roving tabindex), the
 * arrow keys move along the row and wrap, Home and End go to the ends, and moving selects (the panels are
 * already loaded, so showing one costs nothing).
 */
export function TabList<Key extends string>(props: TabListProps<Key>) {
  const { tabs, active } = props;
  const elements = useRef(new Map<Key, HTMLElement>());
  const onKeyDown = (event: KeyboardEvent) => {
    // The focused tab is already the selected one; on a link, Space would scroll the page instead.
    if (event.key === ' ' && props.hrefOf) {
      event.preventDefault();
      return;
    }
    const next = tabAfterKey(event.key, tabs.indexOf(active), tabs.length);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab === undefined) return;
    props.onSelect(tab, 'keyboard');
    elements.current.get(tab)?.focus();
  };
  return (
    <div
      className="tabs"
      role="tablist"
      aria-label={props.label}
      onKeyDown={onKeyDown}
      onFocus={revealFocused}
    >
      {tabs.map((tab) => {
        const common = {
          ref: (element: HTMLElement | null) => {
            if (element) elements.current.set(tab, element);
            else elements.current.delete(tab);
          },
          role: 'tab',
          id: props.tabId(tab),
          'aria-selected': tab === active,
          // Only the selected tab's panel is rendered: the others would name an element that does not exist.
          'aria-controls': tab === active ? props.panelId(tab) : undefined,
          tabIndex: tab === active ? 0 : -1,
          className: 'tab',
        };
        return props.hrefOf ? (
          <a
            key={tab}
            {...common}
            href={props.hrefOf(tab)}
            onClick={(event) => {
              if (opensElsewhere(event)) return;
              event.preventDefault();
              props.onSelect(tab, 'pointer');
            }}
          >
            {props.labelOf(tab)}
          </a>
        ) : (
          <button key={tab} {...common} type="button" onClick={() => props.onSelect(tab, 'pointer')}>
            {props.labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
