import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { createFetchGraphQL, type FetchGraphQLOptions } from './fetch-graphql.ts';
import { subscribeGraphQL } from './subscriptions.ts';

/** One Relay environment for the browser session. */
export function createEnvironment(options: FetchGraphQLOptions): Environment {
  return new Environment({
    network: Network.create(createFetchGraphQL(options), subscribeGraphQL),
    store: new Store(new RecordSource(), {
      // Keep a few recently left screens so that going back renders at once from the store.
      gcReleaseBufferSize: 10,
    }),
  });
}
