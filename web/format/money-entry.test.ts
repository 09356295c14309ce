import { describe, expect, it } from 'vitest';
import { applyMoneyEdit, editBetweenTexts, parseAmount } from './money-entry.ts';

const typed = (cents: bigint, data: string, wholeSelected = false) =>
  applyMoneyEdit(cents, { inputType: 'insertText', data, wholeSelected });

describe('money entry', () => {
  it('reads pasted amounts in the ways people write them', () => {
    for (const [text, cents] of [
      ['1.234,56', 123456n],
      ['1234.56', 123456n],
      ['1234,56', 123456n],
      ['1,234.56', 123456n],
      ['R$ 10', 1000n],
      ['R$\u00a01.234,5', 123450n],
      [' 10,5 ', 1050n],
      ['1.234', 123400n],
      ['1.234.567', 123456700n],
      ['0,07', 7n],
      ['999.999.999,99', 99_999_999_999n],
    ] as const)
      expect(parseAmount(text), text).toEqual({ cents });
  });

  it('refuses what it cannot read for sure, and amounts above the maximum', () => {
    for (const text of ['', 'abc', '-5', '1,234', '1.2345', '12.34.56', '1.23,4.5', '10,', ',50', '1 0x'])
      expect(parseAmount(text), text).toEqual({ refused: 'unreadable' });
    // A group that starts with 0 groups no thousands: "0.050" is not R$ 50,00, nor "0,001.00" R$ 1,00.
    for (const text of ['0.050', '0.001', '00.500', '0,001.00', '0.500,00'])
      expect(parseAmount(text), text).toEqual({ refused: 'unreadable' });
    expect(parseAmount('1.000.000.000,00')).toEqual({ refused: 'tooBig' });
  });

  it('takes typed digits from the right and ignores other characters', () => {
    expect(typed(0n, '123456')).toEqual({ cents: 123456n });
    // What was left out is said (notDigits): a comma typed for the cents is none.
    expect(typed(123n, 'a,4')).toEqual({ cents: 1234n, notDigits: true });
    expect(typed(5000n, '2', true)).toEqual({ cents: 2n });
    // Enter or a letter over a selected amount keeps it, and the selection: nothing was taken in.
    expect(typed(5000n, 'x', true)).toEqual({ cents: 5000n, ignored: true, notDigits: true });
    // Past the maximum: refused whole, not a digit dropped (which made another amount of the next ones).
    expect(typed(99_999_999_999n, '9')).toEqual({ refused: 'typedPastMaximum' });
    expect(typed(1_234_567_890n, '12')).toEqual({ refused: 'typedPastMaximum' });
    expect(typed(1_234_567_890n, '1', true)).toEqual({ cents: 1n });
  });

  it('drops the last digit on a deletion, everything on a deletion over the whole text', () => {
    const edit = (inputType: string, wholeSelected = false) =>
      applyMoneyEdit(123456n, { inputType, data: null, wholeSelected });
    expect(edit('deleteContentBackward')).toEqual({ cents: 12345n });
    expect(edit('deleteContentForward')).toEqual({ cents: 12345n });
    expect(edit('deleteContentBackward', true)).toEqual({ cents: 0n });
    expect(edit('deleteWordBackward')).toEqual({ cents: 0n });
    expect(edit('historyUndo')).toEqual({ cents: 123456n, ignored: true });
  });

  it('replaces the amount with a paste, and keeps it when the paste is refused', () => {
    const paste = (data: string) =>
      applyMoneyEdit(5000n, { inputType: 'insertFromPaste', data, wholeSelected: false });
    expect(paste('R$ 10')).toEqual({ cents: 1000n });
    expect(paste('dez reais')).toEqual({ refused: 'unreadable' });
  });

  it('reads an unannounced change as the digits it added or the text it removed', () => {
    expect(editBetweenTexts('0,00', '0,007')).toMatchObject({ inputType: 'insertText', data: '7' });
    expect(editBetweenTexts('1,23', '1,2')).toMatchObject({ inputType: 'deleteContentBackward' });
    expect(editBetweenTexts('1,23', '')).toMatchObject({ wholeSelected: true });
    // A comma an IME put in is typing left out (and said), not a deletion of the last digit.
    const comma = editBetweenTexts('1,23', '1,23,');
    expect(comma).toMatchObject({ inputType: 'insertText', data: ',' });
    expect(applyMoneyEdit(123n, comma)).toEqual({ cents: 123n, ignored: true, notDigits: true });
  });
});
