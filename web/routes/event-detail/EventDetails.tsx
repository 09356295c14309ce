import { graphql, useFragment } from 'react-relay';
import { formatDateTime } from '../../format/dates.ts';
import { orNA } from '../../format/missing.ts';
import { describeStatus } from '../../format/status.ts';
import type { EventDetails_event$key } from '../../relay/__generated__/EventDetails_event.graphql.ts';

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
    ['Status', data.status.descriptionPt ?? describeStatus(data.status.description)],
    ['Data e Hora', formatDateTime(data.startTime)],
    ['Torneio', orNA(data.tournament?.name)],
    ['Temporada', orNA(data.season?.name)],
    ['Rodada', orNA(data.round)],
    ['Categoria', orNA(data.category?.name)],
    ['País', orNA(data.country?.name)],
    ['Estádio', orNA(data.venue?.name)],
    ['Cidade', orNA(data.venue?.city)],
    ['Capacidade', orNA(data.venue?.capacity, (n) => n.toLocaleString('pt-BR'))],
    ['Público', orNA(data.attendance, (n) => n.toLocaleString('pt-BR'))],
    ['Árbitro', orNA(data.referee?.name)],
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
