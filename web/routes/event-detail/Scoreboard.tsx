import { graphql, useFragment } from 'react-relay/hooks.js';
import { Link } from 'react-router';
import { LiveClock } from '../../components/LiveClock.tsx';
import {
  formatAggregate,
  formatGamePoint,
  formatHalfTime,
  formatOversBowled,
  formatRunsWickets,
  formatScoreLine,
  formatShootout,
} from '../../format/score.ts';
import { formatEventStart } from '../../format/dates.ts';
import { useRenderTime } from '../../ssr/render-time.ts';
import type {
  Scoreboard_event$data,
  Scoreboard_event$key,
} from '../../relay/__generated__/Scoreboard_event.graphql.ts';
import { AGENDA_LABELS } from '../../../server/i18n/screens/agenda.ts';
import { EVENT_LABELS } from '../../../server/i18n/screens/event.ts';
import { SCOREBOARD_LABELS as L } from '../../../server/i18n/screens/scoreboard.ts';
import { useGoalMark } from '../sport-events/useGoalMark.ts';
import { PeriodTable, showsHalfTime, showsPeriodTable } from './ScoreboardPeriods.tsx';
import { GOAL_SPORTS, INDIVIDUAL_SPORTS } from './tabs.ts';
import '../../styles/scoreboard-goal.css';
import { TeamCrest } from './TeamCrest.tsx';

type Side = Scoreboard_event$data['scoreboard']['home'];
type Team = Scoreboard_event$data['homeTeam'];

/**
 * A name's class by its longest word, in steps of two letters (`name-word-12` for 11 or 12): the style
 * sizes such a name to its column, so that "Wolverhampton" is not broken in two on a phone. A class rather
 * than a style attribute: the pages' policy refuses inline styles in server-rendered markup.
 */
function nameClass(name: string): string {
  // A hyphen is a place to break too ("Saint-Germain").
  const longest = Math.max(...name.split(/[\s-]+/).map((word) => word.length));
  if (longest <= 8) return 'scoreboard-name';
  return `scoreboard-name name-word-${Math.min(18, longest + (longest % 2))}`;
}

function TeamColumn({
  team,
  side,
  align,
  player,
}: {
  team: Team;
  side: Side;
  align: 'home' | 'away';
  /** One player against another: a picture, not a crest. */
  player: boolean;
}) {
  return (
    <div className={`scoreboard-team scoreboard-${align}`}>
      {/* Red cards come during a match: laid on the crest's corner, they never change the card's height. */}
      <span className="scoreboard-crest">
        <TeamCrest teamId={team.teamId} name={team.name} player={player} />
        {side.redCards > 0 && (
          <span className="red-cards" role="img" aria-label={L.redCards(side.redCards)}>
            {Array.from({ length: side.redCards }, (_, i) => (
              <span key={i} className="red-card" aria-hidden="true" />
            ))}
          </span>
        )}
      </span>
      <span className={nameClass(team.name)}>{team.name}</span>
    </div>
  );
}

/**
 * The main score: home × away; cricket reads runs/wickets of each side's innings (193/4 × 171/7) with the
 * overs bowled beneath.
 */
function MainScore({ sport, home, away }: { sport: string | undefined; home: Side; away: Side }) {
  if (sport === 'cricket') {
    // An innings of no ball bowled is one the side has yet to bat: a dash, as for no innings at all, not
    // "0/0" and "0 overs" beside the other side's real figures.
    const batting = (side: Side) => {
      const innings = side.innings.at(-1);
      return innings?.overs === 0 && innings.runs === 0 && innings.wickets === 0 ? undefined : innings;
    };
    const [h, a] = [batting(home), batting(away)];
    if (!h && !a) return null;
    const [homeOvers, awayOvers] = [h, a].map((i) => formatOversBowled(i?.overs));
    return (
      <>
        <p className="scoreboard-score" aria-label={L.score}>
          {h ? formatRunsWickets(h) : '–'} {L.scoreSeparator} {a ? formatRunsWickets(a) : '–'}
        </p>
        {(homeOvers ?? awayOvers) !== null && (
          <p className="scoreboard-overs">{`${homeOvers ?? '–'} · ${awayOvers ?? '–'}`}</p>
        )}
      </>
    );
  }
  const line = formatScoreLine(home.score, away.score);
  return line === null ? null : (
    <p className="scoreboard-score" aria-label={L.score}>
      {line}
    </p>
  );
}

