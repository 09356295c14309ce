import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToSlip, clearSlip } from './bet-slip.ts';
import { BetSlipBar } from './BetSlipBar.tsx';
import { slipLeg } from '../../test/slip-fixtures.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

const FLAMENGO = slipLeg('RXZlbnQ6MQ==', 'Flamengo × Palmeiras', '1.85');
const BAHIA = slipLeg('RXZlbnQ6Mg==', 'Bahia × Vitória', '2.10');
const GREMIO = slipLeg('RXZlbnQ6Mw==', 'Grêmio × Inter', '1.50');

beforeEach(() => {
  for (const leg of [FLAMENGO, BAHIA, GREMIO]) addToSlip(leg);
});
// The slip is the browser's (localStorage), shared by every suite of this worker.
afterEach(() => clearSlip());

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
});
