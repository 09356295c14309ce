import { act, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { userEvent } from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { MemoryRouter } from 'react-router';
import { createOperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { RecordBetMutation } from '../../relay/__generated__/RecordBetMutation.graphql.ts';
import RecordBetModalQuery from '../../relay/__generated__/RecordBetModalQuery.graphql.ts';
import { hasPending, rejectOperation, resolveOperation } from '../../test/operations.ts';
import type { SlipLeg } from './bet-slip.ts';
import { RecordBetModal } from './RecordBetModal.tsx';
import { slipLeg } from '../../test/slip-fixtures.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

const accounts = [
  { id: 'QWNjb3VudDox', name: 'Principal', availableBalance: '100.00', bettingHouse: { name: 'Bet365' } },
  { id: 'QWNjb3VudDoy', name: 'Reserva', availableBalance: '5.00', bettingHouse: { name: 'Betano' } },
];

/** A feed event as the dialog asks for it: its status and its markets. */
const feedEvent = (
  id: string,
  status: string,
  markets: Array<{ isLive: boolean; suspended?: boolean; choices: Record<string, string> }>,
) => ({
  __typename: 'Event',
  id,
  status: { type: status },
  odds: markets.map(({ isLive, suspended = false, choices }) => ({
    isLive,
    suspended,
    marketId: 1,
    choiceGroup: null,
    choices: Object.entries(choices).map(([name, betOdds]) => ({ name, betOdds })),
  })),
});

/** The dialog over a slip of `initial` legs whose × take a leg out, as the slip bar opens it. */
function OverSlip({
  initial,
  onDone,
  onClose,
}: {
  initial: SlipLeg[];
  onDone: () => void;
  onClose: () => void;
}) {
  const [legs, setLegs] = useState(initial);
  return (
    <RecordBetModal
      legs={legs}
      onDone={onDone}
      onClose={onClose}
      onRemoveLeg={(eventId) => setLegs((current) => current.filter((leg) => leg.eventId !== eventId))}
    />
  );
}

async function open(
  legs: SlipLeg[],
  events: ReturnType<typeof feedEvent>[] = [],
  { fromSlip = false, active = accounts }: { fromSlip?: boolean; active?: typeof accounts } = {},
) {
  const environment = createMockEnvironment();
  const onDone = vi.fn();
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        {fromSlip ? (
          <OverSlip initial={legs} onDone={onDone} onClose={onClose} />
        ) : (
          <RecordBetModal legs={legs} onDone={onDone} onClose={onClose} />
        )}
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  await resolveOperation(environment, 'RecordBetModalQuery', {
    AccountConnection: () => ({ edges: active.map((node) => ({ node })) }),
    Query: () => ({ nodes: events }),
  });
  const dialog = await screen.findByRole('dialog');
  return { environment, onDone, onClose, user, dialog };
}

const output = (dialog: HTMLElement, label: RegExp) =>
  within(dialog).getByText(label).querySelector('output')?.textContent;

describe('Registrar aposta', () => {
  it('prefills the feed’s odds in pt-BR, shows the account’s available money and the exact return', async () => {
    const { environment, onDone, user, dialog } = await open([
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85'),
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Registrar aposta' })).toBeTruthy();
    expect(within(dialog).getByText('Flamengo × Palmeiras')).toBeTruthy();
    const odds = within(dialog).getByLabelText<HTMLInputElement>('Odds de Flamengo');
    expect(odds.value).toBe('1,85');
    await user.selectOptions(within(dialog).getByLabelText('Conta (casa de apostas)'), 'QWNjb3VudDox');
    expect(output(dialog, /Disponível para apostar/)).toBe('R$\u00a0100,00');
    await user.type(within(dialog).getByLabelText('Valor apostado'), '1000');
    expect(output(dialog, /Retorno possível/)).toBe('R$\u00a018,50');
    // The odds are the user's to change, with a comma.
    await user.clear(odds);
    await user.type(odds, '1,9');
    expect(output(dialog, /Retorno possível/)).toBe('R$\u00a019,00');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar aposta' }));
    const variables = await resolveOperation<RecordBetMutation>(environment, 'RecordBetMutation', {
      RecordBetPayload: () => ({ errors: [] }),
    });
    expect(variables.input).toMatchObject({
      accountId: 'QWNjb3VudDox',
      stake: '10.00',
      legs: [{ eventId: 'RXZlbnQ6Nw==', marketId: 1, line: null, choice: '1', odds: '1.90' }],
    });
    expect(variables.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Aposta de R$\u00a010,00 registrada em Principal.'),
    );
  });

  it('keeps the dialog open with the server’s pt-BR refusal and what was typed', async () => {
    const { environment, onDone, user, dialog } = await open([
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85'),
    ]);
    await user.selectOptions(within(dialog).getByLabelText('Conta (casa de apostas)'), 'QWNjb3VudDox');
    await user.type(within(dialog).getByLabelText('Valor apostado'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar aposta' }));
    await resolveOperation(environment, 'RecordBetMutation', {
      RecordBetPayload: () => ({
        errors: [{ code: 'BAD_USER_INPUT', message: 'Este evento já terminou, foi adiado ou cancelado.' }],
      }),
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Este evento já terminou, foi adiado ou cancelado.',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Valor apostado').value).toBe('5,00');
    expect(onDone).not.toHaveBeenCalled();
    // What was refused may have moved since the dialog read it: it reads the server's figures again (money
    // taken out on another device, here), and shows them.
    await resolveOperation(environment, 'RecordBetModalQuery', {
      AccountConnection: () => ({
        edges: [{ node: { ...accounts[0], availableBalance: '3.00' } }, { node: accounts[1] }],
      }),
      Query: () => ({ nodes: [] }),
    });
    await waitFor(() => expect(output(dialog, /Disponível para apostar/)).toBe('R$ 3,00'));
  });

  it('refuses before sending: no account, odds at 1,00 or below, a stake above what is available', async () => {
    const { environment, user, dialog } = await open([slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', null)]);
    const submit = within(dialog).getByRole('button', { name: 'Registrar aposta' });
    await user.click(submit);
    const noAccount = within(dialog).getByRole('alert');
    expect(noAccount.textContent).toBe('Escolha a conta da aposta.');
    // The field to fix: focused, marked invalid and described by the message.
    const accountField = within(dialog).getByLabelText('Conta (casa de apostas)');
    expect(document.activeElement).toBe(accountField);
    expect(accountField.getAttribute('aria-invalid')).toBe('true');
    expect(accountField.getAttribute('aria-describedby')).toBe(noAccount.id);
    await user.selectOptions(within(dialog).getByLabelText('Conta (casa de apostas)'), 'QWNjb3VudDoy');
    const odds = within(dialog).getByLabelText('Odds de Flamengo');
    await user.type(odds, '1,00');
    await user.click(submit);
    // Said once, under the field, which takes the focus and is read with it; nothing above the form.
    expect(document.activeElement).toBe(odds);
    expect(odds.getAttribute('aria-invalid')).toBe('true');
    const said = document.getElementById(odds.getAttribute('aria-describedby')!.split(' ')[0]);
    expect(said?.textContent).toMatch(/^Informe odds decimais maiores que 1,00/);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getAllByText(/^Informe odds decimais maiores que 1,00/)).toHaveLength(1);
    await user.clear(odds);
    await user.type(odds, '2');
    expect(odds.hasAttribute('aria-invalid')).toBe(false);
    const stake = within(dialog).getByLabelText('Valor apostado');
    await user.type(stake, '600');
    // Said once, under the field, as it appears; the field is marked invalid and takes the focus on submit.
    const warnings = within(dialog).getAllByRole('alert');
    expect(warnings.map((alert) => alert.textContent)).toEqual([
      'O valor passa do disponível na conta (R$\u00a05,00).',
    ]);
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    // No return is promised for a stake the account cannot cover.
    expect(output(dialog, /Retorno possível/)).toBe('N/A');
    await user.click(submit);
    expect(document.activeElement).toBe(stake);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(hasPending(environment, 'RecordBetMutation')).toBe(false);
  });

  it('records a multiple: combined odds and one return from the product of every leg', async () => {
    const { environment, user, dialog } = await open([
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85'),
      slipLeg('RXZlbnQ6OA==', 'Santos × Grêmio', '2.10'),
    ]);
    expect(within(dialog).getByRole('heading', { name: 'Registrar acumulada' })).toBeTruthy();
    // 1,85 × 2,10 = 3,885, shown with two decimals (SPEC §9); the return uses the exact product.
    expect(output(dialog, /Odds combinadas/)).toBe('3,89');
    await user.selectOptions(within(dialog).getByLabelText('Conta (casa de apostas)'), 'QWNjb3VudDox');
    await user.type(within(dialog).getByLabelText('Valor apostado'), '1000');
    expect(output(dialog, /Retorno possível/)).toBe('R$\u00a038,85');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar acumulada' }));
    const variables = await resolveOperation<RecordBetMutation>(environment, 'RecordBetMutation', {
      RecordBetPayload: () => ({ errors: [] }),
    });
    expect(variables.input.legs.map((l) => [l.eventId, l.odds])).toEqual([
      ['RXZlbnQ6Nw==', '1.85'],
      ['RXZlbnQ6OA==', '2.10'],
    ]);
  });

  it('prefills each leg’s price on offer now, says what moved since it was taken, and keeps odds typed', async () => {
    const legs = [
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.62'),
      slipLeg('RXZlbnQ6OA==', 'Santos × Grêmio', '2.10'),
      slipLeg('RXZlbnQ6OQ==', 'Bahia × Vitória', '3.00'),
    ];
    const events = [
      feedEvent('RXZlbnQ6Nw==', 'INPROGRESS', [
        { isLive: false, choices: { '1': '1.62' } },
        // 4/6 as a bet records it: shown 1,67 elsewhere, prefilled with the four decimals recorded.
        { isLive: true, choices: { '1': '1.6667' } },
      ]),
      feedEvent('RXZlbnQ6OA==', 'NOTSTARTED', [{ isLive: false, suspended: true, choices: { '1': '2.10' } }]),
      // Taken before the start: once the match is on, the pre-match price is no longer offered.
      feedEvent('RXZlbnQ6OQ==', 'INPROGRESS', [{ isLive: false, choices: { '1': '3.00' } }]),
    ];
    const { environment, user, dialog } = await open(legs, events);
    const flamengo = within(dialog).getByLabelText<HTMLInputElement>('Odds de Flamengo');
    expect(flamengo.value).toBe('1,6667');
    expect(flamengo.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(flamengo.getAttribute('aria-describedby')?.split(' ')[0]).toBe(
      within(dialog).getByText(L.oddsChanged('1,62', '1,67')).id,
    );
    // A suspended market and a choice no longer open keep the price they were taken at, and say why.
    const santos = within(dialog).getByLabelText<HTMLInputElement>('Odds de Santos');
    expect(santos.value).toBe('2,10');
    expect(santos.getAttribute('aria-describedby')).toContain(within(dialog).getByText(L.marketSuspended).id);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Odds de Bahia').value).toBe('3,00');
    expect(within(dialog).getByText(L.choiceClosed)).toBeTruthy();

    // The user's own odds for Santos stay; Flamengo's, untouched, follow the price as it moves again.
    await user.clear(santos);
    await user.type(santos, '2,2');
    const moved = [
      feedEvent('RXZlbnQ6Nw==', 'INPROGRESS', [{ isLive: true, choices: { '1': '1.70' } }]),
      feedEvent('RXZlbnQ6OA==', 'NOTSTARTED', [{ isLive: false, choices: { '1': '2.40' } }]),
      events[2],
    ];
    const operation = createOperationDescriptor(RecordBetModalQuery, {
      eventIds: legs.map((leg) => leg.eventId),
    });
    await act(async () => {
      environment.commitPayload(
        operation,
        MockPayloadGenerator.generate(operation, { Query: () => ({ nodes: moved }) }).data!,
      );
    });
    expect(flamengo.value).toBe('1,70');
    expect(within(dialog).getByText(L.oddsChanged('1,62', '1,70'))).toBeTruthy();
    expect(santos.value).toBe('2,2');
    // The figures that follow the prices are not live regions: they would be read out at every move.
    expect(dialog.querySelectorAll('output:not([aria-live="off"])')).toHaveLength(0);
    // Odds the user typed are the ones recorded: how the price moved is no longer said beside them.
    expect(within(dialog).queryByText(L.oddsChanged('2,10', '2,40'))).toBeNull();
    expect(santos.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
  });

  it('asks the user to look again at a price that moved just before the bet was sent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const legs = [slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.62')];
      const live = (price: string) => [
        feedEvent('RXZlbnQ6Nw==', 'INPROGRESS', [{ isLive: true, choices: { '1': price } }]),
      ];
      const { environment, user, dialog } = await open(legs, live('1.62'));
      await user.selectOptions(within(dialog).getByLabelText('Conta (casa de apostas)'), 'QWNjb3VudDox');
      await user.type(within(dialog).getByLabelText('Valor apostado'), '1000');
      const operation = createOperationDescriptor(RecordBetModalQuery, { eventIds: [legs[0].eventId] });
      await act(async () => {
        environment.commitPayload(
          operation,
          MockPayloadGenerator.generate(operation, {
            AccountConnection: () => ({ edges: accounts.map((node) => ({ node })) }),
            Query: () => ({ nodes: live('1.70') }),
          }).data!,
        );
      });
      const odds = within(dialog).getByLabelText<HTMLInputElement>('Odds de Flamengo');
      expect(odds.value).toBe('1,70');
      await user.click(within(dialog).getByRole('button', { name: 'Registrar aposta' }));
      const refusal = within(dialog).getByRole('alert');
      expect(refusal.textContent).toBe(L.oddsJustMoved);
      expect(document.activeElement).toBe(odds);
      // The field is marked and described by the refusal, beside what says how its price moved.
      expect(odds.getAttribute('aria-invalid')).toBe('true');
      expect(odds.getAttribute('aria-describedby')?.split(' ')[0]).toBe(refusal.id);
      expect(hasPending(environment, 'RecordBetMutation')).toBe(false);
      // Two seconds on, the price the field shows is the one the user sends.
      vi.setSystemTime(Date.now() + 2000);
      await user.click(within(dialog).getByRole('button', { name: 'Registrar aposta' }));
      const variables = await resolveOperation<RecordBetMutation>(environment, 'RecordBetMutation', {
        RecordBetPayload: () => ({ errors: [] }),
      });
      expect(variables.input.legs[0].odds).toBe('1.70');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands the focus of a leg taken out to the next one, and of invalid odds to their field', async () => {
    const legs = [
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.62'),
      slipLeg('RXZlbnQ6OA==', 'Santos × Grêmio', '2.10'),
      slipLeg('RXZlbnQ6OQ==', 'Bahia × Vitória', '3.00'),
    ];
    const { user, dialog } = await open(legs, [], { fromSlip: true });
    const removeOf = (event: string) => within(dialog).queryByRole('button', { name: L.removeLeg(event) });
    await user.click(removeOf('Santos × Grêmio')!);
    expect(document.activeElement).toBe(removeOf('Bahia × Vitória'));
    await user.keyboard('{Enter}');
    // One leg left, which cannot be taken out: its odds field.
    expect(removeOf('Flamengo × Palmeiras')).toBeNull();
    const flamengo = within(dialog).getByLabelText<HTMLInputElement>('Odds de Flamengo');
    expect(document.activeElement).toBe(flamengo);
    // Odds that cannot be read: their field takes the focus when the form is sent.
    await user.selectOptions(within(dialog).getByLabelText(L.account), 'QWNjb3VudDox');
    await user.clear(flamengo);
    await user.type(flamengo, 'abc');
    await user.click(within(dialog).getByRole('button', { name: L.record }));
    expect(document.activeElement).toBe(flamengo);
  });

  it('takes a refusal away with the leg taken out: it was about the legs as they were sent', async () => {
    const legs = [
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.62'),
      slipLeg('RXZlbnQ6OA==', 'Santos × Grêmio', '2.10'),
    ];
    const { user, dialog } = await open(legs, [], { fromSlip: true });
    await user.selectOptions(within(dialog).getByLabelText(L.account), 'QWNjb3VudDox');
    await user.click(within(dialog).getByRole('button', { name: L.recordMultiple }));
    expect(within(dialog).getByRole('alert').textContent).toBe(L.stakePositive);
    await user.click(within(dialog).getByRole('button', { name: L.removeLeg('Santos × Grêmio') }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the account field when an answer brings accounts where the one before had none', async () => {
    const legs = [slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85')];
    // The store's answer first (no active account yet), then the server's with the account just opened.
    const { environment, dialog } = await open(legs, [], { active: [] });
    expect(within(dialog).getByText(L.noActiveAccounts)).toBeTruthy();
    const operation = createOperationDescriptor(RecordBetModalQuery, { eventIds: [legs[0].eventId] });
    await act(async () => {
      environment.commitPayload(
        operation,
        MockPayloadGenerator.generate(operation, {
          AccountConnection: () => ({ edges: accounts.map((node) => ({ node })) }),
          Query: () => ({ nodes: [] }),
        }).data!,
      );
    });
    expect(within(dialog).getByLabelText(L.account)).toBeTruthy();
    expect(within(dialog).queryByText(L.noActiveAccounts)).toBeNull();
  });

  it('sends a bet that got no answer again with its key: it may have been recorded', async () => {
    const { environment, user, dialog } = await open([
      slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85'),
    ]);
    await user.selectOptions(within(dialog).getByLabelText(L.account), 'QWNjb3VudDox');
    await user.type(within(dialog).getByLabelText('Valor apostado'), '1000');
    await user.click(within(dialog).getByRole('button', { name: L.record }));
    const first = await rejectOperation<RecordBetMutation>(environment, 'RecordBetMutation');
    expect(await within(dialog).findByText(L.recordFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: L.record }));
    const again = await rejectOperation<RecordBetMutation>(environment, 'RecordBetMutation');
    expect(again.input).toEqual(first.input);
    // Another stake is another bet.
    await user.type(within(dialog).getByLabelText('Valor apostado'), '0');
    await user.click(within(dialog).getByRole('button', { name: L.record }));
    const other = await rejectOperation<RecordBetMutation>(environment, 'RecordBetMutation');
    expect(other.input.stake).toBe('100.00');
    expect(other.input.idempotencyKey).not.toBe(first.input.idempotencyKey);
  });
});
