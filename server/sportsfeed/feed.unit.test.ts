import { describe, expect, it } from 'vitest';
import { createFeed, PUBLISHED_DAYS_AHEAD } from './feed.ts';
import { dayOf, DAY_MS } from './schedule.ts';

const NOW = Date.UTC(2026, 10, 21, 18, 0);

describe('the feed over the world', () => {
  const feed = createFeed('feed-horizon');

  it('publishes a match only within a season ahead, while its plan stays readable by tools', () => {
    const today = dayOf(NOW);
    const near = feed.scheduled('football', today + 30, NOW)[0].script;
    expect(feed.event(near.fixture.id, NOW)?.script).toBe(near);

    // 700000000 decodes to a match of the endless calendar, 135 years on.
    const far = feed.script(700_000_000);
    expect(far?.fixture.startMs).toBeGreaterThan(NOW + PUBLISHED_DAYS_AHEAD * DAY_MS);
    expect(feed.event(700_000_000, NOW)).toBeUndefined();
    expect(feed.scheduled('football', dayOf(far!.fixture.startMs), NOW)).toEqual([]);
    // Published once its day is within the season ahead.
    expect(feed.event(700_000_000, far!.fixture.startMs)?.script).toBe(far);
    expect(feed.scripts('football', dayOf(far!.fixture.startMs)).map((s) => s.fixture.id)).toContain(
      700_000_000,
    );
  });
});
