import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../i18n/pt-BR.ts';
import { EVENT_DETAIL, liveFootballEventId, startSportsRig } from '../../test/sports-harness.ts';
import type { Fault, SportsRig } from '../../test/sports-harness.ts';

let rig: SportsRig;
let id: number;
/** Which sections the event has when nothing fails: under a fault every other one must still be there. */
let baseline: Record<string, unknown>;
beforeAll(async () => {
  rig = await startSportsRig();
  id = await liveFootballEventId(rig, { inLeague: true });
  const clean = await rig.query<{ event: Record<string, unknown> }>(EVENT_DETAIL, { id });
  expect(clean.errors).toBeUndefined();
  baseline = clean.data!.event;
});
afterAll(() => rig.close());
beforeEach(() => {
  rig.faults.clear();
  rig.shared.cache.clear();
});

const SECTIONS = [
  'odds',
  'featuredOdds',
  'votes',
  'lineups',
  'statistics',
  'incidents',
  'teamSeasonStatistics',
  'goalDistributions',
  'standings',
  'pregameForm',
  'managers',
  'pressureGraph',
  'winProbability',
  'teamStreaks',
  'bettingOddsStreaks',
  'shotmap',
  'bestPlayers',
  'winningOdds',
];

describe('a failing section costs only itself', () => {
  it.each<[Fault, string, string]>([
    ['http500', '/votes', 'votes'],
    ['timeout', '/lineups', 'lineups'],
    ['truncatedJson', '/odds/1/all', 'odds'],
    ['wrongShape', '/statistics', 'statistics'],
  ])('%s on %s: null with UPSTREAM_UNAVAILABLE on that path only', async (fault, suffix, field) => {
    rig.faults.set(`/event/${id}${suffix}`, fault);
    const answer = rig.query<{ event: Record<string, unknown> }>(EVENT_DETAIL, { id });
    if (fault === 'timeout') await rig.timeOut(`/event/${id}${suffix}`);
    const result = await answer;

    expect(result.errors).toEqual([
      {
        message: MESSAGES.sectionUnavailable,
        path: ['event', field],
        locations: expect.any(Array) as unknown,
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      },
    ]);
    const event = result.data!.event;
    expect(event[field]).toBeNull();
    expect(baseline[field]).not.toBeNull();
    for (const other of SECTIONS.filter((s) => s !== field))
      expect(event[other], other).toEqual(baseline[other]);
    expect(event.homeTeam).not.toBeNull();
  });

  it('a 404 section is null without any error', async () => {
    rig.faults.set(`/event/${id}/votes`, 'notFound');
    const result = await rig.query<{ event: Record<string, unknown> }>(EVENT_DETAIL, { id });
    expect(result.errors).toBeUndefined();
    expect(result.data!.event.votes).toBeNull();
    expect(result.data!.event.odds).not.toBeNull();
  });

  it('one failing team of a pair fails only that side', async () => {
    const ids = await rig.query<{ event: { homeTeam: { teamId: number } } }>(
      `query($id: ID!) { event(id: $id) { homeTeam { teamId } } }`,
      { id },
    );
    const homeId = ids.data!.event.homeTeam.teamId;
    const season = await rig.query<{
      event: { season: { seasonId: number }; uniqueTournament: { uniqueTournamentId: number } };
    }>(`query($id: ID!) { event(id: $id) { season { seasonId } uniqueTournament { uniqueTournamentId } } }`, {
      id,
    });
    const { seasonId } = season.data!.event.season;
    const { uniqueTournamentId } = season.data!.event.uniqueTournament;
    rig.faults.set(
      `/team/${homeId}/unique-tournament/${uniqueTournamentId}/season/${seasonId}/statistics/overall`,
      'http500',
    );
    const result = await rig.query<{ event: { teamSeasonStatistics: { home: unknown; away: unknown } } }>(
      EVENT_DETAIL,
      { id },
    );
    expect(result.errors?.map((e) => e.path)).toEqual([['event', 'teamSeasonStatistics', 'home']]);
    expect(result.data!.event.teamSeasonStatistics.home).toBeNull();
    expect(result.data!.event.teamSeasonStatistics.away).not.toBeNull();
  });

  it('does not cache a failure: the next request after recovery succeeds', async () => {
    rig.faults.set(`/event/${id}/votes`, 'http500');
    const failed = await rig.query<{ event: { votes: unknown } }>(
      `query($id: ID!) { event(id: $id) { votes { winner { total } } } }`,
      { id },
    );
    expect(failed.data!.event.votes).toBeNull();
    rig.faults.clear();
    const recovered = await rig.query<{ event: { votes: unknown } }>(
      `query($id: ID!) { event(id: $id) { votes { winner { total } } } }`,
      { id },
    );
    expect(recovered.errors).toBeUndefined();
    expect(recovered.data!.event.votes).not.toBeNull();
  });

  it('an event the feed cannot serve is null with the error on event', async () => {
    rig.faults.set(`/event/${id}`, 'http500');
    const result = await rig.query(`query($id: ID!) { event(id: $id) { eventId } }`, { id });
    expect(result.data).toEqual({ event: null });
    expect(result.errors?.[0]).toMatchObject({
      path: ['event'],
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe("a feed without today's event counts", () => {
  it("counts today's events in the sport's list rather than saying 0", async () => {
    const COUNTS = `{ sport(slug: "football") { liveCount totalCount
      scheduledEvents(first: 0) { totalCount } live: scheduledEvents(first: 0, status: [INPROGRESS]) { totalCount } } }`;
    const counted = await rig.query<{
      sport: {
        liveCount: number;
        totalCount: number;
        scheduledEvents: { totalCount: number };
        live: { totalCount: number };
      };
    }>(COUNTS);
    expect(counted.errors).toBeUndefined();
    rig.shared.cache.clear();
    rig.faults.set('/sport/-10800/event-count', 'notFound');
    const listed = await rig.query<typeof counted.data>(COUNTS);
    expect(listed.errors).toBeUndefined();
    const sport = listed.data!.sport;
    expect(sport.totalCount).toBeGreaterThan(0);
    expect([sport.liveCount, sport.totalCount]).toEqual([
      sport.live.totalCount,
      sport.scheduledEvents.totalCount,
    ]);
  });
});
