import { describe, expect, it, vi } from 'vitest';
import { DeadlineError } from '../../upstreams/budget.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';
import { eventsOfDay } from './day-list.ts';

/** An event starting at a São Paulo time (UTC−3) of 2026-03-10 or the days around it. */
const at = (id: number, saoPaulo: string | undefined) =>
  ({
    id,
    startTimestamp: saoPaulo === undefined ? undefined : Date.parse(`${saoPaulo}-03:00`) / 1000,
  }) as SportEvent;

/** A feed whose lists by date are `lists`; a date it has no list for answers null (no coverage). */
function feed(lists: Record<string, readonly SportEvent[] | Error>) {
  const scheduledEvents = vi.fn(async (_slug: string, date: string) => {
    const list = lists[date];
    if (list instanceof Error) throw list;
    return list ?? null;
  });
  return { ctx: { sports: { scheduledEvents } } as never, scheduledEvents };
}

const ids = (events: SportEvent[] | null) => events?.map((e) => e.id);

describe("eventsOfDay: one São Paulo day's events from the feed's lists", () => {
  it("adds the evening games a feed files by UTC under the next date, and drops the other days' events", async () => {
    const { ctx, scheduledEvents } = feed({
      // Filed by UTC date: the 10th's list opens with the 9th's evening in São Paulo, the 11th's with the 10th's.
      '2026-03-10': [at(1, '2026-03-09T21:30'), at(2, '2026-03-10T16:00'), at(3, '2026-03-10T20:59')],
      '2026-03-11': [at(4, '2026-03-10T21:30'), at(5, '2026-03-10T23:59'), at(6, '2026-03-11T16:00')],
    });
    expect(ids(await eventsOfDay(ctx, 'football', '2026-03-10'))).toEqual([2, 3, 4, 5]);
    expect(scheduledEvents.mock.calls.map(([, date]) => date)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it("keeps an event both lists hold once, and an event without a start time only from the date's list", async () => {
    const { ctx } = feed({
      '2026-03-10': [at(1, '2026-03-10T22:00'), at(2, undefined)],
      '2026-03-11': [at(1, '2026-03-10T22:00'), at(3, undefined)],
    });
    expect(ids(await eventsOfDay(ctx, 'football', '2026-03-10'))).toEqual([1, 2]);
  });

  it("answers the date's list alone when the next date's has no coverage or fails", async () => {
    const day = [at(1, '2026-03-10T12:00')];
    expect(ids(await eventsOfDay(feed({ '2026-03-10': day }).ctx, 'football', '2026-03-10'))).toEqual([1]);
    const failing = feed({
      '2026-03-10': day,
      '2026-03-11': new UpstreamError('sports', 'http', 'answered 500', { status: 500 }),
    });
    expect(ids(await eventsOfDay(failing.ctx, 'football', '2026-03-10'))).toEqual([1]);
  });

  it("fails with the date's list, and when the operation's budget runs out on either", async () => {
    const down = new UpstreamError('sports', 'http', 'answered 503', { status: 503 });
    await expect(eventsOfDay(feed({ '2026-03-10': down }).ctx, 'football', '2026-03-10')).rejects.toBe(down);
    const spent = new DeadlineError('calls');
    const next = feed({ '2026-03-10': [at(1, '2026-03-10T12:00')], '2026-03-11': spent });
    await expect(eventsOfDay(next.ctx, 'football', '2026-03-10')).rejects.toBe(spent);
  });

  it('answers null when the feed has no list for the date, and works a pair of lists out once', async () => {
    expect(await eventsOfDay(feed({}).ctx, 'football', '2026-03-10')).toBeNull();
    const lists = { '2026-03-10': [at(1, '2026-03-10T12:00')], '2026-03-11': [at(2, '2026-03-10T22:00')] };
    const { ctx } = feed(lists);
    const first = await eventsOfDay(ctx, 'football', '2026-03-10');
    expect(await eventsOfDay(ctx, 'football', '2026-03-10')).toBe(first);
    // A new next list (the feed's text changed) is read again.
    lists['2026-03-11'] = [at(3, '2026-03-10T23:00')];
    expect(ids(await eventsOfDay(ctx, 'football', '2026-03-10'))).toEqual([1, 3]);
  });
});
