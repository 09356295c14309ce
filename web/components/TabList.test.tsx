import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TabList } from './TabList.tsx';

const TABS = ['resumo', 'odds', 'votos'] as const;
type Tab = (typeof TABS)[number];

function Tabs({ hrefOf }: { hrefOf?: (tab: Tab) => string }) {
  const [active, setActive] = useState<Tab>('resumo');
  return (
    <>
      <button type="button">antes</button>
      <TabList
        label="Informações"
        tabs={TABS}
        active={active}
        labelOf={(tab) => tab.toUpperCase()}
        onSelect={setActive}
        tabId={(tab) => `tab-${tab}`}
        panelId={(tab) => `panel-${tab}`}
        hrefOf={hrefOf}
      />
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} tabIndex={0}>
        {active}
      </div>
    </>
  );
}

describe('TabList', () => {
  it('is one Tab stop; arrows move and select, wrapping; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    const selected = () => screen.getByRole('tab', { selected: true });
    await user.click(screen.getByRole('button', { name: 'antes' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'RESUMO' }));
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(selected());
    expect(selected().textContent).toBe('ODDS');
    expect(screen.getByRole('tabpanel', { name: 'ODDS' }).textContent).toBe('odds');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    // Only the selected tab controls a panel: the others' panels are not rendered.
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-controls'))).toEqual([
      null,
      'panel-odds',
      null,
    ]);
    await user.keyboard('{End}');
    expect(selected().textContent).toBe('VOTOS');
    await user.keyboard('{ArrowRight}');
    expect(selected().textContent).toBe('RESUMO');
    await user.keyboard('{ArrowLeft}');
    expect(selected().textContent).toBe('VOTOS');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'RESUMO' }));
    // Tab leaves the row for the panel, not for the next tab.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('brings the tab the keyboard reaches whole into the row’s view (a row that scrolls on a phone)', async () => {
    const user = userEvent.setup();
    const scrolled: Array<[string | null, unknown]> = [];
    const spy = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
      options,
    ) {
      scrolled.push([this.textContent, options]);
    });
    try {
      render(<Tabs />);
      await user.click(screen.getByRole('button', { name: 'antes' }));
      await user.tab();
      await user.keyboard('{End}');
      expect(scrolled).toEqual([
        ['RESUMO', { block: 'nearest', inline: 'nearest' }],
        ['VOTOS', { block: 'nearest', inline: 'nearest' }],
      ]);
    } finally {
      spy.mockRestore();
    }
  });

  it('as links: a click selects in place, a click for a new tab is left to the browser', async () => {
    const user = userEvent.setup();
    render(<Tabs hrefOf={(tab) => `/evento?aba=${tab}`} />);
    const odds = screen.getByRole('tab', { name: 'ODDS' });
    expect(odds.tagName).toBe('A');
    expect(odds.getAttribute('href')).toBe('/evento?aba=odds');
    const followed: boolean[] = [];
    const record = (event: MouseEvent) => followed.push(!event.defaultPrevented);
    document.addEventListener('click', record);
    await user.click(odds);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('ODDS');
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('tab', { name: 'VOTOS' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', record);
    // The plain click stayed on the page; the Ctrl-click went on to the browser, and selected nothing here.
    expect(followed).toEqual([false, true]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('ODDS');

    // The keys work on links as on buttons; Space does not scroll the page.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { selected: true }));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('VOTOS');
    const spaces: boolean[] = [];
    const recordSpace = (event: KeyboardEvent) => event.key === ' ' && spaces.push(event.defaultPrevented);
    document.addEventListener('keydown', recordSpace);
    await user.keyboard(' ');
    document.removeEventListener('keydown', recordSpace);
    expect(spaces).toEqual([true]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('VOTOS');
  });
});
