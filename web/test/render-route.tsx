import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createOperationDescriptor, type ConcreteRequest, type Variables } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { createRoutes } from '../routes/routes.tsx';
import RootLayoutQuery from '../relay/__generated__/RootLayoutQuery.graphql.ts';

export type MockEnvironment = ReturnType<typeof createMockEnvironment>;

/**
 * Renders the real route table at `path` over a mock Relay environment. `requests` lists the names of the
 * operations sent to the network, in order.
 */
export function renderRoute(path: string) {
  const environment = createMockEnvironment();
  const requests: string[] = [];
  const network = environment.getNetwork();
  const execute = network.execute.bind(network);
  network.execute = (params, ...rest) => {
    requests.push(params.name);
    return execute(params, ...rest);
  };
  const router = createMemoryRouter(createRoutes(environment), { initialEntries: [path] });
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, router, requests, ...view };
}

/** The signed-in user's global id in every generated answer. */
export const VIEWER_ID = 'VXNlcjox';

/**
 * The resolvers with the viewer kept one record, as the server answers it: the generator would give the
 * User of each answer an id of its own, and a later query's viewer would replace the user the page reads
 * (its open bets, for one) with a record that lacks them. Only generated ids change; a resolver's own stay.
 */
export function withStableViewer(resolvers: MockResolvers): MockResolvers {
  const id = resolvers.ID;
  return {
    ...resolvers,
    ID: (context, generateId) =>
      context.parentType === 'User'
        ? VIEWER_ID
        : (id?.(context, generateId) ??
          `<${context.parentType ? `${context.parentType}-` : ''}mock-id-${generateId()}>`),
  };
}

/**
 * Answers a pending query with data generated from its selections and the given resolvers. The variables
 * are those of the pending operation when its route's code has loaded, else these; a route's first query
 * also asks for the header's viewer (`withViewer`, added by its loader).
 */
export async function resolveQuery(
  environment: MockEnvironment,
  query: ConcreteRequest,
  variables: Variables,
  resolvers: MockResolvers = {},
) {
  const pending = environment.mock
    .getAllOperations()
    .filter((operation) => operation.request.node.params.name === query.params.name)
    .at(-1);
  const asksViewer = query.fragment.argumentDefinitions.some((argument) => argument.name === 'withViewer');
  const operation =
    pending ?? createOperationDescriptor(query, asksViewer ? { withViewer: true, ...variables } : variables);
  await act(async () => {
    environment.mock.resolve(query, MockPayloadGenerator.generate(operation, withStableViewer(resolvers)));
  });
}

export async function rejectQuery(environment: MockEnvironment, query: ConcreteRequest) {
  await act(async () => {
    environment.mock.reject(query, new Error('falha de rede'));
  });
}

/**
 * The header's own query, which only routes without a query of their own send (a route's query selects the
 * viewer itself): a visitor unless a name is given.
 */
export async function resolveViewer(environment: MockEnvironment, name: string | null = null) {
  await resolveQuery(environment, RootLayoutQuery, {}, { Query: () => ({ viewer: name ? { name } : null }) });
}
