import { describe, expect, it } from 'vitest';
import { createFeed } from '../feed.ts';
import { scriptOf } from '../match.ts';
import { dayOf, fixturesOnDay } from '../schedule.ts';
import { headToHead } from './h2h.ts';

describe('headToHead', () => {
  const feed = createFeed('h2h');
  const day = dayOf(Date.UTC(2026, 10, 22, 12));
  const duels = [day, day + 1, day + 2]
    .flatMap((d) => fixturesOnDay(feed.world, 'football', d))
    .map((fixture) => headToHead(feed.world, scriptOf(feed.world, fixture)))
    .filter((h) => h?.managerDuel);
  const total = (d: { homeWins: number; awayWins: number; draws: number }) =>
    d.homeWins + d.awayWins + d.draws;

  it('counts the managers’ meetings since both were in charge: part of the teams’ record, not always all', () => {
    expect(duels.length).toBeGreaterThan(10);
    for (const h of duels) {
      expect(h!.managerDuel!.homeWins).toBeLessThanOrEqual(h!.teamDuel.homeWins);
      expect(h!.managerDuel!.awayWins).toBeLessThanOrEqual(h!.teamDuel.awayWins);
      expect(h!.managerDuel!.draws).toBeLessThanOrEqual(h!.teamDuel.draws);
    }
    expect(duels.some((h) => total(h!.managerDuel!) < total(h!.teamDuel))).toBe(true);
    expect(duels.some((h) => total(h!.managerDuel!) === total(h!.teamDuel) && total(h!.teamDuel) > 0)).toBe(
      true,
    );
  });
});
