import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatMatchMinute } from '../../format/match-minute.ts';
import type {
  IncidentsTimeline_event$data,
  IncidentsTimeline_event$key,
} from '../../relay/__generated__/IncidentsTimeline_event.graphql.ts';
import { SCOREBOARD_LABELS } from '../../../server/i18n/screens/scoreboard.ts';
import { TIMELINE_LABELS as L } from '../../../server/i18n/screens/timeline.ts';
import {
  PERIOD_KIND_OF_SPORT,
  SPORTS_WITHOUT_ASSISTS,
  periodOrdinal,
} from '../../../server/i18n/incidents.ts';
import { PERIOD_NOUNS } from '../../../server/i18n/pt-BR.ts';
import { NO_CLOCK_SPORTS } from './tabs.ts';

type Incident = NonNullable<IncidentsTimeline_event$data['incidents']>[number];

/**
 * The incident's kind as a CSS modifier: the icon and colour of the row (goal, yellow card…). A card of
 * another class (ice hockey's penalties of 2, 5 or 10 minutes) is drawn as neither colour: none is a
 * sending-off.
 */
function kindOf(incident: Incident): string {
  if (incident.type === 'CARD') {
    if (incident.incidentClass === 'YELLOW') return 'card-yellow';
    if (incident.incidentClass === 'RED' || incident.incidentClass === 'YELLOW_RED') return 'card-red';
    return 'card';
  }
  return incident.type.toLowerCase().replace(/_/g, '-');
}

const scoreOf = (incident: Incident) =>
  incident.homeScore != null && incident.awayScore != null
    ? `${incident.homeScore} ${SCOREBOARD_LABELS.scoreSeparator} ${incident.awayScore}`
    : null;

/**
 * When it happened: the match minute (23', 45+2'); in a sport without a clock the feed's time is the period
 * (baseball's inning: "6ª entrada"), never a minute.
 */
export function incidentWhen(
  time: number | null | undefined,
  addedTime: number | null | undefined,
  sport: string | null | undefined,
): string | null {
  if (time == null) return null;
  if (!sport || !NO_CLOCK_SPORTS.has(sport))
    return formatMatchMinute({ minute: time, added: addedTime ?? 0 });
  const kind = PERIOD_KIND_OF_SPORT[sport];
  const noun = kind ? PERIOD_NOUNS[kind] : undefined;
  return noun ? periodOrdinal(time, noun[0], noun[1]) : periodOrdinal(time);
}

/**
 * What the row says beyond its name: scorer and assist (none in a sport whose scores have no assist: a
 * baseball run), carded player (or coach) and reason, who came on and off.
 */
function details(incident: Incident, withAssist: boolean): ReactNode {
  switch (incident.type) {
    case 'GOAL':
    case 'PENALTY_SHOOTOUT':
    case 'IN_GAME_PENALTY':
      return (
        <>
          {incident.player && <span className="incident-player">{incident.player.name}</span>}
          {withAssist && incident.assist && (
            <span className="incident-assist">{L.assist(incident.assist.name)}</span>
          )}
        </>
      );
    case 'CARD':
      // A coach's card names the coach (the feed sends no player then).
      return (
        <>
          {incident.player && <span className="incident-player">{incident.player.name}</span>}
          {!incident.player && incident.manager && (
            <span className="incident-player">{L.manager(incident.manager.name)}</span>
          )}
          {incident.reasonPt && <span className="incident-reason">{incident.reasonPt}</span>}
        </>
      );
    case 'SUBSTITUTION':
      return (
        <>
          {incident.playerIn && (
            <span className="incident-in">
              {L.playerIn}: {incident.playerIn.name}
            </span>
          )}
          {incident.playerOut && (
            <span className="incident-out">
              {L.playerOut}: {incident.playerOut.name}
              {incident.injury && ` ${L.injured}`}
            </span>
          )}
        </>
      );
    default:
      return incident.player ? <span className="incident-player">{incident.player.name}</span> : null;
  }
}

/** A period's end, the added time announced or a pause: a line across the timeline, not a team's event. */
function Marker({ incident, withScore }: { incident: Incident; withScore: boolean }) {
  const text =
    incident.type === 'INJURY_TIME' && incident.length != null
      ? L.addedTime(incident.length)
      : (incident.textPt ?? incident.label);
  const score = withScore && incident.type === 'PERIOD' ? scoreOf(incident) : null;
  return (
    <li className={`incident incident-marker incident-${kindOf(incident)}`}>
      <span>{text}</span>
      {score && <span className="incident-score">{score}</span>}
    </li>
  );
}

/**
 * The match's incidents, newest first as on SofaScore, in the sport's words (a baseball run is "Corrida",
 * named by the BFF, at its inning): goals with scorer and assist, cards with the reason,
 * substitutions, VAR decisions, penalties, period ends and added time. Each team's events sit on its side.
 */
export function IncidentsTimeline({ event }: { event: IncidentsTimeline_event$key }) {
  const { incidents, sport } = useFragment(
    graphql`
      fragment IncidentsTimeline_event on Event {
        sport {
          slug
        }
        incidents {
          incidentId
          type
          incidentClass
          label
          textPt
          reasonPt
          time
          addedTime
          length
          isHome
          homeScore
          awayScore
          player {
            name
          }
          assist {
            name
          }
          playerIn {
            name
          }
          playerOut {
            name
          }
          injury
          manager {
            name
          }
        }
      }
    `,
    event,
  );
  if (!incidents?.length) return null;
  // A cricket innings ends with one side's runs and none yet for the other: "201 × 0" would read as a
  // result, so its markers carry no score (the scoreboard shows runs, wickets and overs).
  const markersWithScore = sport?.slug !== 'cricket';
  const withAssist = !sport || !SPORTS_WITHOUT_ASSISTS.has(sport.slug);
  return (
    <section className="timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{L.title}</h2>
      <ol className="incidents">
        {incidents.map((incident, index) => {
          const key = incident.incidentId ?? `i${index}`;
          // An incident of a kind this version does not know and of no team (a drinks break) is a pause of
          // the match: a line across as well. A team's incident without its side keeps its row.
          if (
            incident.type === 'PERIOD' ||
            incident.type === 'INJURY_TIME' ||
            (incident.type === 'OTHER' && incident.isHome == null)
          )
            return <Marker key={key} incident={incident} withScore={markersWithScore} />;
          const side = incident.isHome === false ? 'away' : 'home';
          // A goal shows the match score after it; a shoot-out kick, the shoot-out's.
          const score =
            incident.type === 'GOAL' || incident.type === 'PENALTY_SHOOTOUT' ? scoreOf(incident) : null;
          return (
            <li key={key} className={`incident incident-${side} incident-${kindOf(incident)}`}>
              <span className="incident-minute">
                {/* The feed times every shoot-out kick at 121': the kicks have an order, not a minute. */}
                {incident.type !== 'PENALTY_SHOOTOUT' &&
                  incidentWhen(incident.time, incident.addedTime, sport?.slug)}
              </span>
              <span className="incident-body">
                <span className="incident-label">{incident.label}</span>
                {details(incident, withAssist)}
              </span>
              {score && <span className="incident-score">{score}</span>}
              <span className="visually-hidden">{side === 'home' ? L.home : L.away}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
