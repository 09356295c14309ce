import { graphql, useFragment } from 'react-relay/hooks.js';
import type {
  ShotMap_event$data,
  ShotMap_event$key,
} from '../../relay/__generated__/ShotMap_event.graphql.ts';
import { MATCH_CHART_LABELS as L } from '../../../server/i18n/screens/match-charts.ts';

type Shot = NonNullable<ShotMap_event$data['shotmap']>[number];

// The attacked half of a 105 × 68 m pitch, goal at the top. The feed gives a shot's place in percent: x from
// the goal line along the pitch's length, y across its width.
const WIDTH = 340;
const HEIGHT = Math.round((WIDTH * 52.5) / 68);
const across = (y: number) => (y / 100) * WIDTH;
const along = (x: number) => (x / 50) * HEIGHT;

/** The penalty box, goal area, spot and goal in pitch percent (length from the goal line, width). */
const BOX = { depth: 15.7, from: 20.35, to: 79.65 };
const SIX = { depth: 5.2, from: 36.5, to: 63.5 };
const SPOT = 10.5;
const GOAL = { from: 44.6, to: 55.4 };

/** "23' J. Santos (Flamengo): Gol — Pé esquerdo, Pênalti, xG 0,55": a shot as the list under the map says it. */
function shotText(shot: Shot, team: string): string {
  const minute = shot.time == null ? '' : L.shotmap.minute(shot.time, shot.addedTime ?? null);
  const details = [
    shot.bodyPartLabel,
    shot.situationLabel,
    typeof shot.xg === 'number' ? L.shotmap.xg(shot.xg.toFixed(2).replace('.', ',')) : null,
  ].filter(Boolean);
  return L.shotmap.shot(minute, shot.player?.name ?? '', team, shot.shotTypeLabel, details.join(', ')).trim();
}

/**
 * The shot map of a football match (the feed's /shotmap) on a drawing of the attacked half: home shots as
 * circles, away shots as squares, goals larger and filled. Under it, every shot written out in match order
 * (minute, player, outcome, body part, situation, xG), which is also what screen readers get.
 */
export function ShotMap({ event }: { event: ShotMap_event$key }) {
  const { shotmap, homeTeam, awayTeam } = useFragment(
    graphql`
      fragment ShotMap_event on Event {
        homeTeam {
          name
        }
        awayTeam {
          name
        }
        shotmap {
          shotId
          isHome
          shotType
          shotTypeLabel
          situationLabel
          bodyPartLabel
          xg
          time
          addedTime
          player {
            name
          }
          playerCoordinates {
            x
            y
          }
        }
      }
    `,
    event,
  );
  const shots = [...(shotmap ?? [])].sort(
    (a, b) => (a.time ?? 0) - (b.time ?? 0) || (a.addedTime ?? 0) - (b.addedTime ?? 0),
  );
  if (shots.length === 0) return null;
  return (
    <figure className="match-chart shotmap">
      <figcaption>
        <h2>{L.shotmap.title}</h2>
        <p className="muted">{L.shotmap.description}</p>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${L.shotmap.title}. ${L.shotmap.description}`}
      >
        <rect x={0} y={0} width={WIDTH} height={HEIGHT} className="pitch" />
        <rect
          x={across(BOX.from)}
          y={0}
          width={across(BOX.to - BOX.from)}
          height={along(BOX.depth)}
          className="pitch-line"
        />
        <rect
          x={across(SIX.from)}
          y={0}
          width={across(SIX.to - SIX.from)}
          height={along(SIX.depth)}
          className="pitch-line"
        />
        <line x1={across(GOAL.from)} x2={across(GOAL.to)} y1={1.5} y2={1.5} className="pitch-goal" />
        <circle cx={WIDTH / 2} cy={along(SPOT)} r={2} className="pitch-spot" />
        <path
          d={`M ${WIDTH / 2 - 60} ${HEIGHT} A 60 60 0 0 1 ${WIDTH / 2 + 60} ${HEIGHT}`}
          className="pitch-line"
        />
        {shots.map((shot, index) => {
          if (!shot.playerCoordinates) return null;
          const cx = across(shot.playerCoordinates.y);
          const cy = along(Math.min(50, shot.playerCoordinates.x));
          const goal = shot.shotType === 'GOAL';
          const size = goal ? 7 : 4.5;
          const className = `shot ${shot.isHome === false ? 'shot-away' : 'shot-home'}${goal ? ' shot-goal' : ''}`;
          const key = shot.shotId ?? `shot-${index}`;
          return shot.isHome === false ? (
            <rect
              key={key}
              x={cx - size}
              y={cy - size}
              width={size * 2}
              height={size * 2}
              className={className}
            />
          ) : (
            <circle key={key} cx={cx} cy={cy} r={size} className={className} />
          );
        })}
      </svg>
      <p className="chart-legend">
        <span className="legend-home">{L.shotmap.homeMark(homeTeam.name)}</span>{' '}
        <span className="legend-away">{L.shotmap.awayMark(awayTeam.name)}</span>
      </p>
      <details className="shot-list">
        <summary>{L.shotmap.list}</summary>
        <ol>
          {shots.map((shot, index) => (
            <li
              key={shot.shotId ?? `shot-${index}`}
              className={shot.isHome === false ? 'shot-away' : 'shot-home'}
            >
              {shotText(shot, shot.isHome === false ? awayTeam.name : homeTeam.name)}
            </li>
          ))}
        </ol>
      </details>
    </figure>
  );
}
