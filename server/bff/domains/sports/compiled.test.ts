import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PATHS } from '../../../paths.ts';
import {
  EVENT_DETAIL,
  liveFootballEventId,
  startSportsRig,
  type SportsRig,
} from '../../test/sports-harness.ts';

/**
 * The BFF runs the web app's persisted documents through graphql-jit (yoga.ts). A compiled query must answer
 * exactly what graphql-js answers: the same data, nulls and errors, including a section that fails. Two rigs on the same seeded feed and clock, one of each.
 */
const PERSISTED = JSON.parse(readFileSync(DEFAULT_PATHS.persistedQueries, 'utf8')) as Record<string, string>;
const EVENT_PAGE_ID = /"id": "([0-9a-f]{64})"/.exec(
  readFileSync(
    new URL('../../../../web/relay/__generated__/EventPageQuery.graphql.ts', import.meta.url),
    'utf8',
  ),
)![1];

let interpreted: SportsRig;
let compiled: SportsRig;
let id: number;
beforeAll(async () => {
  [interpreted, compiled] = await Promise.all([startSportsRig(), startSportsRig({ compiled: true })]);
  id = await liveFootballEventId(interpreted, { inLeague: true });
});
afterAll(async () => {
  await Promise.all([interpreted?.close(), compiled?.close()]);
});
// Tests run in random order: a fault one of them sets must not reach the others.
beforeEach(() => {
  for (const rig of [interpreted, compiled]) {
    rig.faults.clear();
    rig.shared.cache.clear();
  }
});

describe('compiled (graphql-jit) and interpreted (graphql-js) answers', () => {
  it.each([
    ['every section of the event screen', EVENT_DETAIL, () => ({ id })],
    ["the web app's EventPageQuery", PERSISTED[EVENT_PAGE_ID], () => ({ id, withViewer: false })],
    ['an unknown event', EVENT_DETAIL, () => ({ id: 999_999_999 })],
  ])('are the same for %s', async (_name, document, variables) => {
    const [a, b] = await Promise.all([
      interpreted.query(document, variables()),
      compiled.query(document, variables()),
    ]);
    expect(a.errors).toBeUndefined();
    // Equal as JSON values; the order of keys differs where fragments merge (clients read fields by name).
    expect(b).toStrictEqual(a);
  });

  it('are the same when a section fails: null, and the error on its path only', async () => {
    for (const rig of [interpreted, compiled]) {
      rig.shared.cache.clear();
      rig.faults.set(`/event/${id}/lineups`, 'http500');
    }
    const [a, b] = await Promise.all([
      interpreted.query(EVENT_DETAIL, { id }),
      compiled.query(EVENT_DETAIL, { id }),
    ]);
    expect(a.errors?.map((e) => e.path)).toEqual([['event', 'lineups']]);
    expect(b.data).toStrictEqual(a.data);
    // graphql-jit leaves out `locations`; the web app, the only sender of compiled documents, reads the
    // path and the code.
    const withoutLocations = (errors: typeof a.errors) =>
      errors?.map(({ message, path, extensions }) => ({ message, path, extensions }));
    expect(b.errors).toStrictEqual(withoutLocations(a.errors));
  });
});
