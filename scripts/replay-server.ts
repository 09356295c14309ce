/**
 * Serves recorded SofaScore-style JSON by path, or records it from a running feed.
 *
 *   node scripts/replay-server.ts --dir fixtures/sports --port 4100
 *     GET /event/123/lineups → fixtures/sports/event/123/lineups.json, else 404 {"error":{"code":404,…}}
 *   node scripts/replay-server.ts --dir fixtures/sports --record http://127.0.0.1:4000/sportsfeed/api/v1 \
 *     [--sport football] [--events 5]
 *     records event-count, the sport's live and today's lists, and every section of the first events.
 */
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { EVENT_SECTIONS, createReplayApp, record } from '../server/sportsfeed/replay.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string', default: '4100' },
    host: { type: 'string', default: '127.0.0.1' },
    record: { type: 'string' },
    sport: { type: 'string', default: 'football' },
    events: { type: 'string', default: '5' },
  },
});
if (!values.dir) {
  console.error('usage: replay-server.ts --dir <folder> [--port 4100] | [--record <feed base URL>]');
  process.exit(2);
}

if (values.record) {
  const base = values.record.replace(/\/+$/, '');
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const lists = [
    '/sport/-10800/event-count',
    `/sport/${values.sport}/events/live`,
    `/sport/${values.sport}/scheduled-events/${today}`,
  ];
  const first = await record(base, lists, values.dir);
  const res = await fetch(`${base}/sport/${values.sport}/scheduled-events/${today}`);
  const { events = [] } = (await res.json()) as { events?: Array<{ id: number }> };
  const paths = events
    .slice(0, Number(values.events))
    .flatMap((e) => EVENT_SECTIONS.map((s) => `/event/${e.id}${s}`));
  const second = await record(base, paths, values.dir);
  console.log(`recorded ${first.written.length + second.written.length} answers into ${values.dir}`);
  console.log(`${first.missing.length + second.missing.length} paths had no coverage (404, left out)`);
} else {
  const port = Number(values.port);
  serve({ fetch: createReplayApp(values.dir).fetch, port, hostname: values.host }, (info) =>
    console.log(`replaying ${values.dir} at http://${values.host}:${info.port}`),
  );
}
