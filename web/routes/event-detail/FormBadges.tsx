import { lookupLabel } from '../../../server/i18n/labels.ts';
import { ROSTER_LABELS } from '../../../server/i18n/screens/roster.ts';

/** Last results (WIN, DRAW, LOSS; oldest first) as V/E/D badges, each titled in full. */
export function FormBadges({ form, label }: { form: readonly string[]; label?: string }) {
  return (
    <ol className="form-badges" aria-label={label}>
      {form.map((result, index) => (
        <li
          key={index}
          className={`form-badge form-${result.toLowerCase()}`}
          title={lookupLabel('formResult', ROSTER_LABELS.formResults, result)}
        >
          {lookupLabel('formResult', ROSTER_LABELS.formLetters, result)}
        </li>
      ))}
    </ol>
  );
}
