import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_DETAIL, liveFootballEventId, startSportsRig } from '../../test/sports-harness.ts';
import { encodeId } from '../common/global-id.ts';
import type { SportsRig } from '../../test/sports-harness.ts';

let rig: SportsRig;
beforeEach(async () => {
  rig = await startSportsRig();
});
afterEach(() => rig.close());

/** What the first test reads of EVENT_DETAIL's answer; the sections it only checks for null stay unknown. */
interface Detail {
  event: {
    eventId: number;
    isLive: boolean;
    status: { type: string };
    sport: { slug: string; name: string };
    homeTeam: { name: string };
    awayTeam: { name: string };
    odds: Array<{ choices: Array<{ decimalValue: string }> }>;
    votes: { winner: { total: number; options: Array<{ percentage: number }> } };
    lineups: { home: { players: Array<{ position: { label: string } }> } };
    teamSeasonStatistics: { home: { avgRating: number } };
    goalDistributions: { home: { overall: { periods: unknown[] } } };
    standings: Array<{ rows: Array<{ isEventTeam: boolean; team: { name: string } }> }>;
    [section: string]: unknown;
  };
}

describe('event detail through Yoga and the embedded feed', () => {
  it('answers every tab with exactly one upstream call per distinct resource', async () => {
    const id = await liveFootballEventId(rig, { inLeague: true });
    rig.calls.clear();
    rig.shared.cache.clear();
    const result = await rig.query<Detail>(EVENT_DETAIL, { id });
    expect(result.errors).toBeUndefined();
    const event = result.data!.event;

    expect(event.eventId).toBe(id);
    expect(event.isLive).toBe(true);
    expect(event.status.type).toBe('INPROGRESS');
    expect(event.sport).toEqual({ slug: 'football', name: 'Futebol' });
    for (const section of [
      'odds',
      'featuredOdds',
      'votes',
      'lineups',
      'statistics',
      'incidents',
      'standings',
    ]) {
      expect(event[section], section).not.toBeNull();
    }
    expect(event.odds[0].choices[0].decimalValue).toMatch(/^\d+\.\d{2}$/);
    const winner = event.votes.winner;
    // Balanced by the BFF: the shares' tenths add up to exactly 100.0 (0 when nobody voted).
    const tenths = winner.options.reduce((sum, o) => sum + Math.round(o.percentage * 10), 0);
    expect(tenths).toBe(winner.total > 0 ? 1000 : 0);
    expect(event.lineups.home.players[0].position.label).toMatch(/Goleiro|Defensor|Meio-campista|Atacante/);
    expect(event.teamSeasonStatistics.home.avgRating).toBeTypeOf('number');
    expect(event.goalDistributions.home.overall.periods.length).toBeGreaterThan(0);
    const marked = event.standings[0].rows.filter((r) => r.isEventTeam);
    expect(marked.map((r) => r.team.name).sort()).toEqual([event.homeTeam.name, event.awayTeam.name].sort());

    const counts = [...rig.calls.entries()];
    expect(
      counts.every(([, n]) => n === 1),
      JSON.stringify(counts),
    ).toBe(true);
    // event, 17 event sections minus heatmap, 2×2 team season resources, standings
    expect(rig.calls.size).toBe(1 + 15 + 4 + 1);
    expect(rig.calls.has(`/event/${id}/votes`)).toBe(true);
  });

  it('makes each upstream call at most once per TTL window for 100 concurrent identical queries', async () => {
    const id = await liveFootballEventId(rig, { inLeague: true });
    rig.calls.clear();
    rig.shared.cache.clear();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => rig.query<Detail>(EVENT_DETAIL, { id })),
    );
    expect(results.every((r) => !r.errors && r.data?.event.eventId === id)).toBe(true);
    expect(Math.max(...rig.calls.values())).toBe(1);

    // Past the live TTL the live sections are read again; reference data (standings: minutes) is not.
    rig.advance(6_000);
    await Promise.all(Array.from({ length: 10 }, () => rig.query<Detail>(EVENT_DETAIL, { id })));
    expect(rig.calls.get(`/event/${id}`)).toBe(2);
    expect(rig.calls.get(`/event/${id}/odds/1/all`)).toBe(2);
    const standings = [...rig.calls.keys()].find((p) => p.endsWith('/standings/total'))!;
    expect(rig.calls.get(standings)).toBe(1);
  });

  it('refetches Event by global id through node()', async () => {
    const id = await liveFootballEventId(rig);
    const first = await rig.query<{ event: { id: string } }>(`query($id: ID!) { event(id: $id) { id } }`, {
      id,
    });
    const node = await rig.query<{ node: { __typename: string; eventId: number } }>(
      `query($gid: ID!) { node(id: $gid) { __typename ... on Event { eventId } } }`,
      { gid: first.data!.event.id },
    );
    expect(node.data?.node).toEqual({ __typename: 'Event', eventId: id });
    // event(id:) takes the same global id as node(id:), and the feed number as a string or a number.
    const byGlobalId = await rig.query<{ event: { id: string; eventId: number } | null }>(
      `query($id: ID!) { event(id: $id) { id eventId } }`,
      { id: first.data!.event.id },
    );
    expect(byGlobalId.data?.event).toEqual({ id: first.data!.event.id, eventId: id });
    const byNumberText = await rig.query<{ event: { id: string } | null }>(
      `query($id: ID!) { event(id: $id) { id } }`,
      { id: String(id) },
    );
    expect(byNumberText.data?.event?.id).toBe(first.data!.event.id);
    // Another type's global id names no event.
    const otherType = await rig.query(`query($id: ID!) { event(id: $id) { id } }`, {
      id: encodeId('Team', id),
    });
    expect(otherType).toEqual({ data: { event: null } });
  });

  it('returns null without an error for an unknown event', async () => {
    const result = await rig.query(`{ event(id: 999999999) { eventId } }`);
    expect(result).toEqual({ data: { event: null } });
  });
});

