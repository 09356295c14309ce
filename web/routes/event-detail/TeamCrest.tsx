import { useState } from 'react';
import { SCOREBOARD_LABELS as L } from '../../../server/i18n/screens/scoreboard.ts';

/** The crest path the site serves itself (never a third-party host): the BFF fetches it from the feed. */
export const teamCrestUrl = (teamId: number) => `/images/team/${teamId}`;

/** A team's crest; a crest that fails to load leaves its place empty rather than a broken image. */
export function TeamCrest({ teamId, name, size = 48 }: { teamId: number; name: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="crest crest-missing" />;
  return (
    <img
      className="crest"
      src={teamCrestUrl(teamId)}
      alt={L.crest(name)}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
