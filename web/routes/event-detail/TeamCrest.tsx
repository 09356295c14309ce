import { useEffect, useRef, useState } from 'react';
import { SCOREBOARD_LABELS as L } from '../../../server/i18n/screens/scoreboard.ts';

/** The crest path the site serves itself (never a third-party host): the BFF fetches it from the feed. */
export const teamCrestUrl = (teamId: number) => `/images/team/${teamId}`;

/**
 * A team's crest, or a player's picture in one-against-one sports (`player`); one that fails to load leaves
 * its place empty rather than a broken image.
 */
export function TeamCrest({
  teamId,
  name,
  size = 48,
  player = false,
}: {
  teamId: number;
  name: string;
  size?: number;
  player?: boolean;
}) {
  // The team whose crest failed: the scoreboard keeps this component when it moves to another event.
  const [failedTeam, setFailedTeam] = useState<number | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // On a page rendered by the server the image may have failed before React attached onError, which then
  // never fires: a finished image with no pixels is a failed one.
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0) setFailedTeam(teamId);
  }, [teamId]);
  if (failedTeam === teamId) return <span className="crest crest-missing" />;
  return (
    <img
      ref={image}
      className="crest"
      src={teamCrestUrl(teamId)}
      alt={player ? L.playerPicture(name) : L.crest(name)}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedTeam(teamId)}
    />
  );
}
