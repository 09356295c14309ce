import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { createSportsFeedApp } from './app.ts';
import { createScaledClock } from './clock.ts';

describe('createScaledClock', () => {
  it('starts at the real time and runs `speed` times faster', () => {
    let real = 1_000_000;
    const clock = createScaledClock(60, () => real);
    expect(clock.now()).toBe(1_000_000);
    real += 1_000;
    expect(clock.now()).toBe(1_060_000);
  });

  it('starts at a given instant, whatever the real time', () => {
    let real = Date.UTC(2026, 10, 23, 6); // 03:00 in São Paulo
    const start = Date.UTC(2026, 10, 23, 17); // 14:00 in São Paulo
    const clock = createScaledClock(60, () => real, start);
    expect(clock.now()).toBe(start);
    real += 30_000;
    expect(clock.now()).toBe(start + 30 * 60_000);
  });

  it('publishes its timeline at /simulation/clock, and a manual clock none', async () => {
    const real = Date.UTC(2026, 10, 23, 6);
    const start = Date.UTC(2026, 10, 23, 17);
    const clock = createScaledClock(60, () => real, start);
    const timeline = { simulatedStart: start, realStart: real, speed: 60 };
    expect(clock.timeline).toEqual(timeline);
    const scaled = createSportsFeedApp({ seed: 'clock', clock, timeline: clock.timeline });
    expect(await (await scaled.request('/simulation/clock')).json()).toEqual(timeline);
    const manual = createSportsFeedApp({ seed: 'clock', clock: createManualClock(start) });
    expect((await manual.request('/simulation/clock')).status).toBe(404);
  });
});
