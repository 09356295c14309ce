import { act, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks.js';
import { createMockEnvironment } from 'relay-test-utils';
import type { MockEnvironment } from '../test/render-route.tsx';
import { describe, expect, it, vi } from 'vitest';
import SportsTodayPageQuery, {
  type SportsTodayPageQuery as SportsTodayPageQueryType,
} from './__generated__/SportsTodayPageQuery.graphql.ts';
import { useRefetchOnReconnect, useScreenRefetch } from './live-refetch.ts';

// The socket client never runs here; the test plays its reconnections.
const reconnect = vi.hoisted(() => new Set<() => void>());
vi.mock('./subscriptions.ts', () => ({
  onLiveReconnect: (listener: () => void) => {
    reconnect.add(listener);
    return () => void reconnect.delete(listener);
  },
}));

const variables = { withViewer: true };

function LiveScreen() {
  const refetch = useScreenRefetch<SportsTodayPageQueryType>(SportsTodayPageQuery, variables);
  useRefetchOnReconnect(refetch);
  return null;
}

const inEnvironment = (environment: MockEnvironment) => (
  <RelayEnvironmentProvider environment={environment}>
    <LiveScreen />
  </RelayEnvironmentProvider>
);

describe('refetch on reconnect', () => {
  it('asks the server for the screen again, without the viewer, each time the connection comes back', () => {
    const environment = createMockEnvironment();
    const { unmount } = render(inEnvironment(environment));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(reconnect.size).toBe(1);

    act(() => reconnect.forEach((listener) => listener()));
    const [operation] = environment.mock.getAllOperations();
    expect(operation?.request.node.params.name).toBe('SportsTodayPageQuery');
    expect(operation?.request.variables).toEqual({ date: null, withViewer: false });

    // A screen that is gone listens no more.
    unmount();
    expect(reconnect.size).toBe(0);
  });

  it('keeps one listener across renders while the screen stays', () => {
    const environment = createMockEnvironment();
    const { rerender } = render(inEnvironment(environment));
    const [first] = reconnect;
    rerender(inEnvironment(environment));
    expect([...reconnect]).toEqual([first]);
  });
});
