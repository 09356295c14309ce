import { describe, expect, it } from 'vitest';
import { EVENT_LABELS } from '../../server/i18n/screens/event.ts';
import { describedTabs } from './event-description.ts';

const everything = {
  odds: [{}],
  lineups: { home: {}, away: {} },
  statistics: [{ groups: [{}] }],
  teamSeasonStatistics: { home: {}, away: {} },
  standings: [{}],
};

const describe_ = (sections: Record<string, unknown>, sport: string | null) =>
  EVENT_LABELS.description('A × B', 'Liga', describedTabs(sections, sport));

describe('an event page’s description', () => {
  it('names odds, lineups, statistics and table where the sport has them and they loaded', () => {
    expect(describe_(everything, 'football')).toBe(
      'A × B (Liga): placar, odds, escalações, estatísticas e classificação.',
    );
    // An unknown sport gets every tab that loaded, as the page.
    expect(describe_(everything, null)).toBe(
      'A × B (Liga): placar, odds, escalações, estatísticas e classificação.',
    );
  });

  it('leaves out lineups and table in one-against-one sports', () => {
    for (const sport of ['tennis', 'darts', 'badminton', 'table-tennis'])
      expect(describe_(everything, sport), sport).toBe('A × B (Liga): placar, odds e estatísticas.');
  });

  it('leaves out what the feed has not for the event: a friendly’s table, esports’ lineups', () => {
    expect(describe_({ ...everything, standings: null }, 'football')).toBe(
      'A × B (Liga): placar, odds, escalações e estatísticas.',
    );
    expect(describe_({ ...everything, standings: [] }, 'basketball')).toBe(
      'A × B (Liga): placar, odds, escalações e estatísticas.',
    );
    expect(describe_({ ...everything, lineups: null, standings: null }, 'esports')).toBe(
      'A × B (Liga): placar, odds e estatísticas.',
    );
    expect(describe_({ statistics: null, teamSeasonStatistics: { home: {}, away: null } }, 'tennis')).toBe(
      'A × B (Liga): placar e estatísticas.',
    );
    // Before kick-off: periods without groups, a season without figures, no lineups yet. The tabs are
    // hidden (tabs.ts sectionShows), and the description does not name them either.
    const beforeKickOff = {
      ...everything,
      lineups: { home: null, away: null },
      statistics: [{ groups: [] }],
      teamSeasonStatistics: { home: null, away: null },
    };
    expect(describe_(beforeKickOff, 'football')).toBe('A × B (Liga): placar, odds e classificação.');
    expect(describe_({}, 'football')).toBe('A × B (Liga): placar.');
    expect(EVENT_LABELS.description('A × B', null, [])).toBe('A × B: placar.');
  });
});
