import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figure, graphql, startBancada, type RunningBancada } from './harness.ts';

/**
 * Malformed pagination input against server/main.ts in a child: every GraphQL connection and the REST
 * statement route, each fed cursors and limits the server never gave out. Each must be refused as the
 * client's mistake (HTTP 400/422 with a code), never answered 500 or INTERNAL_SERVER_ERROR, and never read as
 * some other page.
 */

let server: RunningBancada;
let token: string;
let accountGlobalId: string;
let accountRestId: number;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Cursors no connection ever gives out, or gives out for another connection. */
const BAD_CURSORS: Record<string, string> = {
  garbage: 'garbage',
  empty: '',
  punctuation: '!!!@@@###',
  nul: 'abc\u0000def',
  emoji: '💥💥',
  long: 'A'.repeat(5000),
  offsetNaN: b64('OffsetConnection:abc'),
  offsetNegative: b64('OffsetConnection:-1'),
  offsetHuge: b64('OffsetConnection:99999999999999999999'),
  arrayconnection: b64('arrayconnection:3'),
  statementKindNaN: b64url('StatementEntry:abc'),
  statementKindHuge: b64url('StatementEntry:9999999999999999999999'),
  statementOfNobody: b64url('StatementEntry:999999999'),
  restEntryCursor: b64url('entry:1'),
  jsonInBase64: b64('{"offset":1}'),
};

/** Page arguments no connection can serve, whatever the cursor. */
const BAD_PAGE_ARGS: Record<string, string> = {
  lastWithoutBefore: '(last: 5)',
  negativeFirst: '(first: -1)',
  negativeLast: '(last: -1)',
  firstOverLimit: '(first: 1000000)',
};

/** Every connection of the schema, with `$cursor` in `after` (or `before`). */
function connections(): Record<string, string> {
  const sport = (field: string) =>
    `query($cursor: String) { sport(slug: "football") { ${field} { totalCount edges { cursor } } } }`;
  return {
    statementAfter: `query($cursor: String) { node(id: "${accountGlobalId}") { ... on Account { statement(first: 5, after: $cursor) { edges { cursor } } } } }`,
    activeAccountsAfter:
      'query($cursor: String) { viewer { bankroll { activeAccounts(first: 5, after: $cursor) { edges { cursor } } } } }',
    activeAccountsBefore:
      'query($cursor: String) { viewer { bankroll { activeAccounts(last: 5, before: $cursor) { edges { cursor } } } } }',
    inactiveAccountsAfter:
      'query($cursor: String) { viewer { bankroll { inactiveAccounts(first: 5, after: $cursor) { edges { cursor } } } } }',
    blogPostsAfter: 'query($cursor: String) { blogPosts(first: 5, after: $cursor) { edges { cursor } } }',
    blogPostsBefore: 'query($cursor: String) { blogPosts(last: 5, before: $cursor) { edges { cursor } } }',
    liveEventsAfter: sport('liveEvents(first: 5, after: $cursor)'),
    liveEventsBefore: sport('liveEvents(last: 5, before: $cursor)'),
    scheduledEventsAfter: sport('scheduledEvents(first: 5, after: $cursor)'),
    scheduledEventsBefore: sport('scheduledEvents(last: 5, before: $cursor)'),
  };
}

