import { Link } from 'react-router';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';

/** What the sports pages show for an address whose event or sport does not exist: that, and the way back. */
export function NotInSchedule({ message }: { message: string }) {
  return (
    <div className="message message-error" role="alert">
      <p>{message}</p>
      <p>
        <Link className="standalone-link" to="/sports/scheduled/today">
          {COMMON_LABELS.backToSchedule}
        </Link>
      </p>
    </div>
  );
}