/** What the header reads of each side, spread unmasked into the event's fragment for home and away alike. */
export const scoreboardSideFragment = graphql`
  fragment Scoreboard_side on ScoreboardSide {
    ...ScoreboardPeriods_side
    score
    periods {
      number
      score
    }
    penalties
    aggregated
    redCards
    gamePoint
    innings {
      runs
      wickets
      overs
    }
  }
`;

/**
 * The event page's header: crests, names, the score as fans read it for the sport, the shoot-out and
 * aggregate apart, status in pt-BR with the live minute ticking between updates (the start's day and time
 * before and after the match), red cards, and the score per period where the sport reads one (sets,
 * quarters, innings).
 */
export function Scoreboard({ event }: { event: Scoreboard_event$key }) {
  const data = useFragment(
    graphql`
      fragment Scoreboard_event on Event {
        sport {
          slug
        }
        startTime
        status {
          type
          description
          descriptionPt
        }
        homeTeam {
          teamId
          name
        }
        awayTeam {
          teamId
          name
        }
        time {
          ...LiveClock_time
        }
        scoreboard {
          previousLegEventId
          home {
            ...Scoreboard_side @relay(mask: false)
          }
          away {
            ...Scoreboard_side @relay(mask: false)
          }
        }
      }
    `,
    event,
  );
  const now = useRenderTime();
  const { home, away } = data.scoreboard;
  const sport = data.sport?.slug;
  const individual = sport !== undefined && INDIVIDUAL_SPORTS.has(sport);
  const shootout = formatShootout(home.penalties, away.penalties);
  const aggregate = formatAggregate(home.aggregated, away.aggregated);
  const halves = showsHalfTime(sport);
  const halfTime = halves ? formatHalfTime(home.periods, away.periods) : null;
  const gamePoints = [formatGamePoint(home.gamePoint), formatGamePoint(away.gamePoint)];
  // A live update that raises a side's score marks the header for a few seconds, as list rows are marked.
  const goal = useGoalMark(home.score, away.score, sport !== undefined && GOAL_SPORTS.has(sport));
  const scorer = goal === 'home' ? data.homeTeam.name : goal === 'away' ? data.awayTeam.name : null;
  return (
    <header className={scorer ? 'scoreboard card scoreboard-goal' : 'scoreboard card'}>
      <h1 className="visually-hidden">
        {data.homeTeam.name} {EVENT_LABELS.versus} {data.awayTeam.name}
      </h1>
      <div className="scoreboard-main">
        <TeamColumn team={data.homeTeam} side={home} align="home" player={individual} />
        <div className="scoreboard-center">
          <MainScore sport={sport} home={home} away={away} />
          {shootout && <p className="scoreboard-shootout">{shootout}</p>}
          {/* In play, in the line the start's day and time take outside it: kept, empty, through the first
              half, so that the header keeps its height from kick-off to the final whistle. */}
          {halves && data.status.type === 'INPROGRESS' && <p className="scoreboard-half-time">{halfTime}</p>}
          {aggregate && (
            <p className="scoreboard-aggregate">
              {aggregate}
              {data.scoreboard.previousLegEventId != null && (
                <>
                  {' · '}
                  <Link to={`/sports/event/${data.scoreboard.previousLegEventId}`}>{L.firstLeg}</Link>
                </>
              )}
            </p>
          )}
          {/* Seen while marked and announced once; the same words as the lists' rows. */}
          <p className="scoreboard-goal-note" role="status">
            {scorer ? AGENDA_LABELS.goal(scorer) : ''}
          </p>
          <p className="scoreboard-status">
            <span>{data.status.descriptionPt}</span>
            <LiveClock time={data.time} />
          </p>
          {/* Before and after the match, when it starts or started ("Hoje 16:00"): during it, the minute. */}
          {data.status.type !== 'INPROGRESS' && data.startTime && (
            <p className="scoreboard-start">
              <time dateTime={data.startTime}>{formatEventStart(data.startTime, new Date(now()))}</time>
            </p>
          )}
        </div>
        <TeamColumn team={data.awayTeam} side={away} align="away" player={individual} />
      </div>
      {showsPeriodTable(sport) && (
        <PeriodTable
          home={home}
          away={away}
          homeName={data.homeTeam.name}
          awayName={data.awayTeam.name}
          gamePoints={gamePoints[0] !== null || gamePoints[1] !== null ? gamePoints : null}
          sport={sport}
        />
      )}
    </header>
  );
}
