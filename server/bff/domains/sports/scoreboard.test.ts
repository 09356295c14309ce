import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeed } from '../../../sportsfeed/feed.ts';
import { scriptOf } from '../../../sportsfeed/match.ts';
import { dayOf, fixturesOnDay } from '../../../sportsfeed/schedule.ts';
import { FEED_START, startSportsRig, type SportsRig } from '../../test/sports-harness.ts';

/** The scoreboard, the match clock and the incidents' pt-BR names through GraphQL, on the simulated feed. */
const SCOREBOARD = /* GraphQL */ `
  query Scoreboard($id: ID!) {
    event(id: $id) {
      status {
        type
      }
      scoreboard {
        previousLegEventId
        aggregatedWinner
        home {
          score
          penalties
          aggregated
          redCards
          gamePoint
          periods {
            number
            score
            tieBreak
          }
          innings {
            runs
            wickets
            overs
          }
        }
        away {
          score
          penalties
          aggregated
          redCards
          gamePoint
          periods {
            number
            score
            tieBreak
          }
          innings {
            runs
            wickets
            overs
          }
        }
      }
      time {
        running
        speed
        periodStart
        initialSeconds
        maxSeconds
        addedTime
      }
      incidents {
        type
        label
        textPt
        time
        addedTime
      }
    }
  }
`;

interface Side {
  score: number | null;
  penalties: number | null;
  aggregated: number | null;
  gamePoint: string | null;
  periods: Array<{ number: number; score: number; tieBreak: number | null }>;
  innings: Array<{ runs: number; wickets: number | null; overs: number | null }>;
}
interface Answer {
  event: {
    status: { type: string };
    scoreboard: {
      previousLegEventId: number | null;
      aggregatedWinner: string | null;
      home: Side;
      away: Side;
    };
    time: {
      running: boolean;
      speed: number;
      periodStart: string | null;
      initialSeconds: number | null;
      maxSeconds: number | null;
    };
    incidents: Array<{ type: string; label: string; textPt: string | null; time: number | null }> | null;
  };
}

let rig: SportsRig;
beforeAll(async () => {
  rig = await startSportsRig();
});
afterAll(() => rig.close());

async function scoreboardOf(id: number) {
  const result = await rig.query<Answer>(SCOREBOARD, { id });
  expect(result.errors).toBeUndefined();
  return result.data!.event;
}

async function liveIds(sport: string): Promise<number[]> {
  const result = await rig.query<{ sport: { liveEvents: { edges: Array<{ node: { eventId: number } }> } } }>(
    `{ sport(slug: "${sport}") { liveEvents(first: 10) { edges { node { eventId } } } } }`,
  );
  return result.data!.sport.liveEvents.edges.map((e) => e.node.eventId);
}

describe('Event.scoreboard and Event.time', () => {
  it('a live football match: the clock runs from its period start at real speed, incidents named in pt-BR', async () => {
    const [id] = await liveIds('football');
    const event = await scoreboardOf(id);
    expect(event.time.running).toBe(true);
    expect(event.time.speed).toBe(1);
    expect(Date.parse(event.time.periodStart!)).toBeLessThanOrEqual(FEED_START);
    expect([0, 2700]).toContain(event.time.initialSeconds);
    expect(event.time.maxSeconds! - event.time.initialSeconds!).toBe(2700);
    expect(event.scoreboard.home.score).not.toBeNull();
    for (const incident of event.incidents ?? []) {
      expect(incident.label).not.toMatch(/^[a-z]+[A-Z]?|_/);
      expect(incident.time ?? 0).toBeLessThanOrEqual(300);
    }
  });

  it('a live tennis match: sets with their games, the game point, no running clock', async () => {
    const [id] = await liveIds('tennis');
    const event = await scoreboardOf(id);
    expect(event.time.running).toBe(false);
    const { home, away } = event.scoreboard;
    expect(home.periods.length).toBeGreaterThan(0);
    expect(home.periods.map((p) => p.number)).toEqual(away.periods.map((p) => p.number));
    if (event.status.type === 'INPROGRESS') {
      expect(['0', '15', '30', '40', 'A']).toContain(home.gamePoint);
      expect(['0', '15', '30', '40', 'A']).toContain(away.gamePoint);
    }
  });

  it('a cup tie decided on penalties: the score of play with the shoot-out apart, and the aggregate', async () => {
    const feed = createFeed('bancada-test');
    let found: number | undefined;
    for (let day = dayOf(FEED_START) - 1; day > dayOf(FEED_START) - 120 && !found; day--) {
      for (const fixture of fixturesOnDay(feed.world, 'football', day)) {
        const script = scriptOf(feed.world, fixture);
        if (script.shootout && script.endMs < FEED_START && script.firstLegGoals) found = fixture.id;
      }
    }
    expect(found, 'a shoot-out in the seeded Copa do Brasil').toBeDefined();
    const event = await scoreboardOf(found!);
    const { home, away } = event.scoreboard;
    expect(home.aggregated).toBe(away.aggregated);
    expect(home.penalties).not.toBe(away.penalties);
    expect(event.scoreboard.previousLegEventId).toBeGreaterThan(0);
    expect(event.scoreboard.aggregatedWinner).toBe(home.penalties! > away.penalties! ? 'HOME' : 'AWAY');
    const kicks = (event.incidents ?? []).filter((i) => i.type === 'PENALTY_SHOOTOUT');
    expect(kicks.length).toBeGreaterThan(0);
    for (const kick of kicks) expect(['Pênalti convertido', 'Pênalti perdido']).toContain(kick.label);
  });
});

describe('Event.incidents before the start', () => {
  it('is empty, not null: nothing has happened yet, which the page tells apart from a failed load', async () => {
    const result = await rig.query<{
      sport: { scheduledEvents: { edges: Array<{ node: { eventId: number; status: { type: string } } }> } };
    }>(
      `{ sport(slug: "football") { scheduledEvents(first: 50) { edges { node { eventId status { type } } } } } }`,
    );
    const upcoming = result.data?.sport.scheduledEvents.edges.find(
      (e) => e.node.status.type === 'NOTSTARTED',
    );
    expect(upcoming, JSON.stringify(result.errors)).toBeDefined();
    const event = await scoreboardOf(upcoming!.node.eventId);
    expect(event.incidents).toEqual([]);
  });
});
