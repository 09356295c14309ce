import type { Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { FRAME_MESSAGES } from '../../server/i18n/screens/frame.ts';

let client: Promise<Client> | undefined;
/** Subscriptions open right now: a close while any is open is a drop, not the lazy idle close. */
let active = 0;
let dropped = false;
const reconnectListeners = new Set<() => void>();
const dropListeners = new Set<() => void>();

/** Whether the live connection dropped under open subscriptions and is not back yet. */
export const isLiveDropped = (): boolean => dropped && active > 0;

/**
 * Applies a change of the connection's state or of the subscriptions open, and tells the listeners when
 * isLiveDropped changed. With none open, graphql-ws stops trying: a page left during a drop (for one with
 * no live data) is not waiting for anything.
 */
function update(change: () => void) {
  const before = isLiveDropped();
  change();
  if (isLiveDropped() !== before) for (const listener of [...dropListeners]) listener();
}

const setDropped = (value: boolean) => update(() => (dropped = value));

/** What the server said when it refused a live stream the screen needs (a limit reached), until it is taken. */
let refusal: string | null = null;
export const liveRefusal = (): string | null => refusal;
export function setLiveRefusal(text: string | null): void {
  if (refusal === text) return;
  refusal = text;
  for (const listener of [...dropListeners]) listener();
}

/** Calls `listener` when the live connection drops or comes back, or a refusal is said (for useSyncExternalStore). */
export function onLiveDropChange(listener: () => void): () => void {
  dropListeners.add(listener);
  return () => void dropListeners.delete(listener);
}

/** The longest wait between two attempts to reconnect, before the jitter. */
const MAX_RETRY_WAIT_MS = 10_000;

/**
 * The wait before reconnecting: 1, 2, 4, 8 s, then 10 s at most (graphql-ws's own doubles without end:
 * minutes of a frozen score after a short outage), plus up to a second at random, so that the clients one
 * restart dropped do not all come back in the same instant; at once when the browser is back online.
 */
export function retryWait(retries: number, random: () => number = Math.random): Promise<void> {
  const delay = Math.min(1000 * 2 ** retries, MAX_RETRY_WAIT_MS) + random() * 1000;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, delay);
    window.addEventListener('online', done);
  });
}

/**
 * Calls `listener` each time the live connection comes back after dropping. Updates published while it
 * was down are lost, so screens refetch their query then (DESIGN §7: clients reconnect and refetch).
 */
export function onLiveReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => void reconnectListeners.delete(listener);
}

/** The graphql-ws client is loaded only when a screen first subscribes, keeping it out of first loads. */
function getClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) => {
    const ws = createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      lazy: true,
      // Reconnect with backoff after network blips; Relay keeps showing the last data meanwhile.
      retryAttempts: Infinity,
      shouldRetry: () => true,
      retryWait,
    });
    ws.on('closed', () => {
      if (active > 0) setDropped(true);
    });
    ws.on('connected', () => {
      if (!dropped) return;
      setDropped(false);
      for (const listener of [...reconnectListeners]) listener();
    });
    return ws;
  });
  return client;
}

/** Relay's subscribe function: persisted id over graphql-ws (DESIGN §7). */
export function subscribeGraphQL(params: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | undefined;
    let closed = false;
    update(() => (active += 1));
    void getClient().then(
      (ws) => {
        if (closed) return;
        dispose = ws.subscribe(
          {
            // graphql-ws requires a query string; the server resolves the operation from its persisted id,
            // named as over HTTP.
            query: '',
            variables,
            operationName: params.name,
            extensions: { doc_id: params.id },
          },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) =>
              sink.error(error instanceof Error ? error : new Error(FRAME_MESSAGES.liveConnectionFailed)),
            complete: () => sink.complete(),
          },
        );
      },
      (error: Error) => sink.error(error),
    );
    return () => {
      closed = true;
      update(() => (active -= 1));
      dispose?.();
    };
  });
}
