import type { Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';
import { FRAME_MESSAGES } from '../../server/i18n/screens/frame.ts';

let client: Promise<Client> | undefined;
/** Subscriptions open right now: a close while any is open is a drop, not the lazy idle close. */
let active = 0;
let dropped = false;
const reconnectListeners = new Set<() => void>();

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
    });
    ws.on('closed', () => {
      if (active > 0) dropped = true;
    });
    ws.on('connected', () => {
      if (!dropped) return;
      dropped = false;
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
    active += 1;
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
      active -= 1;
      dispose?.();
    };
  });
}
