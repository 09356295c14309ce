import { Link } from 'react-router';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

export interface NotInScheduleProps {
  message: string;
  /** The message is the page's heading (its <h1>): the page has no other, as an event's that is missing. */
  heading?: boolean;
}

/** What the sports pages show for an address whose event or sport does not exist: that, and the way back. */
export function NotInSchedule({ message, heading = false }: NotInScheduleProps) {
  return (
    <div className="message message-error" role="alert">
      {heading ? <h1>{message}</h1> : <p>{message}</p>}
      <p>
        <Link className="standalone-link" to="/sports/scheduled/today">
          {COMMON_LABELS.backToSchedule}
        </Link>
      </p>
    </div>
  );
}
