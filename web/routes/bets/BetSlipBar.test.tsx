import { act, cleanup, render as renderUi, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToSlip, claimSlip, forgetSlips } from './bet-slip.ts';
import { BetSlipBar } from './BetSlipBar.tsx';
import { environmentOf, slipLeg, storedSlip } from '../../test/slip-fixtures.ts';
import { VIEWER_ID } from '../../test/render-route.tsx';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

const FLAMENGO = slipLeg('RXZlbnQ6MQ==', 'Flamengo × Palmeiras', '1.85');
const BAHIA = slipLeg('RXZlbnQ6Mg==', 'Bahia × Vitória', '2.10');
const GREMIO = slipLeg('RXZlbnQ6Mw==', 'Grêmio × Inter', '1.50');

const OTHER_USER = 'VXNlcjoy';

beforeEach(() => {
  // The signed-in user's slip.
  claimSlip(VIEWER_ID);
  for (const leg of [FLAMENGO, BAHIA, GREMIO]) addToSlip(leg);
});
// The slip is the browser's (localStorage), shared by every suite of this worker.
afterEach(() => forgetSlips());

/** Renders on a page whose store knows the viewer: the user who made the slip unless told otherwise. */
const render = (ui: ReactNode, viewer: string | null = VIEWER_ID) =>
  renderUi(<RelayEnvironmentProvider environment={environmentOf(viewer)}>{ui}</RelayEnvironmentProvider>);

const slip = () => screen.getByRole('region', { name: /^Cupom de apostas/ });
const removeOf = (eventName: string) => screen.getByRole('button', { name: L.removeLeg(eventName) });
const status = () => screen.getByRole('status');

