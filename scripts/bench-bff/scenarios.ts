/** The screens measured, each as a request to the BFF and the same screen from the REST aggregator. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DASHBOARD } from '../../server/bff/test/bankroll-queries.ts';
import { createPersistedStore } from '../../server/bff/plugins/persisted-operations.ts';
import { client, type Answer, type Target } from './load.ts';
import { PERSISTED_FILE, ROOT } from './protocol.ts';

export interface Query {
  name: string;
  /** Sports data TTLs as configured (true) or all 0 (false). */
  cache: boolean;
  cacheLabel: string;
  note: string;
  /** The BFF/aggregator ratio this row is held to (issue 15: ≥ 2 with the caches, ≥ 0.75 without). */
  target: number;
  bff: Target;
  aggregator: Target;
}

/** The id relay-compiler gave the web app's current EventPageQuery, and its document text. */
async function eventPageDocument(): Promise<{ id: string; text: string }> {
  const persisted = createPersistedStore(PERSISTED_FILE);
  // The store keeps earlier versions too: the current one is the id in relay-compiler's artifact.
  const artifact = await readFile(
    path.join(ROOT, 'web/relay/__generated__/EventPageQuery.graphql.ts'),
    'utf8',
  );
  const id = /"id": "([0-9a-f]+)"/.exec(artifact)?.[1];
  const text = id ? persisted.get(id) : null;
  if (!id || text === null)
    throw new Error('EventPageQuery is missing from web/relay/persisted-queries.json');
  return { id, text };
}

/**
 * event-detail with the shared caches, then without (every TTL at 0), then the dashboard. The event page
 * is sent by persisted id as the browser sends it for a visitor (`withViewer: false`), as the aggregator's.
 */
export async function scenarios(options: {
  bffUrl: string;
  bffUncachedUrl: string;
  aggregatorUrl: string;
  eventId: number;
  token: string;
}): Promise<{ queries: Query[]; close(): Promise<void> }> {
  const { eventId, token } = options;
  const document = await eventPageDocument();
  const eventVariables = /\$withViewer\b/.test(document.text)
    ? { id: eventId, withViewer: false }
    : { id: eventId };
  const bff = client(options.bffUrl);
  const bffUncached = client(options.bffUncachedUrl);
  const aggregator = client(options.aggregatorUrl);
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  const statusOk = (a: Answer) => a.status === 200;
  const withoutErrors = (body: Buffer) => !body.includes('"errors"');
  const dashboardBody = JSON.stringify({ query: DASHBOARD });
  const eventBody = JSON.stringify({ doc_id: document.id, variables: eventVariables });
  const eventQuery = (cache: boolean): Query => ({
    name: 'event-detail',
    cache,
    cacheLabel: cache ? 'shared TTL cache on both sides' : 'no cache on either side',
    note: `the web app's EventPageQuery (persisted) for event ${eventId}`,
    target: cache ? 2 : 0.75,
    bff: {
      send: () => (cache ? bff : bffUncached).send('POST', '/graphql', json, eventBody),
      ok: statusOk,
      content: withoutErrors,
    },
    aggregator: { send: () => aggregator.send('GET', `/event/${eventId}`, {}), ok: statusOk },
  });
  const queries: Query[] = [
    eventQuery(true),
    eventQuery(false),
    {
      name: 'dashboard',
      cache: true,
      cacheLabel: 'per-user data, no cache on either side',
      note: 'viewer, bankroll totals, active accounts, bets (Bearer token)',
      target: 0.75,
      bff: {
        send: () => bff.send('POST', '/graphql', { ...json, ...auth }, dashboardBody),
        ok: statusOk,
        content: withoutErrors,
      },
      aggregator: { send: () => aggregator.send('GET', '/dashboard', auth), ok: statusOk },
    },
  ];
  return {
    queries,
    async close() {
      await Promise.all([bff.close(), bffUncached.close(), aggregator.close()]);
    },
  };
}
