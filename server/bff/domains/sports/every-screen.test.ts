import { appendFileSync, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Lexer, Source, TokenKind, type GraphQLObjectType } from 'graphql';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../../clock.ts';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { saoPauloDate } from '../../../i18n/sao-paulo.ts';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { createSportsFeedApp } from '../../../sportsfeed/app.ts';
import { createFeed } from '../../../sportsfeed/feed.ts';
import { createReplayApp } from '../../../sportsfeed/replay.ts';
import { SPORTS } from '../../../sportsfeed/sports.ts';
import { getSchema } from '../../schema.ts';
import { bareBffOptions } from '../../test/harness.ts';
import { selectAll, selectEachField } from '../../test/full-selection.ts';
import { FEED_START } from '../../test/sports-harness.ts';
import { createUpstream, type Upstream } from '../../upstreams/http.ts';
import { sportsPaths } from '../../upstreams/sports/resources.ts';
import { createBff, type Bff } from '../../yoga.ts';

/**
 * Every screen of the sports site, as GraphQL answers it over real HTTP to a feed: every field of the event
 * page (each section, built from the schema so that a section added later is covered too), the lists and
 * the agenda, for the simulator's 17 sports before, during and after a match, and for real SofaScore api/v1
 * answers replayed from ../shared/sofascore-samples/. Each answer must come without errors, each section
 * the feed answered must decode (not come out null), no sentinel of the feed may reach the client (minute
 * 999, -1, empty objects, "undefined"), and no feed code may miss its pt-BR label.
 */

const SEED = 'bancada-test';
const SAMPLES = path.resolve(import.meta.dirname, '../../../../../shared/sofascore-samples');
const MINUTE = 60_000;

const schema = getSchema();
const eventType = schema.getType('Event') as GraphQLObjectType;
const sportType = schema.getType('Sport') as GraphQLObjectType;
/** What a list row or the agenda reads of an event: the fields that call no section of the feed. */
const EVENT_ROW = selectAll(eventType, { withoutSections: true })!;
const SPORT_ROW = selectAll(sportType, { withoutSections: true })!;

// ---------------------------------------------------------------------------------------------- documents

/** Tokens of a document as the BFF's token limit counts them (graphql-armor's max-tokens). */
function tokenCount(document: string): number {
  const lexer = new Lexer(new Source(document));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count++;
  return count;
}

/** The BFF refuses documents over 4 000 tokens: the event's fields are asked in as few documents under it. */
const TOKEN_BUDGET = 3_500;

function eventDocuments(): string[] {
  const wrap = (selections: string[]) =>
    `query EveryField($id: ID!) { event(id: $id) { eventId ${selections.join(' ')} } }`;
  const documents: string[] = [];
  let batch: string[] = [];
  for (const { selection } of selectEachField(eventType)) {
    if (batch.length && tokenCount(wrap([...batch, selection])) > TOKEN_BUDGET) {
      documents.push(wrap(batch));
      batch = [];
    }
    batch.push(selection);
  }
  if (batch.length) documents.push(wrap(batch));
  return documents;
}
const EVENT_DOCUMENTS = eventDocuments();

const LISTS = `query Lists($slug: String!, $date: Date!) {
  sport(slug: $slug) {
    liveEvents(first: 50) { totalCount edges { node ${EVENT_ROW} } }
    scheduledEvents(date: $date, first: 50) { totalCount edges { node ${EVENT_ROW} } }
  }
}`;
const AGENDA = `query Agenda { sports ${SPORT_ROW} }`;

// --------------------------------------------------------------------------------------------- the BFF rig

interface Rig {
  bff: Bff;
  clock: ManualClock;
  /** Status of each path the feed was asked for since the last `reset`. */
  answered: Map<string, number>;
  close(): Promise<void>;
}

