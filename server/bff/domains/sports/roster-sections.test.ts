import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSportsRig, type SportsRig } from '../../test/sports-harness.ts';

/**
 * Lineups, best players, head-to-head and standing zones over the simulated feed, through the BFF: the
 * sport's own positions and best-player measures in pt-BR, the head-to-head read by the event's customId
 * as SofaScore names it, and the Brasileirão's zones.
 */
let rig: SportsRig;

beforeAll(async () => {
  rig = await startSportsRig();
});

afterAll(async () => {
  await rig?.close();
});

interface Node {
  eventId: number;
  customId: string;
  uniqueTournament: { uniqueTournamentId: number } | null;
}

async function liveEvents(sport: string): Promise<Node[]> {
  const result = await rig.query<{ sport: { liveEvents: { edges: Array<{ node: Node }> } } }>(
    `query($sport: String!) { sport(slug: $sport) { liveEvents(first: 40) { edges { node {
        eventId customId uniqueTournament { uniqueTournamentId }
    } } } } }`,
    { sport },
  );
  return result.data?.sport.liveEvents.edges.map((e) => e.node) ?? [];
}

const LINEUPS = `query($id: ID!) { event(id: $id) {
  homeScore { current } awayScore { current }
  lineups { home { players { position { code label } } missingPlayers { typePt reasonPt player { position { label } } } } }
  bestPlayers { home { value label labelPt } away { value label labelPt } }
} }`;

interface LineupsAnswer {
  event: {
    homeScore: { current: number } | null;
    awayScore: { current: number } | null;
    lineups: {
      home: {
        players: Array<{ position: { code: string; label: string } | null }>;
        missingPlayers: Array<{
          typePt: string;
          reasonPt: string | null;
          player: { position: { label: string } };
        }>;
      };
    } | null;
    bestPlayers: {
      home: Array<{ value: string; label: string; labelPt: string }>;
      away: Array<{ value: string; label: string; labelPt: string }>;
    } | null;
  };
}

describe('lineups by sport', () => {
  it('names football positions as SPEC says and missing players with their type and reason', async () => {
    const [event] = await liveEvents('football');
    const { data } = await rig.query<LineupsAnswer>(LINEUPS, { id: event.eventId });
    const labels = new Set(data?.event.lineups?.home.players.map((p) => p.position?.label));
    expect([...labels].sort()).toEqual(['Atacante', 'Defensor', 'Goleiro', 'Meio-campista']);
    for (const m of data?.event.lineups?.home.missingPlayers ?? []) {
      expect(['Desfalque', 'Dúvida']).toContain(m.typePt);
      expect(['Lesão', 'Suspensão']).toContain(m.reasonPt);
    }
    // Rated best players in football, from /best-players/summary.
    expect(data?.event.bestPlayers?.home.every((b) => b.label === 'rating' && b.labelPt === 'Nota')).toBe(
      true,
    );
  });

  it('names basketball positions Armador, Ala and Pivô and its best players by points, rebounds, assists', async () => {
    const [event] = await liveEvents('basketball');
    const { data } = await rig.query<LineupsAnswer>(LINEUPS, { id: event.eventId });
    const labels = new Set(data?.event.lineups?.home.players.map((p) => p.position?.label));
    expect([...labels].sort()).toEqual(['Ala', 'Armador', 'Pivô']);
    const best = data?.event.bestPlayers;
    expect(best?.home.map((b) => b.labelPt)).toEqual(['Pontos', 'Rebotes', 'Assistências']);
    // The top scorer's points are a part of the side's score.
    expect(Number(best?.home[0].value)).toBeLessThanOrEqual(data?.event.homeScore?.current ?? 0);
    expect(Number(best?.away[0].value)).toBeLessThanOrEqual(data?.event.awayScore?.current ?? 0);
    // The real feed answers basketball's best players at /best-players (/best-players/summary is 404 there,
    // still asked for by the prefetch that starts with the event, before its sport is known).
    expect(rig.calls.has(`/event/${event.eventId}/best-players`)).toBe(true);
  });
});