async function rest(pathname: string) {
  const response = await fetch(`${server.base}/api${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  let body: { code?: string; message?: string } | undefined;
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}

describe('abuse: malformed pagination input', () => {
  beforeAll(async () => {
    server = await startBancada({
      SPORTS_SIM_SPEED: '0',
      // One signed-in client sends every connection's document here, each new to the server: what reading
      // new documents costs is plugins/validation-cost.test.ts's subject, not this suite's.
      GRAPHQL_VALIDATION_COST_PER_MS: '0',
    });
    const login = await graphql<{ login: { token: string } }>(
      server.base,
      'mutation { login(input: {email: "demo@bancada.com.br", password: "bancada123"}) { token errors { message } } }',
    );
    token = login.body.data.login.token;
    expect(token).toEqual(expect.any(String));
    const accounts = await graphql<{
      viewer: { bankroll: { activeAccounts: { edges: Array<{ node: { id: string; accountId: number } }> } } };
    }>(
      server.base,
      '{ viewer { bankroll { activeAccounts(first: 1) { edges { node { id accountId } } } } } }',
      { token },
    );
    const node = accounts.body.data.viewer.bankroll.activeAccounts.edges[0].node;
    accountGlobalId = node.id;
    accountRestId = node.accountId;
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('every GraphQL connection refuses every malformed cursor with BAD_USER_INPUT (HTTP 400 unless the answer has data)', async () => {
    const failures: string[] = [];
    let tried = 0;
    let slowestMs = 0;
    for (const [connection, query] of Object.entries(connections())) {
      if (connection.endsWith('After')) {
        // A good request first: the connection answers, so each refusal below is about the cursor alone.
        const good = await graphql<unknown>(server.base, query, { token, variables: { cursor: null } });
        expect(good.status, `${connection} without cursor: ${JSON.stringify(good.body)}`).toBe(200);
        expect(good.body.errors, connection).toBeUndefined();
      }
      for (const [shape, cursor] of Object.entries(BAD_CURSORS)) {
        tried++;
        const answer = await graphql<unknown>(server.base, query, { token, variables: { cursor } });
        slowestMs = Math.max(slowestMs, answer.ms);
        const codes = (answer.body?.errors ?? []).map((e) => e.extensions?.code);
        // GraphQL over HTTP: a request refused whole is 400; an answer with `data` (the field null) is 200.
        const status = answer.body !== undefined && 'data' in answer.body ? 200 : 400;
        if (answer.status !== status || codes.length === 0 || codes.some((c) => c !== 'BAD_USER_INPUT'))
          failures.push(`${connection}/${shape}: HTTP ${answer.status} ${JSON.stringify(codes)}`);
      }
    }
    figure('malformed GraphQL cursors', {
      connections: Object.keys(connections()).length,
      shapes: Object.keys(BAD_CURSORS).length,
      tried,
      refusedWithCode: tried - failures.length,
      slowestMs: Math.round(slowestMs),
    });
    expect(failures).toEqual([]);
  });

  it('page arguments no connection can serve answer BAD_USER_INPUT, never an internal error', async () => {
    const lists: Record<string, (args: string) => string> = {
      blogPosts: (args) => `{ blogPosts${args} { edges { cursor } } }`,
      activeAccounts: (args) => `{ viewer { bankroll { activeAccounts${args} { edges { cursor } } } } }`,
      statement: (args) =>
        `{ node(id: "${accountGlobalId}") { ... on Account { statement${args} { edges { cursor } } } } }`,
      liveEvents: (args) => `{ sport(slug: "football") { liveEvents${args} { edges { cursor } } } }`,
    };
    const failures: string[] = [];
    let tried = 0;
    for (const [list, query] of Object.entries(lists)) {
      for (const [shape, args] of Object.entries(BAD_PAGE_ARGS)) {
        const answer = await graphql<unknown>(server.base, query(args), { token });
        // `last` alone is fine where the list's end is known (arrays): only a refusal must carry the code.
        if (answer.status === 200 && !answer.body.errors) continue;
        tried++;
        const codes = (answer.body?.errors ?? []).map((e) => e.extensions?.code);
        // The cost analysis refuses list sizes before execution with the code in a 200 answer (its own
        // choice, as GitHub's node limit does); Pothos' own refusals answer 400. Never a 5xx, never no code.
        if (
          ![200, 400].includes(answer.status) ||
          codes.length === 0 ||
          codes.some((c) => c !== 'BAD_USER_INPUT')
        )
          failures.push(`${list}/${shape}: HTTP ${answer.status} ${JSON.stringify(answer.body?.errors)}`);
      }
    }
    figure('page arguments no connection can serve', { refused: tried, withoutCode: failures.length });
    expect(tried).toBeGreaterThanOrEqual(Object.keys(lists).length * 3);
    expect(failures).toEqual([]);
  });

  it('the REST statement refuses malformed cursors (400) and limits (422) with a code', async () => {
    const base = `/account/statement/${accountRestId}`;
    const good = await rest(`${base}?limit=2`);
    expect(good.status).toBe(200);
    const cases: [string, number, string][] = [
      ...Object.entries(BAD_CURSORS)
        // An empty cursor is the same as none (the first page), not an error; `entry:1` is a real REST
        // cursor (the demo's first entry), replaced by one of an entry that does not exist.
        .filter(([shape]) => shape !== 'empty' && shape !== 'restEntryCursor')
        .map(([shape, cursor]): [string, number, string] => [
          `cursor ${shape}`,
          // A control character in any query parameter is refused before the route (422, as in a body).
          shape === 'nul' ? 422 : 400,
          `${base}?cursor=${encodeURIComponent(cursor)}`,
        ]),
      ['cursor of no entry', 400, `${base}?cursor=${b64url('entry:999999999')}`],
      ['cursor twice', 400, `${base}?cursor=garbage&cursor=x`],
      ...['0', '-1', 'abc', '1000000000', '1e3', '2.5', '101', '', '%00'].map(
        (limit): [string, number, string] => [`limit ${limit}`, 422, `${base}?limit=${limit}`],
      ),
    ];
    const failures: string[] = [];
    for (const [name, status, pathname] of cases) {
      const answer = await rest(pathname);
      if (answer.status !== status || typeof answer.body?.code !== 'string' || !answer.body.message)
        failures.push(`${name}: HTTP ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    figure('malformed REST statement cursors and limits', {
      tried: cases.length,
      refusedWithCode: cases.length - failures.length,
    });
    expect(failures).toEqual([]);
  });
});
