import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link, useNavigate } from 'react-router';
import { LiveClock } from '../../components/LiveClock.tsx';
import { formatEventStart } from '../../format/dates.ts';
import { formatGamePoint, formatRunsWickets, formatScoreLine, formatShootout } from '../../format/score.ts';
import { NOT_AVAILABLE } from '../../../server/i18n/pt-BR.ts';
import { AGENDA_LABELS as L } from '../../../server/i18n/screens/agenda.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import type {
  EventRow_event$data,
  EventRow_event$key,
} from '../../relay/__generated__/EventRow_event.graphql.ts';
import { SCOREBOARD_LABELS } from '../../../server/i18n/screens/scoreboard.ts';
import { useGoalMark } from './useGoalMark.ts';
import '../../styles/match-marks.css';

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

/** A red card mark per card beside the team's name, read as "2 cartões vermelhos". */
export function RedCards({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="red-cards" role="img" aria-label={L.redCards(count)}>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="red-card" aria-hidden="true" />
      ))}
    </span>
  );
}

type Side = EventRow_event$data['scoreboard']['home'];

/**
 * "2 × 1"; cricket as runs/wickets of each side's latest innings ("193/4 × 171/7"), as its scoreboard. The
 * cricket score is two pieces, each kept whole, that a phone may put on two lines ("180/10 ×" over "163/10"):
 * on one line it is too wide for the 390 px list.
 */
function rowScore(home: Side, away: Side): ReactNode {
  if (home.lastInnings || away.lastInnings) {
    const side = (s: Side) => (s.lastInnings ? formatRunsWickets(s.lastInnings) : '–');
    return (
      <span className="innings-score">
        <span>{`${side(home)} ${SCOREBOARD_LABELS.scoreSeparator}`}</span> <span>{side(away)}</span>
      </span>
    );
  }
  return formatScoreLine(home.score, away.score);
}

/** The tennis game being played, "40–Vant.", while a side has a point in it; null otherwise. */
function formatGamePointLine(
  home: string | null | undefined,
  away: string | null | undefined,
): string | null {
  const [h, a] = [formatGamePoint(home), formatGamePoint(away)];
  return h === null && a === null ? null : `${h ?? '0'}–${a ?? '0'}`;
}

/** What a row reads of each side, spread unmasked into the event's fragment for home and away alike. */
export const eventRowSideFragment = graphql`
  fragment EventRow_side on ScoreboardSide {
    score
    penalties
    redCards
    gamePoint
    lastInnings {
      runs
      wickets
      overs
    }
  }
`;

export interface EventRowProps {
  event: EventRow_event$key;
  now: Date;
  /** Whether a rise of the score is a goal to mark (goal sports; a basket or a point in a set is not). */
  marksGoals: boolean;
}

export function EventRow({ event, now, marksGoals }: EventRowProps) {
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
          namePt
        }
        homeTeam {
          name
          nameCode
        }
        awayTeam {
          name
          nameCode
        }
        time {
          ...LiveClock_time
        }
        scoreboard {
          home {
            ...EventRow_side @relay(mask: false)
          }
          away {
            ...EventRow_side @relay(mask: false)
          }
        }
      }
    `,
    event,
  );
  const navigate = useNavigate();
  const href = `/sports/event/${data.eventId}`;
  const { home, away } = data.scoreboard;
  const score = rowScore(home, away);
  const shootout = formatShootout(home.penalties, away.penalties);
  const gamePoint = formatGamePointLine(home.gamePoint, away.gamePoint);
  const goal = useGoalMark(home.score, away.score, marksGoals);
  const scorer = goal === 'home' ? data.homeTeam.name : goal === 'away' ? data.awayTeam.name : null;
  return (
    <tr className={scorer ? 'event-row event-row-goal' : 'event-row'} onClick={() => void navigate(href)}>
      <td className={`status status-${data.status.type.toLowerCase()}`}>
        {data.status.descriptionPt}
        {data.status.type === 'INPROGRESS' && (
          <>
            {' '}
            <LiveClock time={data.time} />
          </>
        )}
      </td>
      <td className="hide-mobile">{data.season?.namePt ?? NOT_AVAILABLE}</td>
      <td>
        {/* The row is clickable for the mouse; the link is what keyboards and screen readers follow. */}
        <Link to={href} onClick={(e) => e.stopPropagation()}>
          <TeamName name={data.homeTeam.name} code={data.homeTeam.nameCode} />
          {/* Read as the match, "Criciúma × Chapecoense": in a list of links the home side alone names none. */}
          <span className="visually-hidden">{` × ${data.awayTeam.name}`}</span>
        </Link>
        <RedCards count={home.redCards} />
      </td>
      <td className="versus">
        {score ?? COMMON_LABELS.versus}
        {shootout && <span className="row-shootout">{shootout}</span>}
        {gamePoint && (
          <span className="row-shootout" aria-label={`${SCOREBOARD_LABELS.gamePoint}: ${gamePoint}`}>
            {gamePoint}
          </span>
        )}
        {/* Announced once, while the row is marked. */}
        <span className="visually-hidden" role="status">
          {scorer ? L.goal(scorer) : ''}
        </span>
      </td>
      <td>
        <TeamName name={data.awayTeam.name} code={data.awayTeam.nameCode} />
        <RedCards count={away.redCards} />
      </td>
      <td>{formatEventStart(data.startTime, now)}</td>
    </tr>
  );
}
