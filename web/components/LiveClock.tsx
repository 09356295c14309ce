import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks.js';
import { formatGameClock, formatMatchMinute, matchMinute } from '../format/match-minute.ts';
import type { LiveClock_time$key } from '../relay/__generated__/LiveClock_time.graphql.ts';
import { SCOREBOARD_LABELS as L } from '../../server/i18n/screens/scoreboard.ts';
import { useNow } from './useNow.ts';

/**
 * The live clock of an event, in its scoreboard and in list rows: the match minute ticking between updates
 * where the clock runs with the wall clock (67', 45+2'), else the game clock of a sport whose clock stops
 * (basketball's 7:42 left in the quarter), as the latest live update read it; nothing outside play.
 */
export function LiveClock({
  time,
  outsidePlay = null,
}: {
  time: LiveClock_time$key;
  /** What shows instead outside play (a bet's leg at the break: the status' words); nothing by default. */
  outsidePlay?: ReactNode;
}) {
  const clock = useFragment(
    graphql`
      fragment LiveClock_time on MatchClock {
        running
        speed
        periodStart
        initialSeconds
        maxSeconds
        gameClock {
          elapsedSeconds
          periodSeconds
          countsDown
        }
      }
    `,
    time,
  );
  const now = useNow(clock.running);
  const minute = matchMinute(clock, now);
  if (minute) return <Timer label={L.minute} text={formatMatchMinute(minute)} />;
  const game = clock.gameClock;
  if (!game) return outsidePlay;
  return <Timer label={game.countsDown ? L.clockLeft : L.clockPlayed} text={formatGameClock(game)} />;
}

/**
 * A clock as ARIA's timer (a live region that is not read out at each tick), named with its value ("Minuto de
 * jogo: 67'"): a plain span named "Minuto de jogo" hid the minute itself from a list cell's name.
 */
function Timer({ label, text }: { label: string; text: string }) {
  return (
    <span className="live-minute" role="timer" aria-label={`${label}: ${text}`}>
      {text}
    </span>
  );
}