async function serve(app: Hono): Promise<{ url: string; server: Server }> {
  const listener = getRequestListener(app.fetch);
  // The listener answers in its own time and handles its own failures: nothing awaits it.
  const server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A whole BFF (its limits, plugins and schema) in front of `app` served over loopback HTTP. */
async function startRig(app: Hono, clock: ManualClock): Promise<Rig> {
  const { url, server } = await serve(app);
  const http = createUpstream({ name: 'sports', baseUrl: url, timeoutMs: 10_000 });
  const answered = new Map<string, number>();
  const recording: Upstream = {
    name: 'sports',
    async request<T>(requestPath: string, options?: Parameters<Upstream['request']>[1]) {
      try {
        const answer = await http.request<T>(requestPath, options);
        answered.set(requestPath, answer.status);
        return answer;
      } catch (error) {
        answered.set(requestPath, (error as { status?: number }).status ?? 0);
        throw error;
      }
    },
  };
  const bff = createBff({
    ...bareBffOptions(),
    sportsApiUrl: url,
    sportsUpstream: recording,
    // Every field of an event at once costs far more than a page does; the check is of decoding, not budgets.
    costLimits: { ...DEFAULT_LIMITS, graphqlCostPerRequest: 1e9, anonymousCostBucketSize: 1e9 },
    deadlineLimits: { ...DEFAULT_LIMITS, upstreamCallsPerRequest: 1_000, executionDeadlineMs: 60_000 },
    responseCache: false,
    clock,
  });
  return {
    bff,
    clock,
    answered,
    async close() {
      await bff.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; path?: unknown[]; extensions?: { code?: string } }>;
}

async function ask(rig: Rig, document: string, variables: Record<string, unknown> = {}): Promise<Answer> {
  const response = await rig.bff.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: document, variables }),
  });
  return (await response.json()) as Answer;
}

// ---------------------------------------------------------------------------------------------- the checks

/** Fields that read a minute or a length of time: the feed's 999 and -1 mean "none" there. */
const MINUTE_FIELDS = new Set(['time', 'addedTime', 'length', 'minute', 'minutes', 'minutesPlayed']);
/** Numbers whose -1 is a value, not a placeholder: a price moving down, a goal difference. */
const SIGNED_FIELDS = new Set([
  'change',
  'scoreDiff',
  'scoreDiffFormatted',
  'value',
  'homeValue',
  'awayValue',
  'x',
  'y',
  'diff',
]);
const PLACEHOLDER_TEXT = /^(|undefined|null|NaN|-1|Infinity|-Infinity|\[object Object\])$/;

/** Every sentinel of the feed found in a GraphQL answer's data, as "path: what". */
export function sentinels(value: unknown, at = 'data'): string[] {
  const key = at
    .split('.')
    .at(-1)!
    .replace(/\[\d+\]$/, '');
  if (typeof value === 'string') {
    if (PLACEHOLDER_TEXT.test(value.trim()) && !SIGNED_FIELDS.has(key))
      return [`${at}: text ${JSON.stringify(value)}`];
    if (/^1970-01-01/.test(value)) return [`${at}: the epoch as a date (${value})`];
    return [];
  }
  if (typeof value === 'number') {
    if (MINUTE_FIELDS.has(key) && (value < 0 || value >= 999)) return [`${at}: minute ${value}`];
    if (value === -1 && !SIGNED_FIELDS.has(key)) return [`${at}: -1`];
    return [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => sentinels(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([k]) => k !== '__typename');
    // A pair of sides that load on their own (season statistics, goal distributions) is the BFF's shape.
    const sides = entries.every(([k]) => k === 'home' || k === 'away');
    if (
      entries.length > 1 &&
      !sides &&
      entries.every(([, v]) => v === null || (Array.isArray(v) && !v.length))
    )
      return [`${at}: an empty object (every field null)`];
    return entries.flatMap(([k, v]) => sentinels(v, `${at}.${k}`));
  }
  return [];
}

/** GraphQL fields of an event answered from the feed path of the same name in `sportsPaths`. */
const SECTION_FIELD: Record<string, string> = {
  graph: 'pressureGraph',
  bestPlayersByStat: 'bestPlayers',
  h2h: 'headToHead',
};
const NOT_SECTIONS = new Set(['eventCounts', 'liveEvents', 'scheduledEvents', 'event', 'team']);

/** Matches a feed path to the name of its resource, from the path builders themselves. */
const PATH_PATTERNS = Object.entries(sportsPaths)
  .filter(([name]) => !NOT_SECTIONS.has(name))
  .map(([name, build]) => {
    const sample = (build as (...args: number[]) => string)(1_234_567, 2_345_678, 3_456_789);
    const pattern = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d{7}/g, '(\\d+)');
    return { name, pattern: new RegExp(`^${pattern}$`) };
  });