describe('sports and event lists', () => {
  it('lists the 17 sports with pt-BR names and counts', async () => {
    const result = await rig.query<{
      sports: Array<{ slug: string; name: string; liveCount: number; totalCount: number }>;
    }>(`{ sports { slug name liveCount totalCount } }`);
    const sports = result.data!.sports;
    expect(sports.slice(0, 17).map((s) => s.slug)).toContain('table-tennis');
    expect(sports.find((s) => s.slug === 'ice-hockey')?.name).toBe('Hóquei no Gelo');
    const football = sports.find((s) => s.slug === 'football')!;
    expect(football.liveCount).toBeGreaterThan(0);
    expect(football.totalCount).toBeGreaterThanOrEqual(football.liveCount);
    expect(rig.calls.get('/sport/-10800/event-count')).toBe(1);
  });

  it("pages today's events and filters them by status", async () => {
    const all = await rig.query<{
      sport: {
        scheduledEvents: { totalCount: number; edges: Array<{ node: { status: { type: string } } }> };
      };
    }>(
      `{ sport(slug: "football") { name scheduledEvents(first: 500) { totalCount edges { node { status { type } } } } } }`,
    );
    const events = all.data!.sport.scheduledEvents;
    expect(events.totalCount).toBe(events.edges.length);
    const live = events.edges.filter((e) => e.node.status.type === 'INPROGRESS').length;
    const filtered = await rig.query<{
      sport: { scheduledEvents: { totalCount: number; pageInfo: { hasNextPage: boolean } } };
    }>(
      `{ sport(slug: "football") { scheduledEvents(first: 1, status: [INPROGRESS]) { totalCount pageInfo { hasNextPage } } } }`,
    );
    expect(filtered.data!.sport.scheduledEvents.totalCount).toBe(live);
    expect(filtered.data!.sport.scheduledEvents.pageInfo.hasNextPage).toBe(live > 1);
    expect(rig.calls.has('/sport/football/scheduled-events/2025-06-15')).toBe(true);
  });
});
