import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { createSportsFeedApp } from '../sportsfeed/app.ts';
import { mountCrestRoute, type CrestRouteOptions } from './crests.ts';

const FEED = 'http://feed.test/api/v1';
const feedApp = createSportsFeedApp({
  seed: 'crests',
  clock: createManualClock(Date.parse('2025-03-10T18:00:00Z')),
});
const someTeamId = (async () => {
  const body = (await (await feedApp.request('/sport/football/events/live')).json()) as {
    events: Array<{ homeTeam: { id: number } }>;
  };
  return body.events[0].homeTeam.id;
})();

/** A BFF with the crest route over `upstream`; `calls` counts the feed requests. */
function rig(
  upstream: (path: string) => Response | Promise<Response>,
  options: Partial<CrestRouteOptions> = {},
) {
  const calls: string[] = [];
  const clock = createManualClock(0);
  const app = new Hono();
  mountCrestRoute(app, {
    sportsApiUrl: FEED,
    maxBytes: 4096,
    perMinute: 0,
    clientIp: (c) => c.req.header('x-test-ip'),
    clock,
    fetch: (async (url: string | URL) => {
      const path = String(url).slice(FEED.length);
      calls.push(path);
      return upstream(path);
    }) as typeof fetch,
    ...options,
  });
  return { app, calls, clock };
}

const fromFeed = (path: string) => feedApp.request(path);

describe('team crests at /images/team/:id', () => {
  it('serves the feed’s crest from the site’s own address, cached by the browser and by the BFF', async () => {
    const id = await someTeamId;
    const { app, calls } = rig(fromFeed);
    const first = await app.request(`/images/team/${id}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
    // An SVG opened on its own can run nothing.
    expect(first.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(first.headers.get('content-security-policy')).toContain('sandbox');
    const svg = await first.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href=|url\(/i);
    expect((await app.request(`/images/team/${id}`)).status).toBe(200);
    expect(calls).toEqual([`/team/${id}/image`]);
  });

  it('draws each crest the same every time, in the team’s colours', async () => {
    const id = await someTeamId;
    const [a, b] = await Promise.all([fromFeed(`/team/${id}/image`), fromFeed(`/team/${id}/image`)]);
    const team = (await (await fromFeed(`/team/${id}`)).json()) as {
      team: { teamColors: { primary: string } };
    };
    const svg = await a.text();
    expect(svg).toBe(await b.text());
    expect(svg).toContain(team.team.teamColors.primary);
    expect((await fromFeed('/team/999999999/image')).status).toBe(404);
  });

  it('fetches again once a day has passed', async () => {
    const id = await someTeamId;
    const { app, calls, clock } = rig(fromFeed);
    await app.request(`/images/team/${id}`);
    clock.advance(86_400_001);
    await app.request(`/images/team/${id}`);
    expect(calls).toHaveLength(2);
  });

  it('refuses what is not an image, too large, or not a team id, without passing it on', async () => {
    const html = rig(
      () => new Response('<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } }),
    );
    expect((await html.app.request('/images/team/1')).status).toBe(502);
    const big = rig(() => new Response(new Uint8Array(5000), { headers: { 'content-type': 'image/png' } }));
    expect((await big.app.request('/images/team/1')).status).toBe(502);
    const missing = rig(() => new Response('{}', { status: 404 }));
    expect((await missing.app.request('/images/team/1')).status).toBe(404);
    const down = rig(() => Promise.reject(new Error('connection refused')));
    expect((await down.app.request('/images/team/1')).status).toBe(502);
    for (const bad of ['abc', '0', '-1', '12345678901', '1.5']) {
      expect((await html.app.request(`/images/team/${bad}`)).status).toBe(404);
    }
    expect(html.calls).toEqual(['/team/1/image']);
  });

  it('limits each address per minute', async () => {
    const id = await someTeamId;
    const { app } = rig(fromFeed, { perMinute: 2 });
    const from = (ip: string) => app.request(`/images/team/${id}`, { headers: { 'x-test-ip': ip } });
    expect((await from('10.0.0.1')).status).toBe(200);
    expect((await from('10.0.0.1')).status).toBe(200);
    const refused = await from('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await from('10.0.0.2')).status).toBe(200);
  });
});
