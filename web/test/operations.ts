import { act, waitFor } from '@testing-library/react';
import type { OperationDescriptor, OperationType, Variables } from 'relay-runtime';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { withStableViewer, type MockEnvironment } from './render-route.tsx';

/** The pending operation of that name (a mutation or a query started by a component). */
export function pendingOperation(environment: MockEnvironment, name: string): OperationDescriptor {
  const operations = environment.mock.getAllOperations();
  const found = operations.filter((operation) => operation.request.node.params.name === name).at(-1);
  if (!found) {
    const names = operations.map((operation) => operation.request.node.params.name).join(', ');
    throw new Error(`No pending ${name}; pending: ${names || 'none'}`);
  }
  return found;
}

/**
 * Waits for `name` to be pending. A component starts its request in an effect, and effects may run after the
 * text a test waited for is already on screen when the machine is busy.
 */
export async function waitForOperation(
  environment: MockEnvironment,
  name: string,
): Promise<OperationDescriptor> {
  return waitFor(() => pendingOperation(environment, name));
}

export function hasPending(environment: MockEnvironment, name: string): boolean {
  return environment.mock.getAllOperations().some((operation) => operation.request.node.params.name === name);
}

/** The operation's own types, as the Relay compiler writes them; any operation's variables by default. */
interface AnyOperation extends OperationType {
  variables: Variables;
}

/**
 * Answers the pending operation `name` from its selections and resolvers; returns the variables it was sent,
 * typed as the operation's when the test names it (`resolveOperation<DepositMutation>(…)`).
 */
export async function resolveOperation<TOperation extends OperationType = AnyOperation>(
  environment: MockEnvironment,
  name: string,
  resolvers: MockResolvers = {},
): Promise<TOperation['variables']> {
  const operation = await waitForOperation(environment, name);
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, withStableViewer(resolvers)),
    );
  });
  return operation.request.variables;
}

/** Fails the pending operation `name` as a network error would. */
export async function rejectOperation<TOperation extends OperationType = AnyOperation>(
  environment: MockEnvironment,
  name: string,
): Promise<TOperation['variables']> {
  const operation = await waitForOperation(environment, name);
  await act(async () => {
    environment.mock.reject(operation, new Error('falha de rede'));
  });
  return operation.request.variables;
}
