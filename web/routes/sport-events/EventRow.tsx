import { graphql, useFragment } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import { formatEventStart } from '../../format/dates.ts';
import { NOT_AVAILABLE } from '../../../server/i18n/pt-BR.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { describeStatus } from '../../format/status.ts';
import type { EventRow_event$key } from '../../relay/__generated__/EventRow_event.graphql.ts';

function TeamName({ name, code }: { name: string; code: string | null | undefined }) {
  // Mobile shows the short code, wider screens the full name (SPEC §2); both stay readable by screen readers.
  return (
    <>
      <span className="team-full">{name}</span>
      <span className="team-code" aria-hidden="true">
        {code || name}
      </span>
    </>
  );
}

export function EventRow({ event, now }: { event: EventRow_event$key; now: Date }) {
  const data = useFragment(
    graphql`
      fragment EventRow_event on Event {
        eventId
        startTime
        status {
          type
          description
          descriptionPt
        }
        season {
          name
        }
        homeTeam {
          name
          nameCode
        }
        awayTeam {
          name
          nameCode
        }
        homeScore {
          current
        }
        awayScore {
          current
        }
      }
    `,
    event,
  );
  const navigate = useNavigate();
  const href = `/sports/event/${data.eventId}`;
  const home = data.homeScore?.current;
  const away = data.awayScore?.current;
  const hasScore = typeof home === 'number' && typeof away === 'number';
  return (
    <tr className="event-row" onClick={() => void navigate(href)}>
      <td className={`status status-${data.status.type.toLowerCase()}`}>
        {data.status.descriptionPt ?? describeStatus(data.status.description)}
      </td>
      <td className="hide-mobile">{data.season?.name ?? NOT_AVAILABLE}</td>
      <td>
        {/* The row is clickable for the mouse; the link is what keyboards and screen readers follow. */}
        <Link to={href} onClick={(e) => e.stopPropagation()}>
          <TeamName name={data.homeTeam.name} code={data.homeTeam.nameCode} />
        </Link>
      </td>
      <td className="versus">
        {hasScore ? `${home} ${COMMON_LABELS.versus} ${away}` : COMMON_LABELS.versus}
      </td>
      <td>
        <TeamName name={data.awayTeam.name} code={data.awayTeam.nameCode} />
      </td>
      <td>{formatEventStart(data.startTime, now)}</td>
    </tr>
  );
}
