/**
 * CPU cost per request of the sports feed and heap over 30 simulated days.
 *   node_modules/.bin/node --expose-gc scripts/bench-sportsfeed.ts
 * Budgets: under 1 ms of CPU per request on average; heap after 30 days within 20 MB of day 1.
 */
import { createSportsFeedApp } from '../server/sportsfeed/app.ts';
import { createManualClock } from '../server/clock.ts';
import { dateOfDay, dayOf } from '../server/sportsfeed/schedule.ts';

const CPU_BUDGET_MS = 1;
const HEAP_GROWTH_BUDGET_MB = 20;
const REQUESTS = 400;

const clock = createManualClock(Date.UTC(2026, 10, 21, 18, 0));
const app = createSportsFeedApp({ seed: 'bench', clock });
const gc = (globalThis as { gc?: () => void }).gc;

async function cpuPerRequest(path: () => string): Promise<number> {
  for (let i = 0; i < 20; i++) await (await app.request(path())).text();
  const before = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) await (await app.request(path())).text();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / REQUESTS;
}

const live = (await (await app.request('/sport/football/events/live')).json()) as {
  events: Array<{ id: number }>;
};
const ids = live.events.map((e) => e.id);
let n = 0;
const liveMs = await cpuPerRequest(() => '/sport/football/events/live');
const eventMs = await cpuPerRequest(() => `/event/${ids[n++ % ids.length]}`);

const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
const samples: number[] = [];
for (let day = 0; day < 30; day++) {
  const date = dateOfDay(dayOf(clock.now()));
  for (const sport of ['football', 'basketball', 'tennis', 'volleyball']) {
    const { events } = (await (await app.request(`/sport/${sport}/scheduled-events/${date}`)).json()) as {
      events: Array<{ id: number }>;
    };
    await (await app.request(`/sport/${sport}/events/live`)).text();
    for (const e of events.slice(0, 20)) {
      for (const section of ['', '/odds/1/all', '/lineups', '/statistics', '/incidents']) {
        await (await app.request(`/event/${e.id}${section}`)).text();
      }
    }
  }
  await (await app.request('/sport/-10800/event-count')).text();
  samples.push(heapMb());
  clock.advance(86_400_000);
}

const growth = samples[samples.length - 1] - samples[0];
const cpuOk = liveMs < CPU_BUDGET_MS && eventMs < CPU_BUDGET_MS;
const heapOk = growth < HEAP_GROWTH_BUDGET_MB;
console.log(
  `CPU per request  GET /sport/football/events/live  ${liveMs.toFixed(3)} ms  (${ids.length} live events)`,
);
console.log(`CPU per request  GET /event/{id}                   ${eventMs.toFixed(3)} ms`);
console.log(`budget ${CPU_BUDGET_MS} ms: ${cpuOk ? 'PASS' : 'FAIL'}`);
console.log(`heap over 30 simulated days (MB${gc ? ', after GC' : ', no --expose-gc: noisy'}):`);
console.log(`  ${samples.map((s) => s.toFixed(1)).join(' ')}`);
console.log(
  `  growth day 1 → day 30: ${growth.toFixed(1)} MB, budget ${HEAP_GROWTH_BUDGET_MB} MB: ${heapOk ? 'PASS' : 'FAIL'}`,
);
process.exitCode = cpuOk && heapOk ? 0 : 1;
