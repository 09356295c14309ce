import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import fc from 'fast-check';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';
import { MoneyInput } from './MoneyInput.tsx';
import { centsToInputText, MAX_INPUT_CENTS } from '../format/money-input.ts';

/** A form with one money input that reports the amount it submits. */
function Form({ onSubmit }: { onSubmit: (cents: bigint) => void }) {
  const [cents, setCents] = useState(0n);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(cents);
      }}
    >
      <MoneyInput label="Valor" cents={cents} onChange={setCents} />
      <button type="submit">Enviar</button>
    </form>
  );
}

function setup() {
  const submitted: bigint[] = [];
  const user = userEvent.setup({ delay: null });
  const view = render(<Form onSubmit={(cents) => submitted.push(cents)} />);
  const input = screen.getByLabelText<HTMLInputElement>('Valor');
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    return submitted.at(-1);
  };
  return { user, input, submit, view };
}

/** What the input shows, read back as cents: its digits. */
const shownCents = (input: HTMLInputElement) => BigInt(input.value.replace(/\D/g, ''));

/** An amount written as people paste it, with the cents it stands for. */
const pastedAmount = fc.bigInt({ min: 0n, max: MAX_INPUT_CENTS }).chain((cents) =>
  fc
    .constantFrom(
      (c: bigint) => centsToInputText(c),
      (c: bigint) => `R$ ${centsToInputText(c)}`,
      (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`,
      (c: bigint) => `${c / 100n},${String(c % 100n).padStart(2, '0')}`,
      (c: bigint) => `R$ ${c / 100n}`,
    )
    .map((write) => {
      // "R$ 10" has no cents: the amount it stands for is whole reais.
      const written = write(cents);
      const meant = written.startsWith('R$ ') && !/[.,]/.test(written) ? (cents / 100n) * 100n : cents;
      return { text: written, cents: meant };
    }),
);

type Action =
  | { kind: 'caret'; at: number }
  | { kind: 'selectAll' }
  | { kind: 'type'; keys: string }
  | { kind: 'backspace' }
  | { kind: 'delete' }
  | { kind: 'paste'; text: string; cents: bigint | null };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('caret' as const), at: fc.nat({ max: 20 }) }),
  fc.constant({ kind: 'selectAll' as const }),
  fc.record({ kind: fc.constant('type' as const), keys: fc.stringMatching(/^[0-9a,.\- ]{1,6}$/) }),
  fc.constant({ kind: 'backspace' as const }),
  fc.constant({ kind: 'delete' as const }),
  pastedAmount.map(({ text, cents }) => ({ kind: 'paste' as const, text, cents })),
  // Text with a letter in it is never an amount: refused, the amount unchanged.
  fc.stringMatching(/^[0-9.,]{0,4}[a-zR][0-9.,]{0,4}$/).map((text) => ({
    kind: 'paste' as const,
    text,
    cents: null,
  })),
);

/**
 * The model the input must follow (SPEC §5): digits enter from the right wherever the caret is, a deletion
 * drops the last digit, a selected text is replaced, a paste is the amount it writes or changes nothing.
 */
function expected(cents: bigint, step: Action, wholeSelected: boolean): bigint {
  switch (step.kind) {
    case 'type': {
      const digits = step.keys.replace(/\D/g, '');
      if (digits === '') return cents;
      let next = wholeSelected ? 0n : cents;
      for (const digit of digits) {
        const pushed = next * 10n + BigInt(digit);
        // A digit past the maximum is refused, the amount kept (said under the field).
        if (pushed <= MAX_INPUT_CENTS) next = pushed;
      }
      return next;
    }
    case 'backspace':
    case 'delete':
      return wholeSelected ? 0n : cents / 10n;
    case 'paste':
      return step.cents ?? cents;
    default:
      return cents;
  }
}

describe('MoneyInput', () => {
  it('says a required amount to assistive technology, and nothing of one that is not', () => {
    render(
      <>
        <MoneyInput label={COMMON_LABELS.value} cents={0n} onChange={() => {}} required />
        <MoneyInput label={COMMON_LABELS.available} cents={0n} onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText(COMMON_LABELS.value).getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText(COMMON_LABELS.value).hasAttribute('required')).toBe(false);
    expect(screen.getByLabelText(COMMON_LABELS.available).hasAttribute('aria-required')).toBe(false);
  });

  it('submits the amount it shows, whatever the caret, keys and pastes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 10 }), async (steps) => {
        const { user, input, submit, view } = setup();
        try {
          await user.click(input);
          let cents = 0n;
          for (const step of steps) {
            const wholeSelected =
              input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
            if (step.kind === 'caret') {
              const at = Math.min(step.at, input.value.length);
              input.setSelectionRange(at, at);
            } else if (step.kind === 'selectAll') {
              input.setSelectionRange(0, input.value.length);
            } else if (step.kind === 'type') {
              await user.keyboard(step.keys.replace(/[{[]/g, '$&$&'));
            } else if (step.kind === 'backspace') {
              await user.keyboard('{Backspace}');
            } else if (step.kind === 'delete') {
              await user.keyboard('{Delete}');
            } else {
              await user.paste(step.text);
            }
            cents = expected(cents, step, wholeSelected);
            expect(input.value).toBe(centsToInputText(cents));
            if (step.kind === 'paste') expect(screen.queryByRole('alert') !== null).toBe(step.cents === null);
          }
          const sent = await submit();
          expect(sent).toBe(cents);
          expect(sent).toBe(shownCents(input));
        } finally {
          view.unmount();
        }
      }),
      { numRuns: 60 },
    );
  });

  it('types over a selected amount with the digits it already holds, then goes on', async () => {
    // fast-check's counterexample: the first digit left the amount as it was, so nothing rendered and the
    // selection stayed; the next digit replaced the amount again (0,00 instead of 0,80).
    const { user, input, submit } = setup();
    await user.click(input);
    await user.keyboard('8');
    input.setSelectionRange(0, input.value.length);
    await user.keyboard('80');
    expect(input.value).toBe('0,80');
    expect(await submit()).toBe(80n);
  });

  it('keeps a selection over a key it ignores, so the next digit still replaces the amount', async () => {
    // fast-check's counterexample: a comma typed over the selected "0,01", then a 0, is R$ 0,00.
    const { user, input, submit } = setup();
    await user.click(input);
    await user.paste('0,01');
    input.setSelectionRange(0, input.value.length);
    await user.keyboard(',0');
    expect(input.value).toBe('0,00');
    expect(await submit()).toBe(0n);
  });

  it('says how amounts are typed when a comma, dot or letter is left out, until the next digit', async () => {
    const { user, input, submit } = setup();
    await user.click(input);
    await user.keyboard('1.5');
    expect(input.value).toBe('0,15');
    // The dot was left out: the field says why, without marking the amount invalid.
    await user.keyboard('00');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard(',');
    expect(screen.getByRole('alert').textContent).toBe(
      'Digite só os números: os dois últimos são os centavos.',
    );
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await user.keyboard('0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await submit()).toBe(15000n);
  });

  it('reads 123456 typed before "0,00" as R$ 1.234,56', async () => {
    const { user, input, submit } = setup();
    await user.click(input);
    input.setSelectionRange(0, 0);
    await user.keyboard('123456');
    expect(input.value).toBe('1.234,56');
    expect(await submit()).toBe(123456n);
  });

  it('refuses a paste it cannot read, says so, and keeps the amount', async () => {
    const { user, input, submit } = setup();
    await user.click(input);
    await user.keyboard('500');
    await user.paste('dez reais');
    expect(input.value).toBe('5,00');
    expect(screen.getByRole('alert').textContent).toBe(
      'Não foi possível ler o valor colado. Use um formato como 1.234,56 ou R$ 10.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.paste('R$ 10');
    expect(input.value).toBe('10,00');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await submit()).toBe(1000n);
  });

  it('refuses a typed digit past the maximum, says so, and keeps the amount', async () => {
    const { user, input, submit } = setup();
    await user.click(input);
    await user.keyboard('1234567890');
    expect(input.value).toBe('12.345.678,90');
    await user.keyboard('12');
    expect(input.value).toBe('123.456.789,01');
    expect(screen.getByRole('alert').textContent).toBe('O valor máximo é R$\u00a0999.999.999,99.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('12.345.678,90');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await submit()).toBe(1234567890n);
  });
});
