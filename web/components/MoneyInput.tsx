import { useId } from 'react';
import { centsToInputText, digitsToCents } from '../format/money-input.ts';
import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';

export interface MoneyInputProps {
  label: string;
  /** The amount in cents; BigInt so that no amount passes through a float. */
  cents: bigint;
  onChange: (cents: bigint) => void;
  disabled?: boolean;
}

/**
 * Money input of SPEC §5: digits only, read as cents (typing 1, 2, 3 shows 1,23). Whatever is typed or
 * pasted is reduced to its digits, so the formatted text can be edited anywhere.
 */
export function MoneyInput({ label, cents, onChange, disabled = false }: MoneyInputProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="money-input">
        <span aria-hidden="true">{SHELL_LABELS.currency}</span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={centsToInputText(cents)}
          disabled={disabled}
          onChange={(event) => onChange(digitsToCents(event.target.value))}
        />
      </div>
    </div>
  );
}
