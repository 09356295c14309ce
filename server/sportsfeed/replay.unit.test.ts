import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSportsFeedApp } from './app.ts';
import { createManualClock } from '../clock.ts';
import { createReplayApp, fileFor, record } from './replay.ts';

const NOW = Date.UTC(2026, 10, 21, 18, 0);
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('replay of recorded sports answers', () => {
  it('records a feed and replays the same bytes by path, with the SofaScore 404 elsewhere', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'replay-'));
    const feed = createSportsFeedApp({ seed: 'replay', clock: createManualClock(NOW) });
    // The recorder talks HTTP; here it is wired straight to the app's fetch handler.
    const viaApp = ((input: string) =>
      feed.request(input.replace('http://feed', ''))) as unknown as typeof fetch;
    const live = (await (await feed.request('/sport/football/events/live')).json()) as {
      events: Array<{ id: number }>;
    };
    const id = live.events[0].id;
    const paths = ['/sport/football/events/live', `/event/${id}`, `/event/${id}/lineups`, '/event/1/votes'];
    const result = await record('http://feed', paths, dir, viaApp);
    expect(result).toEqual({ written: paths.slice(0, 3), missing: ['/event/1/votes'] });
    expect(await readFile(path.join(dir, 'event', String(id), 'lineups.json'), 'utf8')).toBe(
      await (await feed.request(`/event/${id}/lineups`)).text(),
    );

    const replay = createReplayApp(dir);
    for (const p of paths.slice(0, 3)) {
      const res = await replay.request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.text()).toBe(await (await feed.request(p)).text());
    }
    for (const p of ['/event/1/votes', '/event/../../etc/passwd', '/']) {
      const res = await replay.request(p);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 404, message: 'Not Found' } });
    }
  });

  it('never maps a path outside the folder', () => {
    expect(fileFor('/data/x', '/event/1/lineups')).toBe(path.resolve('/data/x/event/1/lineups.json'));
    expect(fileFor('/data/x', '/event/%2e%2e/%2e%2e/secret')).toBeUndefined();
    expect(fileFor('/data/x', '/')).toBeUndefined();
  });
});
