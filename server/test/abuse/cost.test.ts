import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeId } from '../../bff/domains/common/global-id.ts';
import { saoPauloDate } from '../../i18n/sao-paulo.ts';
import type { CostExtension, GqlBody } from '../../bff/test/harness.ts';
import {
  NODES_ATTACK,
  figure,
  graphql,
  idleBystander,
  startBancada,
  withBystander,
  type RunningBancada,
} from './harness.ts';

/**
 * Expensive documents against server/main.ts in a child: the attack that once ran 101 s and made 40,845
 * upstream calls (`nodes(ids:)` with every event section), and a flood that drains one address's budget.
 * The anonymous bucket is small here (3,000 points, 50 per second) so the flood needs few requests.
 */

const BUCKET = 3000;

let server: RunningBancada;
let eventIds: string[];

const codesOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  (body.errors ?? []).map((error) => error.extensions?.code);

/** The answer's extensions.cost, which every answer of the BFF carries. */
function costOf(body: GqlBody<unknown>): CostExtension {
  if (!body.extensions?.cost) throw new Error(`no extensions.cost in ${JSON.stringify(body)}`);
  return body.extensions.cost;
}

beforeAll(async () => {
  server = await startBancada({
    ANONYMOUS_COST_BUCKET_SIZE: String(BUCKET),
    ANONYMOUS_COST_REFILL_PER_SECOND: '50',
    // A heap of a small server's size: garbage is collected before it piles up in the resident memory the
    // documents' test reads (on a busy machine it grew past that test's bound with nothing kept), and
    // documents kept by count, about 2 MB each, would exhaust it.
    NODE_OPTIONS: '--max-old-space-size=512',
  });
  const day = saoPauloDate(Date.now());
  const list = (await (
    await fetch(`${server.base}/sportsfeed/api/v1/sport/football/scheduled-events/${day}`)
  ).json()) as { events: Array<{ id: number }> };
  eventIds = list.events.map((event) => encodeId('Event', event.id));
  // Ids repeat when the day has fewer than the attack asks for: each one is still a node to resolve.
  while (eventIds.length < 200) eventIds = [...eventIds, ...eventIds];
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('one expensive anonymous document', () => {
  it('asking nodes(ids:) for more than 100 events is refused at once, before any upstream call', async () => {
    const calls = await server.upstreamCalls();
    const rss = await server.rss();
    const { status, body, ms } = await graphql<unknown>(server.base, NODES_ATTACK, {
      variables: { ids: eventIds.slice(0, 101) },
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    // Refused whole before execution: a request error, 400 (GraphQL over HTTP).
    expect(status).toBe(400);
    expect(codesOf(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0].message).toMatch(/100/);
    const upstreamCalls = (await server.upstreamCalls()) - calls;
    expect(upstreamCalls).toBe(0);
    figure('nodes with 101 ids', {
      msToRefusal: Math.round(ms),
      upstreamCalls,
      rssGrowthMB: Math.round(((await server.rss()) - rss) / 2 ** 20),
    });
  });

  it('40 events with every section cost more than the limit: refused with the computed cost, 200 times in a burst, and a bystander does not notice', async () => {
    const idle = await idleBystander(server.base, 200);
    const calls = await server.upstreamCalls();
    const rss = await server.rss();
    const times: number[] = [];
    const { result: answers, bystander } = await withBystander(server.base, async () => {
      const answers: Array<Awaited<ReturnType<typeof graphql>>> = [];
      // 20 clients × 10 documents, one address each so no budget interferes: the refusal itself is measured.
      await Promise.all(
        Array.from({ length: 20 }, async (_, client) => {
          for (let i = 0; i < 10; i++) {
            const answer = await graphql(server.base, NODES_ATTACK, {
              variables: { ids: eventIds.slice(0, 40) },
              headers: { 'x-forwarded-for': `198.51.100.${client + 1}` },
            });
            times.push(answer.ms);
            answers.push(answer);
          }
        }),
      );
      return answers;
    });
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(codesOf(body)).toEqual(['COST_LIMIT']);
      expect(costOf(body).requested).toBeGreaterThan(costOf(body).limit);
      expect(costOf(body).actual).toBe(0);
      expect(body.data ?? null).toBeNull();
    }
    const upstreamCalls = (await server.upstreamCalls()) - calls;
    expect(upstreamCalls).toBe(0);
    times.sort((a, b) => a - b);
    const growthMB = ((await server.rss()) - rss) / 2 ** 20;
    expect(growthMB).toBeLessThan(100);
    figure('nodes with 40 ids × 200', {
      cost: costOf(answers[0].body).requested,
      limit: costOf(answers[0].body).limit,
      refusalP50Ms: Math.round(times[Math.floor(times.length / 2)]),
      refusalP99Ms: Math.round(times[Math.floor(times.length * 0.99)]),
      upstreamCalls,
      rssGrowthMB: Math.round(growthMB),
      bystanderIdleP99Ms: idle.p99Ms,
      bystanderP99Ms: bystander.p99Ms,
    });
  });
});

describe('many distinct large documents', () => {
  it('do not fill memory: parsed documents are kept by the length of their texts', async () => {
    // Rounds of 200 documents of ~3,990 tokens each (under the token limit), each a different text. The
    // first round grows the heap to its working size; kept by count (Yoga's default, 1,024 documents),
    // every later round would add about 2 MB per document.
    let sent = 0;
    const round = async () => {
      for (let i = 0; i < 200; i++) {
        const document = `# ${sent}\n{ ${'__typename '.repeat(3990)}}`;
        // An address of its own for each: validating a new document is charged to its client, and three
        // of these from one address would drain its bucket (another test's subject).
        const address = `198.18.${Math.floor(sent / 250)}.${sent % 250}`;
        sent++;
        const { status } = await graphql(server.base, document, { headers: { 'x-forwarded-for': address } });
        // Parsed and kept either way: graphql-js's overlap check gives up on 3,990 repeated fields within
        // its work budget ("Validation aborted.", a request error, HTTP 400), which is cached like a document.
        expect(status).toBe(400);
      }
      return server.rss();
    };
    const before = await server.rss();
    const warm = await round();
    await round();
    const after = await round();
    const laterGrowthMB = (after - warm) / 2 ** 20;
    figure('600 distinct 4,000-token documents', {
      firstRoundGrowthMB: Math.round((warm - before) / 2 ** 20),
      laterRoundsGrowthMB: Math.round(laterGrowthMB),
    });
    // Resident memory also holds garbage not yet collected, which other suites running beside this one
    // make noisy (62–210 MB seen); kept by count, the same rounds grew it by 763 MB.
    expect(laterGrowthMB).toBeLessThan(450);
    // 600 documents parsed and validated take 7 s here alone, and four times that on two cores shared
    // with other suites' servers: the bound is for a hang, not for speed.
  }, 90_000);
});

describe('one client that never stops', () => {
  it('drains its own address budget into 429s with Retry-After and RateLimit headers; a signed-in user and another address are still served', async () => {
    const login = await graphql<{ login: { token: string } }>(
      server.base,
      'mutation ($input: LoginInput!) { login(input: $input) { token errors { message } } }',
      {
        variables: { input: { email: 'demo@bancada.com.br', password: 'bancada123' } },
        headers: { 'x-forwarded-for': '192.0.2.7' },
      },
    );
    const token = login.body.data.login.token;
    expect(token).toBeTruthy();

    const document = 'query { blogPosts(first: 20) { edges { node { id title } } } }';
    const flooder = { 'x-forwarded-for': '192.0.2.7' };
    const first = await graphql<unknown>(server.base, document, { headers: flooder });
    expect(first.status).toBe(200);
    const charge = costOf(first.body).actual;
    expect(charge).toBeGreaterThan(0);

    let answered = 1;
    let refusal: Awaited<ReturnType<typeof graphql<unknown>>> | undefined;
    // The bucket holds BUCKET points: it must run dry within a bounded number of requests.
    const bound = Math.ceil(BUCKET / charge) * 3 + 50;
    for (let i = 0; i < bound && !refusal; i++) {
      const answer = await graphql<unknown>(server.base, document, { headers: flooder });
      if (answer.status === 429) refusal = answer;
      else answered++;
    }
    expect(refusal, `no 429 within ${bound} requests`).toBeDefined();
    expect(codesOf(refusal!.body)).toEqual(['RATE_LIMITED']);
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refusal!.headers.get('ratelimit-limit')).toBeTruthy();
    expect(refusal!.headers.get('ratelimit-remaining')).toBeTruthy();
    expect(refusal!.headers.get('ratelimit-reset')).toBeTruthy();

    // Signed-in traffic is counted per user, never per address: same address, own bucket.
    const viewer = await graphql<{ viewer: { email: string } }>(server.base, 'query { viewer { email } }', {
      token,
      headers: flooder,
    });
    expect(viewer.status).toBe(200);
    expect(viewer.body.data.viewer.email).toBe('demo@bancada.com.br');
    // Another address behind the same proxy is untouched.
    const neighbour = await graphql(server.base, document, { headers: { 'x-forwarded-for': '192.0.2.8' } });
    expect(neighbour.status).toBe(200);
    figure('anonymous flood', {
      costPerRequest: charge,
      answeredBefore429: answered,
      retryAfterS: refusal!.headers.get('retry-after')!,
      signedInStatus: viewer.status,
      otherAddressStatus: neighbour.status,
    });
  });
});
