import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startServer } from '../start.ts';
import { createSportsFeedApp } from './app.ts';
import { createManualClock } from '../clock.ts';
import type { teamView } from './event-view.ts';
import type { incidents as incidentsOf } from './sections/incidents.ts';
import { LINEUPS_CONFIRMED_BEFORE_MS, type lineups as lineupsOf } from './sections/lineups.ts';

// The bodies these tests read: the feed's own view types where it has them (event-view builds an event as
// a loose record, so its fields read here are named here).
interface EventJson {
  id: number;
  startTimestamp: number;
  isLive: boolean;
  status: { type: string; description: string };
  homeTeam: ReturnType<typeof teamView>;
  tournament: { uniqueTournament: { id: number } };
  season: { id: number; name: string; year: string };
  roundInfo?: { round: number };
  homeScore: { current: number; period1: number; period2?: number };
  venue: unknown;
  referee: unknown;
  attendance: number;
  time: { currentPeriodStartTimestamp: number };
  sport: unknown;
}
interface Events {
  events: EventJson[];
}
// Asymmetric matchers are typed `any`; as `unknown` they match without leaking it.
const anyNumber: unknown = expect.any(Number);
const anyString: unknown = expect.any(String);

// Saturday 21 November 2026, 15:00 in São Paulo.
const NOW = Date.UTC(2026, 10, 21, 18, 0);
const NOT_FOUND = { error: { code: 404, message: 'Not Found' } };
/** The football friendlies played every day (unique tournament 853): no rounds. */
const FRIENDLIES = 853;

async function get(app: ReturnType<typeof createSportsFeedApp>, path: string) {
  const res = await app.request(path);
  return { status: res.status, text: await res.text() };
}
/** The answer's JSON, typed as the test expects that path to answer. */
const json = async <TBody = unknown>(app: ReturnType<typeof createSportsFeedApp>, path: string) => {
  const r = await get(app, path);
  return { status: r.status, body: JSON.parse(r.text) as TBody };
};

