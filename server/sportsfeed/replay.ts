import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';

/**
 * Recorded sports data: GET /event/123/lineups is served from <dir>/event/123/lineups.json. Pointing
 * SPORTS_API_URL at a replay server runs the product against fixed, recorded answers.
 */

const NOT_FOUND = { error: { code: 404, message: 'Not Found' } };

/** File of a request path inside the folder, or undefined when the path would leave it. */
export function fileFor(dir: string, requestPath: string): string | undefined {
  const clean = decodeURIComponent(requestPath).replace(/^\/+|\/+$/g, '');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '.' || part === ''))
    return undefined;
  const root = path.resolve(dir);
  const file = path.resolve(root, `${clean}.json`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

export function createReplayApp(dir: string): Hono {
  const app = new Hono();
  app.get('*', async (c) => {
    const file = fileFor(dir, c.req.path);
    const body = file ? await readFile(file, 'utf8').catch(() => undefined) : undefined;
    if (body === undefined) return c.json(NOT_FOUND, 404);
    return c.body(body, 200, { 'content-type': 'application/json' });
  });
  return app;
}

/**
 * Records answers of a running feed (base URL ending in /api/v1 or equivalent) into a replay folder.
 * 404s are not written, so the replay answers them with the same 404 body.
 */
export async function record(
  baseUrl: string,
  paths: readonly string[],
  dir: string,
  fetchFn: typeof fetch = fetch,
): Promise<{ written: string[]; missing: string[] }> {
  const written: string[] = [];
  const missing: string[] = [];
  for (const requestPath of paths) {
    const file = fileFor(dir, requestPath);
    if (!file) throw new Error(`cannot record path ${requestPath}`);
    const res = await fetchFn(`${baseUrl.replace(/\/+$/, '')}${requestPath}`);
    if (res.status !== 200) {
      missing.push(requestPath);
      await res.body?.cancel();
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await res.text());
    written.push(requestPath);
  }
  return { written, missing };
}

/** The paths worth recording for a screen-by-screen fixture: a sport's lists and its events' sections. */
export const EVENT_SECTIONS = [
  '',
  '/odds/1/all',
  '/odds/1/featured',
  '/votes',
  '/lineups',
  '/statistics',
  '/incidents',
  '/pregame-form',
  '/managers',
  '/team-streaks',
] as const;
