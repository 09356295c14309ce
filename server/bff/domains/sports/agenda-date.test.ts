import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSportsRig } from '../../test/sports-harness.ts';
import type { SportsRig } from '../../test/sports-harness.ts';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { AGENDA_DAYS_AROUND_TODAY } from '../../../calendar-days.ts';

// The rig's feed clock stands on 2025-06-15 in São Paulo (FEED_START).
let rig: SportsRig;
beforeEach(async () => {
  rig = await startSportsRig();
});
afterEach(() => rig.close());

const LIST = /* GraphQL */ `
  query List($date: Date) {
    sport(slug: "football") {
      scheduledEvents(first: 100, date: $date) {
        totalCount
        edges {
          node {
            startTime
            status {
              type
            }
          }
        }
      }
    }
  }
`;

const COUNTS = /* GraphQL */ `
  query Counts($date: Date) {
    sports(date: $date) {
      slug
      liveCount
      totalCount
    }
  }
`;

interface ListData {
  sport: {
    scheduledEvents: {
      totalCount: number;
      edges: Array<{ node: { startTime: string; status: { type: string } } }>;
    };
  };
}
/** The list or the counts an answer carries; null when the date was refused. */
function answered(result: { data?: Record<string, unknown> | null }): unknown {
  const data = result.data as { sport?: { scheduledEvents: unknown }; sports?: unknown } | null | undefined;
  return data?.sport?.scheduledEvents ?? data?.sports ?? null;
}

interface CountsData {
  sports: Array<{ slug: string; liveCount: number; totalCount: number }>;
}

describe('the agenda of a given day', () => {
  it("lists another day's events from that day's feed list, and counts them per sport", async () => {
    const result = await rig.query<ListData>(LIST, { date: '2025-06-17' });
    expect(result.errors).toBeUndefined();
    const events = result.data!.sport.scheduledEvents;
    expect(events.totalCount).toBeGreaterThan(0);
    expect(rig.calls.get('/sport/football/scheduled-events/2025-06-17')).toBe(1);
    // Two days ahead: nothing has started yet.
    expect(events.edges.every((e) => e.node.status.type === 'NOTSTARTED')).toBe(true);

    const counts = await rig.query<CountsData>(COUNTS, { date: '2025-06-17' });
    expect(counts.errors).toBeUndefined();
    const football = counts.data!.sports.find((s) => s.slug === 'football')!;
    expect(football).toEqual({ slug: 'football', liveCount: 0, totalCount: events.totalCount });
    // Another day's counts come from that day's list of each sport (event-count is today's only).
    expect(rig.calls.get('/sport/tennis/scheduled-events/2025-06-17')).toBe(1);
  });

  it("pages a day's events by keyset: small pages join into the whole list, each event once", async () => {
    const PAGE = /* GraphQL */ `
      query Page($after: String) {
        sport(slug: "football") {
          scheduledEvents(first: 7, after: $after, date: "2025-06-17") {
            pageInfo {
              endCursor
              hasNextPage
            }
            edges {
              node {
                id
              }
            }
          }
        }
      }
    `;
    type PageData = {
      sport: {
        scheduledEvents: {
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
          edges: Array<{ node: { id: string } }>;
        };
      };
    };
    const whole = await rig.query<{ sport: { scheduledEvents: { edges: Array<{ node: { id: string } }> } } }>(
      'query { sport(slug: "football") { scheduledEvents(first: 100, date: "2025-06-17") { edges { node { id } } } } }',
    );
    const ids: string[] = [];
    let after: string | null = null;
    for (let n = 0; n < 50; n++) {
      const page: { data?: PageData | null; errors?: unknown } = await rig.query<PageData>(PAGE, { after });
      expect(page.errors).toBeUndefined();
      const list = page.data!.sport.scheduledEvents;
      ids.push(...list.edges.map((e) => e.node.id));
      if (!list.pageInfo.hasNextPage) break;
      after = list.pageInfo.endCursor;
    }
    expect(ids).toEqual(whole.data!.sport.scheduledEvents.edges.map((e) => e.node.id));
    expect(ids.length).toBeGreaterThan(7);
  });

  it("counts today's events from the feed's event-count when the date is today's", async () => {
    const today = await rig.query<CountsData>(COUNTS, { date: '2025-06-15' });
    const implicit = await rig.query<CountsData>(COUNTS);
    expect(today.errors).toBeUndefined();
    expect(today.data).toEqual(implicit.data);
    expect([...rig.calls.keys()].some((path) => path.includes('/scheduled-events/'))).toBe(false);
  });

  it.each([
    ['2025-05-15', 'the first day of the range, 31 days back', false],
    ['2025-05-16', '30 days back', true],
    ['2025-07-15', '30 days ahead', true],
    ['2025-07-16', '31 days ahead', false],
    ['2026-06-15', 'a year ahead', false],
  ])('%s (%s): in range %s', async (date, _what, inRange) => {
    for (const document of [LIST, COUNTS]) {
      const result = await rig.query(document, { date });
      if (inRange) {
        expect(result.errors).toBeUndefined();
        continue;
      }
      expect(answered(result)).toBeNull();
      expect(result.errors?.[0].message).toBe(BFF_MESSAGES.dateOutOfRange(AGENDA_DAYS_AROUND_TODAY));
      expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    // A day out of range is refused before the feed is asked.
    if (!inRange) expect([...rig.calls.keys()].some((path) => path.includes(date))).toBe(false);
  });

  it.each(['2025-02-30', '2025-6-15', '15/06/2025', '2025-06-15T00:00:00Z', ''])(
    'refuses the malformed date %j with a pt-BR message',
    async (date) => {
      for (const document of [LIST, COUNTS]) {
        const result = await rig.query(document, { date });
        expect(answered(result)).toBeNull();
        expect(result.errors?.[0].message).toContain(BFF_MESSAGES.dateInvalid);
        expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
      expect([...rig.calls.keys()].some((path) => path.includes('/scheduled-events/'))).toBe(false);
    },
  );
});
