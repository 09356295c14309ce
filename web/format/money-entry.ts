import { MAX_INPUT_CENTS } from './money-input.ts';

/**
 * What an edit of a money input does to its amount, whatever the caret's place (SPEC §5: digits only, read
 * as cents). The amount behaves like a till's display: typed digits enter from the right (1, 2, 3 → 1,23),
 * a deletion drops the last digit, typing or deleting over the whole text starts the amount anew, and a
 * paste replaces it. The caret's
 * place inside the text is ignored on purpose: "0,00" with the caret before the 0 and 123456 typed is
 * R$ 1.234,56, never another amount. A paste or a drop is read as a whole amount (parseAmount) or refused.
 */

/** An edit as the browser announces it in `beforeinput` (its inputType and data). */
export interface MoneyEdit {
  inputType: string;
  /** Typed or pasted text; null for deletions. */
  data: string | null;
  /** Whether the edit replaces the whole text (everything was selected). */
  wholeSelected: boolean;
}

/**
 * Why an edit was refused: a pasted or dropped text unreadable or above the maximum, or a typed digit that
 * would take the amount past the maximum (dropped in silence, it made another amount of the next ones).
 */
export type AmountRefusal = 'unreadable' | 'tooBig' | 'typedPastMaximum';

/**
 * The amount after the edit, `ignored` when the edit took nothing in (a comma or a letter typed, an undo): a
 * selection then stays as it was; `notDigits` when typing had anything but digits, which were left out (the
 * field says why: a comma typed for the cents is none of them). Or the edit's refusal, the amount unchanged.
 */
export type EditResult = { cents: bigint; ignored?: true; notDigits?: true } | { refused: AmountRefusal };

/** Typed digits into the amount, from the right; refused whole when one would pass the maximum. */
function pushDigits(cents: bigint, digits: string): EditResult {
  let next = cents;
  for (const digit of digits) {
    next = next * 10n + BigInt(digit);
    if (next > MAX_INPUT_CENTS) return { refused: 'typedPastMaximum' };
  }
  return { cents: next };
}

/** Applies an edit to the amount: the new amount, or the edit's refusal (the amount then stays). */
export function applyMoneyEdit(cents: bigint, edit: MoneyEdit): EditResult {
  const start = edit.wholeSelected ? 0n : cents;
  const type = edit.inputType;
  if (type === 'insertFromPaste' || type === 'insertFromDrop' || type === 'insertReplacementText') {
    // A pasted amount is the amount, wherever it lands: appending its digits would make another one.
    return parseAmount(edit.data ?? '');
  }
  if (type.startsWith('insert')) {
    // Typing keeps its digits and ignores anything else (a comma, a letter): SPEC §5's digits only.
    const typed = edit.data ?? '';
    const digits = typed.replace(/\D/g, '');
    const notDigits = digits.length < typed.length ? ({ notDigits: true } as const) : {};
    if (digits === '') return { cents, ignored: true, ...notDigits };
    const result = pushDigits(start, digits);
    return 'refused' in result ? result : { ...result, ...notDigits };
  }
  if (type.startsWith('delete')) {
    if (edit.wholeSelected) return { cents: 0n };
    // A character or the digit before the caret: the last digit. A word, a line, a cut: all of it.
    return { cents: type === 'deleteContentBackward' || type === 'deleteContentForward' ? cents / 10n : 0n };
  }
  // Undo, redo, formatting: nothing a money amount has.
  return { cents, ignored: true };
}

// A grouped number starts with a nonzero digit: "0.050" is no thousands, but neither is it sure cents.
const GROUPED = (separator: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${separator}\\d{3})+$`);

/** The integer part of an amount with an optional grouping separator: "1.234" → "1234"; null if malformed. */
function integerPart(text: string, separator: string | null): string | null {
  if (/^\d+$/.test(text)) return text;
  if (separator && GROUPED(separator).test(text)) return text.split(separator).join('');
  return null;
}

/**
 * Reads a pasted text as an amount in reais: "1.234,56", "1234.56", "1,234.56", "R$ 10" (→ 10,00), "10,5"
 * (→ 10,50). A text it cannot read for sure is refused rather than guessed: letters, a minus sign, three
 * decimals after a comma ("1,234": a thousand in English, too many decimals in Portuguese), groups not of
 * three digits. A dot followed by exactly three digits and nothing else is a thousands separator ("1.234"
 * is R$ 1.234,00), as Brazilians write it.
 */
export function parseAmount(pasted: string): EditResult {
  const text = pasted
    .trim()
    .replace(/^R\$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d[\d.,]*$/.test(text) || /[.,]$/.test(text)) return { refused: 'unreadable' };
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  const decimalAt = Math.max(lastComma, lastDot);
  let whole: string | null;
  let fraction = '';
  if (decimalAt === -1) {
    whole = text;
  } else {
    const decimal = text[decimalAt];
    const other = decimal === ',' ? '.' : ',';
    const after = text.slice(decimalAt + 1);
    const single = text.indexOf(decimal) === decimalAt;
    if (single && after.length <= 2) {
      // One separator with one or two digits after it: the decimal one.
      whole = integerPart(text.slice(0, decimalAt), text.includes(other) ? other : null);
      fraction = after;
    } else if (!text.includes(other) && decimal === '.' && after.length === 3) {
      // Only dots, each before three digits: thousands (1.234, 1.234.567).
      whole = integerPart(text, '.');
    } else {
      return { refused: 'unreadable' };
    }
  }
  if (whole === null) return { refused: 'unreadable' };
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return cents > MAX_INPUT_CENTS ? { refused: 'tooBig' } : { cents };
}

/**
 * The edit that turned one text into another, for the rare change no `beforeinput` announced or let us
 * cancel (an IME composition): what appeared is typed (its digits taken), else what disappeared is deleted.
 */
export function editBetweenTexts(before: string, after: string): MoneyEdit {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  const inserted = after.slice(start, after.length - end);
  const removed = before.slice(start, before.length - end);
  const wholeSelected = removed !== '' && removed.length === before.length;
  // Something typed and nothing taken away (a comma from an IME) is typing, which leaves it out and says so;
  // read as a deletion it cost the last digit.
  return /\d/.test(inserted) || (inserted !== '' && removed === '')
    ? { inputType: 'insertText', data: inserted, wholeSelected }
    : { inputType: 'deleteContentBackward', data: null, wholeSelected };
}
