import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatDateTime } from '../../format/dates.ts';
import { orNA } from '../../format/missing.ts';
import type { EventDetails_event$key } from '../../relay/__generated__/EventDetails_event.graphql.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { ROSTER_LABELS } from '../../../server/i18n/screens/roster.ts';

/** Wide screens, as the stylesheets' 48rem breakpoint reads them (web/styles/event.css). */
const WIDE = '(min-width: 48rem)';

/**
 * The details block of the event screen (SPEC §2); status and time follow live updates through the store.
 * On a phone it starts collapsed, so that the tabs are on the first screen under the scoreboard.
 */
export function EventDetails({ event }: { event: EventDetails_event$key }) {
  // The markup has it closed and a wide screen's stylesheet shows its content anyway (event.css), so the
  // server's page has the final layout at any width and nothing moves when the script arrives. On a wide
  // screen it is then marked open as well, which changes nothing on screen but what assistive technology
  // announces (expanded, as it looks).
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && globalThis.matchMedia?.(WIDE).matches) details.current.open = true;
  }, []);
  const data = useFragment(
    graphql`
      fragment EventDetails_event on Event {
        startTime
        round
        roundNamePt
        attendance
        status {
          type
          description
          descriptionPt
        }
        tournament {
          namePt
        }
        season {
          namePt
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
        managers {
          home {
            name
          }
          away {
            name
          }
        }
      }
    `,
    event,
  );
  const count = (n: number) => n.toLocaleString('pt-BR');
  const venue = data.venue
    ? [
        data.venue.name,
        data.venue.cityPt,
        data.venue.capacity ? ROSTER_LABELS.details.capacity(count(data.venue.capacity)) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : null;
  const managers = data.managers
    ? [data.managers.home?.name ?? '—', data.managers.away?.name ?? '—'].join(' × ')
    : null;
  // Kept compact (a phone must reach the tabs): what the feed does not give is left out, not shown as N/A,
  // except the rows every event has.
  const rows: Array<[string, string | null]> = [
    [COMMON_LABELS.status, data.status.descriptionPt],
    [COMMON_LABELS.dateTime, formatDateTime(data.startTime)],
    [EVENT_LABELS.details.tournament, orNA(data.tournament?.namePt)],
    [COMMON_LABELS.season, orNA(data.season?.namePt)],
    // A cup's stage by its name ("Quartas de final · Jogo de volta"), a league's round by its number.
    data.roundNamePt
      ? [EVENT_LABELS.details.stage, data.roundNamePt]
      : [EVENT_LABELS.details.round, data.round != null ? String(data.round) : null],
    [EVENT_LABELS.details.category, data.category?.namePt ?? null],
    [EVENT_LABELS.details.country, data.country?.namePt ?? null],
    [ROSTER_LABELS.details.venue, venue],
    [EVENT_LABELS.details.attendance, data.attendance != null ? count(data.attendance) : null],
    [EVENT_LABELS.details.referee, data.referee?.name ?? null],
    [ROSTER_LABELS.details.managers, managers],
  ];
  return (
    <details ref={details} className="event-details card">
      <summary>{EVENT_LABELS.detailsTitle}</summary>
      <dl className="details">
        {rows.map(([term, value]) =>
          value === null ? null : (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
    </details>
  );
}
