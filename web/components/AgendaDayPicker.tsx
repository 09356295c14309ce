import { Link, useLocation, useNavigate } from 'react-router';
import { addDays, isAgendaDay } from '../../server/calendar-days.ts';
import { AGENDA_LABELS as L } from '../../server/i18n/screens/agenda.ts';
import { agendaRange, formatAgendaDay, withAgendaDay } from '../format/agenda-day.ts';

export interface AgendaDayPickerProps {
  /** The day shown (yyyy-mm-dd, from the URL). */
  day: string;
  /** Today in São Paulo. */
  today: string;
}

/**
 * Chooses the agenda's day: the previous and next days as links, the day by name ("Hoje", "qui., 26/11")
 * and the browser's own date input. The day goes into the URL (`?data=`), so it can be shared and the back
 * button returns to the day before; today leaves the URL as SPEC writes it.
 */
export function AgendaDayPicker({ day, today }: AgendaDayPickerProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { min, max } = agendaRange(today);
  const step = (days: number, label: string, symbol: string) => {
    const target = addDays(day, days);
    // At the range's ends the step is shown but inert, so the row keeps its shape.
    if (!isAgendaDay(target, today))
      return (
        <button type="button" className="button day-step" disabled aria-label={label}>
          {symbol}
        </button>
      );
    return (
      <Link className="button day-step" to={withAgendaDay(pathname, target, today)} aria-label={label}>
        {symbol}
      </Link>
    );
  };
  return (
    <div className="day-picker" role="group" aria-label={L.dayPicker}>
      {step(-1, L.previousDay, '‹')}
      <strong className="day-name" aria-live="polite">
        {formatAgendaDay(day, today)}
      </strong>
      {step(1, L.nextDay, '›')}
      {/* A form too, for a page without scripts: its button (shown only then) asks for ?data=<day>. */}
      <form method="get" action={pathname} className="day-form" onSubmit={(e) => e.preventDefault()}>
        <input
          type="date"
          name="data"
          className="day-input"
          aria-label={L.dayInput}
          value={day}
          min={min}
          max={max}
          onChange={(e) => {
            const chosen = e.currentTarget.value;
            // A half-typed date reads as ''; only a whole day within the range moves the page.
            if (isAgendaDay(chosen, today) && chosen !== day)
              void navigate(withAgendaDay(pathname, chosen, today));
          }}
        />
        <button type="submit" className="button no-script">
          {L.showDay}
        </button>
      </form>
    </div>
  );
}