/**
 * The sections the feed answered (200) that the event's answer leaves null: a section the feed covers
 * that does not decode would hide its tab or say 'Esta informação não está disponível'.
 */
function undecodedSections(rig: Rig, event: Record<string, unknown>): string[] {
  const lost: string[] = [];
  const home = (event.homeTeam as { teamId?: number } | undefined)?.teamId;
  for (const [feedPath, status] of rig.answered) {
    if (status !== 200) continue;
    for (const { name, pattern } of PATH_PATTERNS) {
      const match = pattern.exec(feedPath);
      if (!match) continue;
      const field = SECTION_FIELD[name] ?? name;
      let value = event[field];
      // Sections by team (season statistics, goal distributions) answer a side each.
      if (/^\/team\//.test(feedPath) && value && typeof value === 'object')
        value = (value as Record<string, unknown>)[Number(match[1]) === home ? 'home' : 'away'];
      if (name === 'heatmap')
        value = event[Object.keys(event).find((k) => k.startsWith('heatmap')) ?? 'heatmap'];
      if (value === null || value === undefined) lost.push(`${field} (feed answered ${feedPath})`);
    }
  }
  return lost;
}

/** Feed codes looked up without a pt-BR label while the BFF answered, as "kind:key". */
const misses = new Set<string>();
onLabelMiss((kind, key) => misses.add(`${kind}:${key}`));

interface Findings {
  errors: string[];
  sentinels: string[];
  undecoded: string[];
  /** The event's status type as answered, when the findings are of one event. */
  status?: string;
}

/** Asks every field of an event, one document per token budget, and gathers what is wrong with it. */
async function checkEvent(rig: Rig, id: number, label: string): Promise<Findings> {
  rig.answered.clear();
  const event: Record<string, unknown> = {};
  const errors: string[] = [];
  for (const document of EVENT_DOCUMENTS) {
    const answer = await ask(rig, document, { id });
    for (const error of answer.errors ?? [])
      errors.push(`${label}: ${error.extensions?.code} ${error.message} at ${error.path?.join('.')}`);
    Object.assign(event, (answer.data?.event as Record<string, unknown> | null) ?? {});
  }
  if (!('eventId' in event)) errors.push(`${label}: event ${id} answered null`);
  return {
    errors,
    sentinels: sentinels(event, label),
    undecoded: undecodedSections(rig, event).map((s) => `${label}: ${s}`),
    status: (event.status as { type?: string } | undefined)?.type,
  };
}

async function checkLists(rig: Rig, slug: string, date: string, label: string): Promise<Findings> {
  const lists = await ask(rig, LISTS, { slug, date });
  const agenda = await ask(rig, AGENDA);
  const errors = [...(lists.errors ?? []), ...(agenda.errors ?? [])].map(
    (e) => `${label}: ${e.extensions?.code} ${e.message} at ${e.path?.join('.')}`,
  );
  const sport = lists.data?.sport as
    { liveEvents: { edges: unknown[] } | null; scheduledEvents: { edges: unknown[] } | null } | undefined;
  if (!sport?.scheduledEvents?.edges.length) errors.push(`${label}: the day's list came out empty or null`);
  return {
    errors,
    sentinels: [...sentinels(lists.data, `${label} lists`), ...sentinels(agenda.data, `${label} agenda`)],
    undecoded: [],
  };
}

function merge(all: Findings[]): Findings {
  return {
    errors: all.flatMap((f) => f.errors),
    sentinels: all.flatMap((f) => f.sentinels),
    undecoded: all.flatMap((f) => f.undecoded),
  };
}

function expectClean(findings: Findings) {
  if (process.env.EVERY_SCREEN_DUMP)
    appendFileSync(
      process.env.EVERY_SCREEN_DUMP,
      JSON.stringify({ ...findings, misses: [...misses] }) + '\n',
    );
  // Each list is reported whole (capped), so one run says everything that is wrong.
  const cap = (list: string[]) =>
    list.length > 60 ? [...list.slice(0, 60), `… ${list.length - 60} more`] : list;
  expect.soft(cap(findings.errors), 'GraphQL errors').toEqual([]);
  expect.soft(cap(findings.undecoded), 'sections the feed answered that came out null').toEqual([]);
  expect.soft(cap(findings.sentinels), 'sentinel values that reached the client').toEqual([]);
  expect.soft([...misses].sort(), 'feed codes without a pt-BR label').toEqual([]);
}

// ------------------------------------------------------------------------------------------- the simulator

describe('every screen of every sport, on the simulator', () => {
  const feed = createFeed(SEED);
  const clock = createManualClock(FEED_START);
  let rig: Rig;
  beforeAll(async () => {
    rig = await startRig(createSportsFeedApp({ seed: SEED, clock }), clock);
  });
  afterAll(() => rig?.close());

  /** Moves the feed and the BFF to `at`, the BFF's cache emptied so that every section is read afresh. */
  const moveTo = (at: number) => {
    clock.set(at);
    rig.bff.sports.cache.clear();
  };

  /** The first match of the sport played as scheduled from FEED_START's day on, and its instants. */
  function matchOf(slug: string) {
    const day = Math.floor(FEED_START / 86_400_000);
    for (let d = day; d < day + 7; d++) {
      for (const { script } of feed.scheduled(slug, d, FEED_START)) {
        if (script.fate !== 'normal') continue;
        const firstPeriod = script.phases.find((p) => p.kind === 'period')!;
        return {
          id: script.fixture.id,
          instants: {
            'before the start': script.fixture.startMs - 30 * MINUTE,
            'in play': Math.round((firstPeriod.startMs + firstPeriod.endMs) / 2),
            finished: script.endMs + 10 * MINUTE,
          },
        };
      }
    }
    throw new Error(`the simulator has no ${slug} match in the week from FEED_START`);
  }

  it.each(SPORTS.map((s) => s.slug))('%s: the event page, its lists and the agenda', async (slug) => {
    misses.clear();
    const match = matchOf(slug);
    const findings: Findings[] = [];
    const expected = { 'before the start': 'NOTSTARTED', 'in play': 'INPROGRESS', finished: 'FINISHED' };
    for (const [moment, at] of Object.entries(match.instants)) {
      moveTo(at);
      const event = await checkEvent(rig, match.id, `${slug} ${match.id} ${moment}`);
      // The instants are chosen off the match's script: the page is seen in each state.
      expect(event.status, `${slug} ${moment}`).toBe(expected[moment as keyof typeof expected]);
      findings.push(event);
      if (moment === 'in play')
        findings.push(await checkLists(rig, slug, saoPauloDate(at), `${slug} ${saoPauloDate(at)}`));
    }
    expectClean(merge(findings));
  });

  it('football: a cup match decided on penalties, during and after the shoot-out', async () => {
    misses.clear();
    const day = Math.floor(FEED_START / 86_400_000);
    let found: ReturnType<typeof feed.scheduled>[number]['script'] | undefined;
    for (let d = day; d < day + 60 && !found; d++)
      found = feed.scheduled('football', d, FEED_START).find((e) => e.script.shootout)?.script;
    expect(found, 'a football match with a shoot-out in the two months from FEED_START').toBeDefined();
    const shootout = found!.phases.at(-1)!;
    const findings: Findings[] = [];
    for (const [moment, at] of [
      ['shoot-out', Math.round((shootout.startMs + shootout.endMs) / 2)],
      ['after penalties', found!.endMs + 10 * MINUTE],
    ] as const) {
      moveTo(at);
      findings.push(await checkEvent(rig, found!.fixture.id, `football ${found!.fixture.id} ${moment}`));
    }
    expectClean(merge(findings));
  });
});

// -------------------------------------------------------------------------------------- real feed samples

const samplesPresent = existsSync(SAMPLES);
if (!samplesPresent)
  console.warn(`⚠ ${SAMPLES} is absent: the decoding of real SofaScore answers is SKIPPED (see its README).`);

/** What the rig reads of a sample's event to file its sections where the BFF will ask for them. */
interface SampleEvent {
  id: number;
  homeTeam: { id: number };
  awayTeam: { id: number };
  tournament: { uniqueTournament: { id: number } };
  season: { id: number };
}

describe.skipIf(!samplesPresent)(
  'every screen on real SofaScore answers (../shared/sofascore-samples)',
  () => {
    const SCHEDULED_DATE = '2025-12-30';
    let dir: string;
    let rig: Rig;
    let liveIds: number[] = [];
    let scheduledIds: number[] = [];

    const sample = async (file: string): Promise<unknown> =>
      JSON.parse(await readFile(path.join(SAMPLES, file), 'utf8')) as unknown;
    const put = async (feedPath: string, body: unknown) => {
      const file = path.join(dir, `${feedPath}.json`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(body));
    };

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'bancada-samples-'));
      const live = (await sample('events-live-football.json')) as { events: SampleEvent[] };
      const scheduled = (await sample('scheduled-events-football.json')) as typeof live;
      await put(sportsPaths.liveEvents('football'), live);
      await put(sportsPaths.scheduledEvents('football', SCHEDULED_DATE), scheduled);
      // Each listed event answers its own page, as /event/{id} does (the list's event object is the same).
      for (const event of [...live.events, ...scheduled.events])
        await put(sportsPaths.event(event.id), { event });
      liveIds = live.events.map((e) => e.id);
      scheduledIds = scheduled.events.map((e) => e.id);
      // The section samples come from other matches: the first live event answers them, so they decode in
      // an event page as the BFF would read them.
      const [first] = live.events;
      await put(sportsPaths.lineups(first.id), await sample('lineups.json'));
      await put(sportsPaths.statistics(first.id), await sample('statistics.json'));
      await put(sportsPaths.shotmap(first.id), await sample('shotmap.json'));
      const overall = await sample('team-statistics-overall.json');
      for (const team of [first.homeTeam, first.awayTeam])
        await put(
          sportsPaths.teamSeasonStatistics(team.id, first.tournament.uniqueTournament.id, first.season.id),
          overall,
        );
      const clock = createManualClock(Date.parse(`${SCHEDULED_DATE}T15:00:00-03:00`));
      rig = await startRig(createReplayApp(dir), clock);
    });
    afterAll(async () => {
      await rig?.close();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    it('the live and scheduled lists and the agenda', async () => {
      misses.clear();
      expectClean(await checkLists(rig, 'football', SCHEDULED_DATE, 'samples football'));
    });

    it('reads in pt-BR the stage a competition carries in its name, and age groups', async () => {
      // 15291999: "Second Division Group B", group and all, is the feed's name of the competition itself;
      // 15232956: "Real Betis U19" in "U19 Division de Honor Juvenil 25/26".
      const answer = await ask(
        rig,
        `{
          group: event(id: 15291999) { tournament { uniqueTournament { name namePt } } }
          youth: event(id: 15232956) { homeTeam { name } season { namePt } }
        }`,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toEqual({
        group: {
          tournament: {
            uniqueTournament: { name: 'Second Division Group B', namePt: 'Second Division Grupo B' },
          },
        },
        youth: {
          homeTeam: { name: 'Real Betis Sub-19' },
          season: { namePt: 'Sub-19 Division de Honor Juvenil 25/26' },
        },
      });
    });

    it("a day's list and its count hold only the events that start on that day in São Paulo", async () => {
      // The feed's list for the date holds events of the 29th, 30th and 31st in São Paulo.
      const scheduled = (await sample('scheduled-events-football.json')) as {
        events: Array<SampleEvent & { startTimestamp: number }>;
      };
      const ofTheDay = scheduled.events.filter(
        (e) => saoPauloDate(e.startTimestamp * 1000) === SCHEDULED_DATE,
      ).length;
      expect(ofTheDay).toBeGreaterThan(0);
      expect(ofTheDay).toBeLessThan(scheduled.events.length);
      const answer = await ask(
        rig,
        `query ($date: Date) {
          sport(slug: "football") { scheduledEvents(first: 100, date: $date) { totalCount edges { node { startTime } } } }
        }`,
        { date: SCHEDULED_DATE },
      );
      expect(answer.errors).toBeUndefined();
      const data = answer.data as {
        sport: { scheduledEvents: { totalCount: number; edges: Array<{ node: { startTime: string } }> } };
      };
      const list = data.sport.scheduledEvents;
      expect(list.totalCount).toBe(ofTheDay);
      expect(new Set(list.edges.map((e) => saoPauloDate(Date.parse(e.node.startTime))))).toEqual(
        new Set([SCHEDULED_DATE]),
      );
    });

    it('every field of the event page of each listed event (the first with every section sample)', async () => {
      misses.clear();
      const findings: Findings[] = [];
      for (const id of [...liveIds, ...scheduledIds]) {
        rig.bff.sports.cache.clear();
        findings.push(await checkEvent(rig, id, `sample event ${id}`));
      }
      expectClean(merge(findings));
    });
  },
);
