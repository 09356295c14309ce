import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BETS_LABELS } from '../../../server/i18n/screens/bets.ts';
import { resolveOperation } from '../../test/operations.ts';
import { forgetSlips, useBetSlip } from './bet-slip.ts';
import { NewBetModal } from './NewBetModal.tsx';
import { VIEWER_ID } from '../../test/render-route.tsx';
import { environmentOf } from '../../test/slip-fixtures.ts';

afterEach(() => forgetSlips());

function SlipProbe() {
  const legs = useBetSlip();
  return <output data-testid="slip">{JSON.stringify(legs)}</output>;
}

describe('Nova aposta', () => {
  it("lists each event with its kick-off in São Paulo time, as the agenda writes it ('Hoje 16:00')", async () => {
    // Only Date is faked: user-event and Relay keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    // 17:00 in São Paulo (UTC−3).
    vi.setSystemTime(new Date('2026-11-27T20:00:00Z'));
    try {
      const environment = createMockEnvironment();
      render(
        <RelayEnvironmentProvider environment={environment}>
          <NewBetModal onClose={() => {}} onDone={() => {}} />
        </RelayEnvironmentProvider>,
      );
      const node = (id: string, home: string, away: string, startTime: string, type: string) => ({
        node: { id, homeTeam: { name: home }, awayTeam: { name: away }, startTime, status: { type } },
      });
      await resolveOperation(environment, 'NewBetModalEventsQuery', {
        SportScheduledEventsConnection: () => ({
          edges: [
            node('RXZlbnQ6MQ==', 'Flamengo', 'Palmeiras', '2026-11-27T19:00:00Z', 'INPROGRESS'),
            // 01:00 UTC of the 28th is still the 27th in São Paulo.
            node('RXZlbnQ6Mg==', 'Bahia', 'Vitória', '2026-11-28T01:00:00Z', 'NOTSTARTED'),
            node('RXZlbnQ6Mw==', 'Grêmio', 'Inter', '2026-11-28T12:30:00Z', 'NOTSTARTED'),
          ],
        }),
      });
      const events = await within(screen.getByRole('dialog', { name: 'Nova aposta' })).findByLabelText(
        'Evento',
      );
      expect(
        within(events)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Selecione...',
        'Hoje 16:00 — Flamengo × Palmeiras (ao vivo)',
        'Hoje 22:00 — Bahia × Vitória',
        'Amanhã 09:30 — Grêmio × Inter',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('marks the event field when adding without one: invalid, described by the message and focused', async () => {
    const environment = createMockEnvironment();
    const user = userEvent.setup();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <NewBetModal onClose={() => {}} onDone={() => {}} />
      </RelayEnvironmentProvider>,
    );
    await resolveOperation(environment, 'NewBetModalEventsQuery', {
      SportScheduledEventsConnection: () => ({
        edges: [{ node: { id: 'RXZlbnQ6OA==', status: { type: 'NOTSTARTED' } } }],
      }),
    });
    const dialog = screen.getByRole('dialog', { name: BETS_LABELS.recordNew });
    const field = await within(dialog).findByLabelText(BETS_LABELS.event);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-required')).toBe('true');
    // Focused once marked, so that a screen reader reads the field with its error.
    let invalidWhenFocused: string | null = null;
    field.addEventListener('focus', () => (invalidWhenFocused = field.getAttribute('aria-invalid')));
    await user.click(within(dialog).getByRole('button', { name: BETS_LABELS.addToSlipShort }));
    const missing = within(dialog).getByRole('alert');
    expect(missing.textContent).toBe(BETS_LABELS.chooseEvent);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(missing.id);
    expect(document.activeElement).toBe(field);
    expect(invalidWhenFocused).toBe('true');
    // Choosing an event clears the mark; going back to none does not bring the message back before a submit.
    await user.selectOptions(field, 'RXZlbnQ6OA==');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
    await user.selectOptions(field, '');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('puts a choice of an event in play, at its live price, into the bet slip', async () => {
    // Signed in: the slip is the viewer's (bet-slip.ts).
    const environment = environmentOf(VIEWER_ID);
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <NewBetModal onClose={() => {}} onDone={onDone} />
        <SlipProbe />
      </RelayEnvironmentProvider>,
    );
    const variables = await resolveOperation(environment, 'NewBetModalEventsQuery', {
      SportScheduledEventsConnection: () => ({
        edges: [
          {
            node: {
              id: 'RXZlbnQ6Nw==',
              homeTeam: { name: 'Flamengo' },
              awayTeam: { name: 'Palmeiras' },
              status: { type: 'INPROGRESS' },
            },
          },
        ],
      }),
    });
    expect(variables).toEqual({ slug: 'football', status: ['NOTSTARTED', 'INPROGRESS'] });
    const dialog = screen.getByRole('dialog', { name: 'Nova aposta' });
    // Adding before an event is chosen says what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao cupom' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Escolha o evento.');
    // The field to choose takes the focus.
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Evento'));
    await user.selectOptions(await within(dialog).findByLabelText('Evento'), 'RXZlbnQ6Nw==');
    // The feed's 10/3 is 4.33 on screen and 4.3333 as a bet records it.
    const choice = (name: string, namePt: string, decimalValue: string, betOdds = decimalValue) => ({
      name,
      namePt,
      decimalValue,
      betOdds,
    });
    await resolveOperation(environment, 'NewBetModalEventQuery', {
      Event: () => ({
        id: 'RXZlbnQ6Nw==',
        homeTeam: { name: 'Flamengo' },
        awayTeam: { name: 'Palmeiras' },
        status: { type: 'INPROGRESS' },
        odds: [
          {
            isLive: true,
            suspended: false,
            marketId: 1,
            marketNamePt: 'Resultado final',
            linePt: null,
            choiceGroup: null,
            choices: [
              choice('1', 'Flamengo', '1.50'),
              choice('X', 'Empate', '4.33', '4.3333'),
              choice('2', 'Palmeiras', '7.00'),
            ],
          },
          // The pre-match prices are history once the match is on: not offered.
          {
            isLive: false,
            suspended: false,
            marketId: 1,
            marketNamePt: 'Resultado final (pré-jogo)',
            linePt: null,
            choiceGroup: null,
            choices: [choice('1', 'Flamengo', '2.70')],
          },
        ],
      }),
    });
    const market = await within(dialog).findByLabelText('Mercado');
    expect(
      within(market)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Selecione...', 'Resultado final']);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao cupom' }));
    const missing = within(dialog).getByRole('alert');
    expect(missing.textContent).toBe('Escolha o mercado e a opção.');
    // The first field left to choose: focused, marked invalid and described by the message.
    expect(document.activeElement).toBe(market);
    expect(market.getAttribute('aria-invalid')).toBe('true');
    expect(market.getAttribute('aria-describedby')).toBe(missing.id);
    await user.selectOptions(market, '0');
    await user.selectOptions(within(dialog).getByLabelText('Escolha'), 'Empate — 4,33');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar ao cupom' }));
    expect(onDone).toHaveBeenCalledWith('Seleção adicionada ao cupom: Empate.');
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('slip').textContent ?? '[]')).toEqual([
        {
          eventId: 'RXZlbnQ6Nw==',
          eventName: 'Flamengo × Palmeiras',
          marketId: 1,
          marketLabel: 'Resultado final',
          line: null,
          choice: 'X',
          choiceLabel: 'Empate',
          odds: '4.3333',
        },
      ]),
    );
  });
});
