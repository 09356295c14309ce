import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../format/dates.ts';
import { orNA } from '../../format/missing.ts';
import { describeStatus } from '../../format/status.ts';
import type { EventDetails_event$key } from '../../relay/__generated__/EventDetails_event.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';

/** The details block of the event screen (SPEC §2); status and time follow live updates through the store. */
export function EventDetails({ event }: { event: EventDetails_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventDetails_event on Event {
        startTime
        round
        attendance
        status {
          description
          descriptionPt
        }
        tournament {
          name
        }
        season {
          name
        }
        category {
          namePt
        }
        country {
          namePt
        }
        venue {
          name
          cityPt
          capacity
        }
        referee {
          name
        }
      }
    `,
    event,
  );
  const rows: Array<[string, string]> = [
    [COMMON_LABELS.status, data.status.descriptionPt ?? describeStatus(data.status.description)],
    [COMMON_LABELS.dateTime, formatDateTime(data.startTime)],
    [EVENT_LABELS.details.tournament, orNA(data.tournament?.name)],
    [COMMON_LABELS.season, orNA(data.season?.name)],
    [EVENT_LABELS.details.round, orNA(data.round)],
    [EVENT_LABELS.details.category, orNA(data.category?.namePt)],
    [EVENT_LABELS.details.country, orNA(data.country?.namePt)],
    [EVENT_LABELS.details.venue, orNA(data.venue?.name)],
    [EVENT_LABELS.details.city, orNA(data.venue?.cityPt)],
    [EVENT_LABELS.details.capacity, orNA(data.venue?.capacity, (n) => n.toLocaleString('pt-BR'))],
    [EVENT_LABELS.details.attendance, orNA(data.attendance, (n) => n.toLocaleString('pt-BR'))],
    [EVENT_LABELS.details.referee, orNA(data.referee?.name)],
  ];
  return (
    <dl className="details card">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
