import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../format/dates.ts';
import { orNA } from '../../format/missing.ts';
import { describeStatus } from '../../format/status.ts';
import type { EventDetails_event$key } from '../../relay/__generated__/EventDetails_event.graphql.ts';
import { LABELS } from '../../../server/i18n/pt-BR.ts';

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
          name
        }
        country {
          name
        }
        venue {
          name
          city
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
    [LABELS.common.status, data.status.descriptionPt ?? describeStatus(data.status.description)],
    [LABELS.common.dateTime, formatDateTime(data.startTime)],
    [LABELS.event.details.tournament, orNA(data.tournament?.name)],
    [LABELS.common.season, orNA(data.season?.name)],
    [LABELS.event.details.round, orNA(data.round)],
    [LABELS.event.details.category, orNA(data.category?.name)],
    [LABELS.event.details.country, orNA(data.country?.name)],
    [LABELS.event.details.venue, orNA(data.venue?.name)],
    [LABELS.event.details.city, orNA(data.venue?.city)],
    [LABELS.event.details.capacity, orNA(data.venue?.capacity, (n) => n.toLocaleString('pt-BR'))],
    [LABELS.event.details.attendance, orNA(data.attendance, (n) => n.toLocaleString('pt-BR'))],
    [LABELS.event.details.referee, orNA(data.referee?.name)],
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
