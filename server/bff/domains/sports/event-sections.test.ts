import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { createManualClock } from '../../../clock.ts';
import { bareBffOptions } from '../../test/harness.ts';
import { createUpstream, type UpstreamAnswer } from '../../upstreams/http.ts';
import { createBff, type Bff } from '../../yoga.ts';
import { FEED_START, serveSimulatedFeed, type SimulatedFeed } from '../../test/sports-harness.ts';

/**
 * `event(id:)` starts the sections the feed serves by the event's id together with the event itself (as a
 * REST aggregator would), so the page costs two round trips to the feed instead of three. Only what the
 * operation selects is fetched, and each section is still read once per request.
 */
let feed: SimulatedFeed;
let bff: Bff;
let eventId: number;
/** Paths in the order their calls started, and the event's own answer held until released. */
const started: string[] = [];
let hold: { path: string; release: Promise<void> } | undefined;

beforeAll(async () => {
  feed = await serveSimulatedFeed();
  const sportsApiUrl = feed.url;
  const http = createUpstream({ name: 'sports', baseUrl: sportsApiUrl, timeoutMs: 5_000 });
  bff = createBff({
    ...bareBffOptions(),
    sportsApiUrl,
    sportsUpstream: {
      name: 'sports',
      async request<T>(
        path: string,
        options?: Parameters<typeof http.request>[1],
      ): Promise<UpstreamAnswer<T>> {
        started.push(path);
        if (hold?.path === path) await hold.release;
        return http.request<T>(path, options);
      },
    },
    costLimits: { ...DEFAULT_LIMITS, anonymousCostBucketSize: 1e9 },
    responseCache: false,
    clock: createManualClock(FEED_START),
  });
  eventId = await feed.firstLiveEventId();
});

afterAll(async () => {
  await bff?.close();
  await feed?.close();
});

beforeEach(() => {
  started.length = 0;
  hold = undefined;
  // Every test reads the feed afresh.
  bff.sports.cache.clear();
});

async function query(document: string, variables: Record<string, unknown>) {
  const response = await bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document, variables }),
  });
  return (await response.json()) as { data?: { event: Record<string, unknown> | null }; errors?: unknown };
}

const PAGE = `query Page($id: ID!, $withVotes: Boolean!) {
  event(id: $id) {
    id
    ...Markets
    lineups { confirmed }
    votes @include(if: $withVotes) { winner { __typename } }
    homeTeam { name }
  }
}
fragment Markets on Event { odds { marketName } }`;

describe('event(id:) and the sections it selects', () => {
  it('asks the feed for the selected id-only sections while the event itself is still on its way', async () => {
    let release!: () => void;
    hold = { path: `/event/${eventId}`, release: new Promise<void>((resolve) => (release = resolve)) };
    const answer = query(PAGE, { id: eventId, withVotes: true });
    // The event's answer is held: the sections can only have started alongside it. Waits for them with a
    // deadline, and lets the event go either way so that the request ends.
    const sections = [`/event/${eventId}/odds/1/all`, `/event/${eventId}/lineups`, `/event/${eventId}/votes`];
    const deadline = Date.now() + 5_000;
    while (!sections.every((p) => started.includes(p)) && Date.now() < deadline)
      await new Promise((resolve) => setImmediate(resolve));
    const seenWhileHeld = [...started];
    release();
    const body = await answer;

    expect(body.errors).toBeUndefined();
    expect(body.data?.event).toMatchObject({ lineups: expect.any(Object) as unknown });
    expect(seenWhileHeld).toEqual(expect.arrayContaining([`/event/${eventId}`, ...sections]));
    // Each read once in the request, and nothing that was not selected.
    expect([...started].sort()).toEqual([`/event/${eventId}`, ...sections].sort());
  });

  it('leaves out a section that @include leaves out, and sections of an unselected kind', async () => {
    const body = await query(PAGE, { id: eventId, withVotes: false });
    expect(body.errors).toBeUndefined();
    expect(started).not.toContain(`/event/${eventId}/votes`);
    expect(started).not.toContain(`/event/${eventId}/statistics`);
    expect(started).toContain(`/event/${eventId}/odds/1/all`);
  });

  it('keeps the selection of one document apart for each value of its conditions', async () => {
    // The sections are collected once per parsed document and @include/@skip values (the parser's cache
    // hands out the same document for the same text): each value must still get its own selection. What
    // starts while the event's answer is held is the prefetch alone (the votes field itself would ask later).
    const [odds, votes] = [`/event/${eventId}/odds/1/all`, `/event/${eventId}/votes`];
    const prefetchesVotes = async (withVotes: boolean) => {
      started.length = 0;
      bff.sports.cache.clear();
      let release!: () => void;
      hold = { path: `/event/${eventId}`, release: new Promise<void>((resolve) => (release = resolve)) };
      const answer = query(PAGE, { id: eventId, withVotes });
      // Every prefetch starts in the same turn: once odds has, votes has too if it is selected.
      const deadline = Date.now() + 5_000;
      while (!started.includes(odds) && Date.now() < deadline)
        await new Promise((resolve) => setImmediate(resolve));
      const seenWhileHeld = started.includes(votes);
      release();
      expect((await answer).errors).toBeUndefined();
      return seenWhileHeld;
    };
    const values = [true, false, true, false];
    const seen: boolean[] = [];
    for (const withVotes of values) seen.push(await prefetchesVotes(withVotes));
    expect(seen).toEqual(values);
  });
});