describe('head-to-head', () => {
  it("reads SofaScore's /event/{customId}/h2h and counts from this event's home side", async () => {
    const events = await liveEvents('football');
    const league = events.find((e) => e.uniqueTournament?.uniqueTournamentId === 325) ?? events[0];
    const { data } = await rig.query<{
      event: {
        headToHead: { teamDuel: { homeWins: number; awayWins: number; draws: number } | null } | null;
      };
    }>(
      `query($id: ID!) { event(id: $id) { headToHead { teamDuel { homeWins awayWins draws } managerDuel { draws } } } }`,
      {
        id: league.eventId,
      },
    );
    expect(rig.calls.has(`/event/${league.customId}/h2h`)).toBe(true);
    const duel = data?.event.headToHead?.teamDuel;
    expect(duel).toBeTruthy();
    expect((duel?.homeWins ?? 0) + (duel?.awayWins ?? 0) + (duel?.draws ?? 0)).toBeGreaterThan(0);
  });
});

describe('standings zones', () => {
  it("colours and names the Brasileirão's zones: G4, G6, Sul-Americana, Z4", async () => {
    const events = await liveEvents('football');
    const serieA = events.find((e) => e.uniqueTournament?.uniqueTournamentId === 325);
    expect(serieA, 'a Brasileirão Série A match live at the rig start').toBeTruthy();
    const { data } = await rig.query<{
      event: {
        standings: Array<{ rows: Array<{ position: number; zone: { kind: string; label: string } | null }> }>;
      };
    }>(`query($id: ID!) { event(id: $id) { standings { rows { position zone { kind label } } } } }`, {
      id: serieA!.eventId,
    });
    const rows = data?.event.standings[0].rows ?? [];
    expect(rows).toHaveLength(20);
    const zoneOf = (place: number) => rows.find((r) => r.position === place)?.zone;
    expect(zoneOf(1)).toEqual({ kind: 'libertadores', label: 'Libertadores' });
    expect(zoneOf(5)).toEqual({ kind: 'preLibertadores', label: 'Pré-Libertadores' });
    expect(zoneOf(12)).toEqual({ kind: 'sulAmericana', label: 'Sul-Americana' });
    expect(zoneOf(13)).toBeNull();
    expect(zoneOf(17)).toEqual({ kind: 'relegation', label: 'Rebaixamento' });
    expect(zoneOf(20)).toEqual({ kind: 'relegation', label: 'Rebaixamento' });
  });
});

describe('lineup ratings', () => {
  const RATINGS = `query($id: ID!) { event(id: $id) { lineups { home { players { rating ratingIsSeasonAverage } } } } }`;
  type Ratings = {
    event: {
      lineups: { home: { players: Array<{ rating: number | null; ratingIsSeasonAverage: boolean }> } } | null;
    };
  };

  it('before kick-off are the season averages, and say so', async () => {
    const result = await rig.query<{
      sport: { scheduledEvents: { edges: Array<{ node: { eventId: number; status: { type: string } } }> } };
    }>(
      `{ sport(slug: "football") { scheduledEvents(first: 50) { edges { node { eventId status { type } } } } } }`,
    );
    const upcoming = result.data?.sport.scheduledEvents.edges.find(
      (e) => e.node.status.type === 'NOTSTARTED',
    );
    expect(upcoming, JSON.stringify(result.errors)).toBeDefined();
    const { data } = await rig.query<Ratings>(RATINGS, { id: upcoming!.node.eventId });
    const players = data?.event.lineups?.home.players ?? [];
    expect(players.length).toBeGreaterThan(0);
    expect(players.every((p) => p.rating !== null && p.ratingIsSeasonAverage)).toBe(true);
  });

  it('while playing are the match ratings, never marked as averages', async () => {
    const [event] = await liveEvents('football');
    const { data } = await rig.query<Ratings>(RATINGS, { id: event.eventId });
    const players = data?.event.lineups?.home.players ?? [];
    expect(players.length).toBeGreaterThan(0);
    expect(players.some((p) => p.ratingIsSeasonAverage)).toBe(false);
  });
});

describe('Event.sportHasDraws', () => {
  it('is true in football and false in basketball, tennis and volleyball (one rule with the votes)', async () => {
    const hasDraws = async (sport: string) => {
      const [event] = await liveEvents(sport);
      expect(event, sport).toBeDefined();
      const { data } = await rig.query<{ event: { sportHasDraws: boolean } }>(
        `query($id: ID!) { event(id: $id) { sportHasDraws } }`,
        { id: event.eventId },
      );
      return data?.event.sportHasDraws;
    };
    expect(await hasDraws('football')).toBe(true);
    for (const sport of ['basketball', 'tennis', 'volleyball'])
      expect(await hasDraws(sport), sport).toBe(false);
  });
});
