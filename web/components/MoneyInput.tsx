import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import {
  applyMoneyEdit,
  editBetweenTexts,
  type AmountRefusal,
  type MoneyEdit,
} from '../format/money-entry.ts';
import { centsToInputText } from '../format/money-input.ts';

export interface MoneyInputProps {
  label: string;
  /** The amount in cents; BigInt so that no amount passes through a float. */
  cents: bigint;
  onChange: (cents: bigint) => void;
  disabled?: boolean;
  /** A warning about the amount (above what can be withdrawn), read out with the field. */
  warning?: ReactNode;
  /** The form refused the amount (zero): the field is marked invalid and described by `errorId`. */
  invalid?: boolean;
  /** The form's message about the amount (FormMessage's id). */
  errorId?: string;
  /** The form refuses a zero amount: said to assistive technology before any refusal (aria-required). */
  required?: boolean;
}

const REFUSALS: Record<AmountRefusal, string> = {
  unreadable: MESSAGES.amountUnreadable,
  tooBig: MESSAGES.amountTooBig,
  typedPastMaximum: MESSAGES.moneyTooBig,
};

/**
 * Money input of SPEC §5: digits only, read as cents (typing 1, 2, 3 shows 1,23). Every edit is taken from
 * the browser's `beforeinput` and applied to the amount (applyMoneyEdit), never to the formatted text, so
 * the caret's place cannot change what a keystroke means; a paste is read as a whole amount or refused
 * with a message, the amount unchanged. The text shown is always the amount that will be sent.
 */
export function MoneyInput({
  label,
  cents,
  onChange,
  disabled = false,
  warning,
  invalid = false,
  errorId,
  required = false,
}: MoneyInputProps) {
  const id = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<AmountRefusal | null>(null);
  // A comma, dot or letter was typed and left out: the field says how amounts are typed.
  const [typedNotDigits, setTypedNotDigits] = useState(false);
  const text = centsToInputText(cents);
  // The latest amount and callback for the native listener, which is added once.
  const latest = useRef({ cents, onChange });
  useLayoutEffect(() => {
    latest.current = { cents, onChange };
  });

  const apply = useCallback((edit: MoneyEdit) => {
    const result = applyMoneyEdit(latest.current.cents, edit);
    if ('refused' in result) {
      setRefusal(result.refused);
      return;
    }
    setRefusal(null);
    setTypedNotDigits(result.notDigits === true);
    if (result.cents !== latest.current.cents) latest.current.onChange(result.cents);
    // An edit that took its input in but left the amount as it was (a selected "0,08" typed over with 8)
    // renders nothing, so the effect below does not run: the caret goes after the last digit here, or the
    // selection would stay and the next digit would replace the amount again. An ignored key (a comma)
    // leaves the selection as it is.
    else if (!result.ignored && inputRef.current) caretToEnd(inputRef.current);
  }, []);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onBeforeInput = (event: InputEvent) => {
      // Not cancellable (an IME composition): the change event reads it instead.
      if (!event.cancelable) return;
      // Enter: Chromium announces a line break that changes nothing in a one-line field, and cancelling it
      // would cancel the form's submission too.
      if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') return;
      event.preventDefault();
      apply({
        inputType: event.inputType,
        data: event.data ?? event.dataTransfer?.getData('text/plain') ?? null,
        wholeSelected: isWholeSelected(input),
      });
    };
    input.addEventListener('beforeinput', onBeforeInput);
    return () => input.removeEventListener('beforeinput', onBeforeInput);
  }, [apply]);

  // The caret stays after the last digit, where the next one enters.
  useLayoutEffect(() => {
    if (inputRef.current) caretToEnd(inputRef.current);
  }, [text]);

  const message = refusal ? REFUSALS[refusal] : null;
  const warningId = `${messageId}-warning`;
  const hintId = `${messageId}-hint`;
  const hint = typedNotDigits && !message;
  const described = [
    message ? messageId : null,
    invalid ? errorId : null,
    warning ? warningId : null,
    hint ? hintId : null,
  ].filter(Boolean);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="money-input">
        <span aria-hidden="true">{SHELL_LABELS.currency}</span>
        <input
          ref={inputRef}
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={message || invalid || warning ? true : undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          aria-required={required || undefined}
          onPaste={(event) => {
            event.preventDefault();
            apply({
              inputType: 'insertFromPaste',
              data: event.clipboardData.getData('text/plain'),
              wholeSelected: isWholeSelected(event.currentTarget),
            });
          }}
          onChange={(event) => apply(editBetweenTexts(text, event.target.value))}
        />
      </div>
      {message && (
        <p id={messageId} className="field-error" role="alert">
          {message}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field-hint" role="alert">
          {MESSAGES.moneyDigitsOnly}
        </p>
      )}
      {warning && (
        // Said when it appears, as the typed amount passes what can be moved: it is why the form will not send.
        <p id={warningId} className="field-warning" role="alert">
          {warning}
        </p>
      )}
    </div>
  );
}

/** The caret after the last digit of a focused input, where the next digit enters. */
function caretToEnd(input: HTMLInputElement): void {
  if (document.activeElement === input) input.setSelectionRange(input.value.length, input.value.length);
}

function isWholeSelected(input: HTMLInputElement): boolean {
  return input.value !== '' && input.selectionStart === 0 && input.selectionEnd === input.value.length;
}