describe('Bet slip', () => {
  it('takes the focus from a removed leg to the next one, or to the previous one from the last', async () => {
    const user = userEvent.setup();
    render(<BetSlipBar />);
    await user.click(removeOf(BAHIA.eventName));
    expect(document.activeElement).toBe(removeOf(GREMIO.eventName));
    expect(status().textContent).toBe(L.removedFromSlip(BAHIA.choiceLabel));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(removeOf(FLAMENGO.eventName));
    expect(status().textContent).toBe(L.removedFromSlip(GREMIO.choiceLabel));
  });

  it('folds its list of choices away and back, keeping its count and its actions', async () => {
    const user = userEvent.setup();
    render(<BetSlipBar />);
    const fold = within(slip()).getByRole('button', { name: L.hideSlipLegs });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await user.click(fold);
    expect(within(slip()).queryByRole('list')).toBeNull();
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(fold.textContent).toBe(L.showSlipLegs);
    expect(within(slip()).getByRole('heading').textContent).toContain(L.slipCount(3));
    expect(within(slip()).getByRole('button', { name: L.recordMultiple })).toBeTruthy();
    await user.click(fold);
    expect(within(slip()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps the emptied slip, its heading focused, until the focus moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <BetSlipBar />
        <button type="button">Depois</button>
      </>,
    );
    await user.click(removeOf(FLAMENGO.eventName));
    await user.click(removeOf(BAHIA.eventName));
    await user.click(removeOf(GREMIO.eventName));
    expect(document.activeElement).toBe(within(slip()).getByRole('heading', { name: /Cupom de apostas/ }));
    expect(slip().textContent).toContain(L.slipCount(0));
    expect(status().textContent).toBe(L.removedFromSlip(GREMIO.choiceLabel));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Depois' }));
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
  });

  it('Limpar cupom says so and leaves the focus on the emptied slip’s heading, until a click elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <BetSlipBar />
        <p>Texto da página</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: L.clearSlip }));
    expect(document.activeElement).toBe(within(slip()).getByRole('heading', { name: /Cupom de apostas/ }));
    expect(within(slip()).queryByRole('button')).toBeNull();
    expect(status().textContent).toBe(L.slipCleared);
    // A click on the page's text takes the focus to the page, to no element: the empty slip goes.
    await user.click(screen.getByText('Texto da página'));
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull());
  });

  it('speaks in the page’s live region when it is given one', async () => {
    const user = userEvent.setup();
    const notices: Array<string | null> = [];
    render(<BetSlipBar onNotice={(notice) => notices.push(notice)} />);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(removeOf(FLAMENGO.eventName));
    expect(notices).toEqual([L.removedFromSlip(FLAMENGO.choiceLabel)]);
  });

  it('is not shown to a visitor once the session ended without Sair, and is kept for that user alone', async () => {
    // The session cookie expired or was cleared: the page is read as a visitor's, with no 401. A tab left
    // showing a visitor while another signed in reads the same: neither empties the user's slip.
    const visitor = render(<BetSlipBar />, null);
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
    expect(storedSlip()?.user?.legs).toHaveLength(3);
    // What the visitor adds is the visitor's, beside the user's slip.
    act(() => void addToSlip(FLAMENGO));
    expect(slip().textContent).toContain(L.slipCount(1));
    expect(storedSlip()?.user?.legs).toHaveLength(3);
    visitor.unmount();
    // The same user signs in again: their slip is there, the visitor's choice of Flamengo in it.
    const again = render(<BetSlipBar />);
    expect(slip().textContent).toContain(L.slipCount(3));
    await waitFor(() => expect(storedSlip()?.visitor).toEqual([]));
    expect(storedSlip()?.user?.legs.map((leg) => leg.eventId)).toEqual([
      BAHIA.eventId,
      GREMIO.eventId,
      FLAMENGO.eventId,
    ]);
    again.unmount();
    // Another user signs in on this browser: nothing is left for them.
    render(<BetSlipBar />, OTHER_USER);
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
    await waitFor(() =>
      expect(storedSlip()).toEqual({ user: { viewer: OTHER_USER, legs: [] }, visitor: [] }),
    );
  });

  it("adds to the slip of the viewer the page shows, never to another tab's user's", () => {
    render(<BetSlipBar />);
    // Another tab signed another user in, whose slip is now the stored one.
    localStorage.setItem(
      'bancada.bet-slip',
      JSON.stringify({ user: { viewer: OTHER_USER, legs: [BAHIA] }, visitor: [] }),
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'bancada.bet-slip' }));
    });
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
    // This tab still shows its user: a choice added here is theirs, and joins nothing of the other's.
    act(() => void addToSlip(FLAMENGO));
    expect(storedSlip()).toEqual({ user: { viewer: VIEWER_ID, legs: [FLAMENGO] }, visitor: [] });
    expect(slip().textContent).toContain(L.slipCount(1));
  });

  it('is emptied when another user is signed in on the browser', async () => {
    render(<BetSlipBar />, OTHER_USER);
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
    await waitFor(() =>
      expect(storedSlip()).toEqual({ user: { viewer: OTHER_USER, legs: [] }, visitor: [] }),
    );
  });

  it('shows nothing while the viewer is not known, and keeps the slip for them', () => {
    // A page whose read of the viewer failed: the header shows the visitor's links, the slip waits.
    renderUi(
      <RelayEnvironmentProvider environment={environmentOf(undefined)}>
        <BetSlipBar />
      </RelayEnvironmentProvider>,
    );
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
    expect(storedSlip()?.user?.legs).toHaveLength(3);
  });

  it('goes on with the user who signs in when a visitor made it', () => {
    forgetSlips();
    claimSlip(null);
    addToSlip(FLAMENGO);
    render(<BetSlipBar />);
    expect(slip().textContent).toContain(L.slipCount(1));
  });

  it('reads the slip an earlier version stored as its viewer’s', () => {
    render(<BetSlipBar />);
    localStorage.setItem('bancada.bet-slip', JSON.stringify({ viewer: VIEWER_ID, legs: [BAHIA] }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'bancada.bet-slip' }));
    });
    expect(slip().textContent).toContain(L.slipCount(1));
    cleanup();
    render(<BetSlipBar />, OTHER_USER);
    expect(screen.queryByRole('region', { name: /^Cupom de apostas/ })).toBeNull();
  });
});
