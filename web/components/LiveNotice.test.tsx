import { act, render, screen } from '@testing-library/react';
import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRAME_MESSAGES } from '../../server/i18n/screens/frame.ts';
import { subscribeGraphQL } from '../relay/subscriptions.ts';
import { LIVE_NOTICE_DELAY_MS, LiveNotice } from './LiveNotice.tsx';

/** A graphql-ws client stand-in whose connection events the test fires. */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Array<() => void>>();
  return {
    fire: (event: string) => handlers.get(event)?.forEach((handler) => handler()),
    listening: () => handlers.has('closed'),
    client: {
      on(event: string, handler: () => void) {
        handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        return () => {};
      },
      subscribe: () => () => {},
    },
  };
});
vi.mock('graphql-ws', () => ({ createClient: () => fake.client }));

afterEach(() => vi.useRealTimers());

describe('the live notice', () => {
  it('says the live updates stopped once a drop lasts, and goes quiet when they are back', async () => {
    const params = { id: 'abc123', name: 'EventLiveSubscription' } as RequestParameters;
    const subscription = subscribeGraphQL(params, {}).subscribe({});
    // The client is imported on the first subscription: it is there once it listens.
    await vi.waitFor(() => expect(fake.listening()).toBe(true));
    vi.useFakeTimers();
    render(<LiveNotice />);
    // Nothing while the connection is up: the page's own status regions are the only ones.
    expect(screen.queryByRole('status')).toBeNull();

    // A blip: back before the delay, nothing said.
    act(() => fake.fire('closed'));
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS - 1);
    });
    act(() => fake.fire('connected'));
    act(() => {
      vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS);
    });
    expect(screen.queryByRole('status')).toBeNull();

    // A drop that lasts: said in the region placed as it began.
    act(() => fake.fire('closed'));
    const status = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS);
    });
    expect(status.textContent).toBe(FRAME_MESSAGES.liveReconnecting);
    act(() => fake.fire('connected'));
    expect(screen.queryByRole('status')).toBeNull();

    // Left during a drop for a page with nothing live: nothing is waited for any more, nothing is said.
    act(() => fake.fire('closed'));
    act(() => {
      vi.advanceTimersByTime(LIVE_NOTICE_DELAY_MS);
    });
    expect(screen.getByRole('status').textContent).toBe(FRAME_MESSAGES.liveReconnecting);
    act(() => subscription.unsubscribe());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
