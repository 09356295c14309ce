// The yardstick of scripts/web-budget.ts: the least a React + Relay page ships (a store, a network, a
// provider and one hook), built with the app's own Vite config. The app's first load is compared to it.
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider, useRelayEnvironment } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';

const environment = new Environment({
  network: Network.create(async (params, variables) => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ doc_id: params.id, variables }),
    });
    return (await response.json()) as GraphQLResponse;
  }),
  store: new Store(new RecordSource()),
});

function Page() {
  const env = useRelayEnvironment();
  return <p>{env.configName ?? 'React + Relay'}</p>;
}

createRoot(document.getElementById('root')!).render(
  <RelayEnvironmentProvider environment={environment}>
    <Page />
  </RelayEnvironmentProvider>,
);
