import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import type { Records } from '../ssr/payload.ts';
import { createFetchGraphQL, type FetchGraphQLOptions } from './fetch-graphql.ts';
import { subscribeGraphQL } from './subscriptions.ts';

export interface EnvironmentOptions extends FetchGraphQLOptions {
  /** Records a server-rendered page brought (ssr/payload.ts): its queries answer from them. */
  records?: Records;
}

/** One Relay environment for the browser session. */
export function createEnvironment({ records, ...fetchOptions }: EnvironmentOptions): Environment {
  return new Environment({
    network: Network.create(createFetchGraphQL(fetchOptions), subscribeGraphQL),
    store: new Store(new RecordSource(records), {
      // Keep a few recently left screens so that going back renders at once from the store.
      gcReleaseBufferSize: 10,
    }),
  });
}