describe('sports feed API', () => {
  it('answers byte for byte the same for the same seed and time, and differently for another seed', async () => {
    const a = createSportsFeedApp({ seed: 'det', clock: createManualClock(NOW) });
    const b = createSportsFeedApp({ seed: 'det', clock: createManualClock(NOW) });
    const other = createSportsFeedApp({ seed: 'other', clock: createManualClock(NOW) });
    const live = (await json<Events>(a, '/sport/football/events/live')).body.events;
    expect(live.length).toBeGreaterThan(0);
    const id = live[0].id;
    const paths = [
      '/sport/-10800/event-count',
      '/sport/football/events/live',
      '/sport/tennis/scheduled-events/2026-11-21',
      `/event/${id}`,
      `/event/${id}/odds/1/all`,
      `/event/${id}/lineups`,
      `/event/${id}/statistics`,
      `/event/${id}/incidents`,
      `/event/${id}/votes`,
      `/unique-tournament/325/season/40026/standings/total`,
    ];
    for (const path of paths) {
      const [x, y] = [await get(a, path), await get(b, path)];
      expect(x.status, path).toBe(200);
      expect(x.text, path).toBe(y.text);
    }
    expect((await get(other, '/sport/football/scheduled-events/2026-11-21')).text).not.toBe(
      (await get(a, '/sport/football/scheduled-events/2026-11-21')).text,
    );
  });

  it('answers the SofaScore 404 body where there is no coverage', async () => {
    const app = createSportsFeedApp({ seed: 'cov', clock: createManualClock(NOW) });
    const tennis = (await json<Events>(app, '/sport/tennis/scheduled-events/2026-11-21')).body.events[0];
    const friendly = (
      await json<Events>(app, '/sport/football/scheduled-events/2026-11-21')
    ).body.events.find((e) => e.tournament.uniqueTournament.id === 853);
    if (!friendly) throw new Error('no friendly on the day');
    const missing = [
      '/event/999',
      '/event/abc',
      `/event/${tennis.id}/lineups`,
      `/event/${tennis.id}/managers`,
      `/unique-tournament/853/season/${friendly.season.id}/standings/total`,
      `/unique-tournament/373/season/40226/standings/total`,
      '/unique-tournament/325/season/99999/standings/total',
      '/sport/curling/events/live',
      '/sport/football/scheduled-events/2026-02-30',
      '/nothing/here',
    ];
    for (const path of missing) expect(await json(app, path), path).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('publishes about a season ahead: a made-up id of a match in 2161 is not found, nor its day listed', async () => {
    const app = createSportsFeedApp({ seed: 'cov', clock: createManualClock(NOW) });
    // 700000000 decodes to a match of the endless calendar, 135 years on.
    expect(await json(app, '/event/700000000'), 'far').toEqual({ status: 404, body: NOT_FOUND });
    expect((await json<Events>(app, '/sport/football/scheduled-events/2161-06-01')).body.events).toEqual([]);
    // Within the published season, days ahead are listed and their matches found.
    const ahead = (await json<Events>(app, '/sport/football/scheduled-events/2027-08-01')).body.events;
    expect(ahead.length).toBeGreaterThan(0);
    expect((await json(app, `/event/${ahead[0].id}`)).status).toBe(200);
  });

  it('serves SofaScore-shaped events with the fields the product reads', async () => {
    const app = createSportsFeedApp({ seed: 'shape', clock: createManualClock(NOW) });
    const { events } = (await json<Events>(app, '/sport/football/events/live')).body;
    for (const e of events) {
      expect(e.status.type).toBe('inprogress');
      expect(e.isLive).toBe(true);
      expect(Number.isInteger(e.id) && Number.isInteger(e.startTimestamp)).toBe(true);
      expect(e.startTimestamp).toBeLessThanOrEqual(NOW / 1000);
      expect(e.homeTeam.nameCode).toMatch(/^[A-Z0-9]{3}$/);
      expect(e.homeTeam.teamColors.primary).toMatch(/^#[0-9a-f]{6}$/);
      expect(e.tournament.uniqueTournament.id).toBeTypeOf('number');
      expect(e.season).toMatchObject({ id: anyNumber, name: anyString, year: anyString });
      // Daily friendlies have no rounds; a league's or cup's event has its round.
      if (e.tournament.uniqueTournament.id === FRIENDLIES) expect(e.roundInfo).toBeUndefined();
      else expect(e.roundInfo!.round).toBeGreaterThan(0);
      expect(e.homeScore.current).toBe(e.homeScore.period1 + (e.homeScore.period2 ?? 0));
      expect(e.venue).toMatchObject({ name: anyString, city: { name: anyString } });
      expect(e.referee).toMatchObject({ games: anyNumber, yellowCards: anyNumber });
      expect(e.attendance).toBeGreaterThan(0);
      expect(e.time.currentPeriodStartTimestamp).toBeLessThanOrEqual(NOW / 1000);
      expect(e.sport).toEqual({ name: 'Football', slug: 'football', id: 1 });
    }
    const count = (
      await json<Record<string, { live: number; total: number }>>(app, '/sport/-10800/event-count')
    ).body;
    expect(Object.keys(count)).toHaveLength(17);
    expect(count.football.live).toBe(events.length);
  });

  it('serves a team by id, the same team its events carry', async () => {
    const app = createSportsFeedApp({ seed: 'det', clock: createManualClock(NOW) });
    const [event] = (await json<Events>(app, '/sport/football/events/live')).body.events;
    const team = await json<{ team: ReturnType<typeof teamView> }>(app, `/team/${event.homeTeam.id}`);
    expect(team.status).toBe(200);
    expect(team.body.team).toEqual(event.homeTeam);
    expect(await json(app, '/team/999999999')).toEqual({ status: 404, body: NOT_FOUND });
    expect(await json(app, '/team/abc')).toEqual({ status: 404, body: NOT_FOUND });
  });

  it('never confirms the lineups of a match called off', async () => {
    const clock = createManualClock(NOW);
    const app = createSportsFeedApp({ seed: 'play', clock });
    type Listed = Events['events'][number];
    let calledOff: Listed | undefined;
    for (let day = 15; day <= 28 && !calledOff; day++)
      calledOff = (
        await json<Events>(app, `/sport/football/scheduled-events/2026-11-${day}`)
      ).body.events.find((e) => e.status.type === 'postponed' || e.status.type === 'canceled');
    if (!calledOff) throw new Error('no football match called off in two weeks');
    // At what would have been its kick-off, past the hour before it when a played match's are confirmed.
    clock.set(calledOff.startTimestamp * 1000);
    const answer = await json<{ confirmed: boolean }>(app, `/event/${calledOff.id}/lineups`);
    expect(answer.status === 404 || !answer.body.confirmed).toBe(true);
  });

  it('confirms lineups an hour before kick-off and lets a manual clock play a match', async () => {
    const clock = createManualClock(NOW);
    const app = createSportsFeedApp({ seed: 'play', clock });
    const upcoming = (
      await json<Events>(app, '/sport/football/scheduled-events/2026-11-22')
    ).body.events.find((e) => e.status.type === 'notstarted');
    if (!upcoming) throw new Error('nothing scheduled for the next day');
    const kickoff = upcoming.startTimestamp * 1000;
    clock.set(kickoff - LINEUPS_CONFIRMED_BEFORE_MS - 60_000);
    type Lineups = NonNullable<ReturnType<typeof lineupsOf>>;
    expect((await json<Lineups>(app, `/event/${upcoming.id}/lineups`)).body.confirmed).toBe(false);
    expect((await json(app, `/event/${upcoming.id}/statistics`)).status).toBe(404);
    clock.set(kickoff - LINEUPS_CONFIRMED_BEFORE_MS);
    const lineups = (await json<Lineups>(app, `/event/${upcoming.id}/lineups`)).body;
    expect(lineups.confirmed).toBe(true);
    expect(lineups.home.players.filter((p) => !p.substitute)).toHaveLength(11);
    expect(lineups.home.players[0].player.proposedMarketValueRaw.currency).toBe('EUR');

    const seen: string[] = [];
    for (let minute = 0; minute <= 150; minute += 5) {
      clock.set(kickoff + minute * 60_000);
      const { event } = (await json<{ event: EventJson }>(app, `/event/${upcoming.id}`)).body;
      if (seen.at(-1) !== event.status.description) seen.push(event.status.description);
    }
    expect(seen).toEqual(['1st half', 'Halftime', '2nd half', 'Ended']);
    const incidents = (
      await json<NonNullable<ReturnType<typeof incidentsOf>>>(app, `/event/${upcoming.id}/incidents`)
    ).body.incidents;
    expect(incidents[0]).toMatchObject({ incidentType: 'period', text: 'FT' });
  });

  it('runs alone as the sportsfeed role of the server', async () => {
    const running = await startServer({
      ...loadConfig({}),
      port: 0,
      logLevel: 'silent',
      roles: new Set(['sportsfeed']),
    });
    try {
      const res = await fetch(`${running.url}/sportsfeed/api/v1/sport/football/events/live`);
      expect(res.status).toBe(200);
      expect(Array.isArray(((await res.json()) as { events: unknown[] }).events)).toBe(true);
      const missing = await fetch(`${running.url}/sportsfeed/api/v1/event/1`);
      expect(await missing.json()).toEqual(NOT_FOUND);
      // What no role answers: a pt-BR message and a code, as every error of the server.
      const nowhere = await fetch(`${running.url}/graphql`);
      expect(nowhere.status).toBe(404);
      expect(await nowhere.json()).toEqual({ message: 'Não encontrado', code: 'NOT_FOUND' });
    } finally {
      await running.close();
    }
  });
});
