import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { systemClock, type Timer, type TimerClock } from '../../clock.ts';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { readAccept } from '../../accept.ts';
import {
  admissionRefusalOverHttp,
  createLiveAdmission,
  isUnknownRefusal,
  liveTopicOf,
  releasing,
  type ConnectionLedger,
  type LiveAdmission,
} from './admission.ts';
import { notAcceptable, SUBSCRIPTION_MEDIA_TYPE } from '../plugins/errors.ts';
import { graphqlArgs } from '../plugins/execution-args.ts';
import { isGroupable, type StreamMember, type SubscriptionGroups } from './groups.ts';
import type { LiveMetrics } from './metrics.ts';

/** As Yoga's own SSE: a comment line right away (some browsers wait for a first byte), then every 12 s. */
const PING = Buffer.from(':\n\n');
const NEXT = Buffer.from('event: next\ndata: ');
const END = Buffer.from('\n\n');
const COMPLETE = Buffer.from('event: complete\ndata:\n\n');
const PING_MS = 12_000;
const MAX_EARLY = 64;

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  Connection: 'keep-alive',
  'Cache-Control': 'no-cache',
  'Content-Encoding': 'none',
};

interface Sink {
  member: StreamMember;
  respond(result: AsyncIterable<unknown>): Response;
  /** No response will be made (the subscription failed, or nothing acceptable): leave and let go. */
  abandon(): void;
  /** The group's generator, so that the member can leave even before a response exists. */
  bind(joined: AsyncIterable<unknown>): void;
}

/**
 * One SSE response fed by a subscription group: the group pushes the payload it serialised once for all
 * its members, and this only adds the `event: next` framing. Messages pushed before the response exists
 * (the current state, sent as the subscriber joins) wait in `early`.
 */
function createSink(maxBufferedBytes: number, clock: TimerClock, onEnd: () => void): Sink {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const early: Buffer[] = [];
  let open = true;
  let iterator: AsyncIterator<unknown> | undefined;
  let ping: Timer | undefined;
  const stop = () => {
    if (!open) return;
    open = false;
    ping?.cancel();
    void iterator?.return?.();
    onEnd();
  };

  const member: StreamMember = {
    push(payload) {
      if (!open) return false;
      const message = Buffer.concat([NEXT, payload, END]);
      if (!controller) {
        // A response is made right after the join; a backlog this long means it never will be.
        if (early.length >= MAX_EARLY) {
          stop();
          return false;
        }
        early.push(message);
        return true;
      }
      // A reader this far behind cannot follow live data; it is dropped as a slow socket is (1013).
      if ((controller.desiredSize ?? 0) < -maxBufferedBytes) {
        stop();
        controller.error(new Error('Too slow to follow live updates'));
        return false;
      }
      controller.enqueue(message);
      return true;
    },
  };

  const respond: Sink['respond'] = (result) => {
    const source = (iterator = result[Symbol.asyncIterator]());
    // Node's own stream and Response: the HTTP layer cancels them as soon as the client goes away, which
    // makes the subscriber leave its group at once.
    const body = new ReadableStream<Uint8Array>(
      {
        start(c) {
          controller = c;
          c.enqueue(PING);
          for (const message of early.splice(0)) c.enqueue(message);
          ping = clock.every(PING_MS, () => {
            if (c.desiredSize !== null && c.desiredSize > 0) c.enqueue(PING);
          });
          // The group's generator yields nothing (messages come through `push`); it ends with the group.
          void (async () => {
            try {
              let step = await source.next();
              while (!step.done && open) step = await source.next();
              if (open) {
                c.enqueue(COMPLETE);
                c.close();
              }
            } catch (error) {
              if (open) c.error(error);
            } finally {
              stop();
            }
          })();
        },
        cancel() {
          stop();
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
    );
    return new Response(body, { status: 200, headers: SSE_HEADERS });
  };

  const abandon: Sink['abandon'] = () => stop();

  const bind: Sink['bind'] = (joined) => {
    iterator ??= joined[Symbol.asyncIterator]();
  };

  return { member, respond, abandon, bind };
}

/**
 * Whether the request's Accept names text/event-stream itself, with a weight above 0, in no charset but
 * UTF-8. A wildcard or no Accept at all does not count: Yoga would stream to it too, but outside the groups
 * and their caps.
 */
export function acceptsEventStream(request: Request | undefined): boolean {
  return readAccept(request?.headers.get('accept')).accepts(SUBSCRIPTION_MEDIA_TYPE, {
    byNameOnly: true,
    charset: 'utf-8',
  });
}

/**
 * Who an SSE subscription belongs to, as a WebSocket connection does: every SSE subscription is its own
 * HTTP request, so the "connection" whose subscriptions are capped is the signed-in session (a hash of its
 * credential, never kept as is), or the address for anonymous visitors.
 */
function sseClientOf(context: { clientIp?: string; session?: { token: string | null } }): string {
  const token = context.session?.token;
  if (token) return `s:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`;
  return `a:${context.clientIp ?? 'unknown'}`;
}

/**
 * Subscriptions over Yoga's SSE join the same subscription groups as graphql-ws: one execution and one
 * serialisation per change for every subscriber of a (document, variables), whatever the transport.
 * Operations that cannot be grouped (or requests that do not ask for SSE) take Yoga's usual path.
 * Each one takes a place of `admission` (shared with graphql-ws), given back when its response ends.
 */
export function useGroupedSse(
  groups: SubscriptionGroups,
  options: {
    maxBufferedBytes?: number;
    admission?: LiveAdmission;
    metrics?: LiveMetrics;
    /** The pings' timer (the system clock by default). */
    clock?: TimerClock;
  } = {},
): Plugin {
  const maxBufferedBytes = options.maxBufferedBytes ?? DEFAULT_LIMITS.liveBufferedBytes;
  const clock = options.clock ?? systemClock;
  const admission = options.admission ?? createLiveAdmission(DEFAULT_LIMITS);
  const sinks = new WeakMap<Request, Sink>();
  // The SSE "connections" holding a subscription now; an entry leaves with its last subscription.
  const clients = new Map<string, ConnectionLedger>();

  return {
    onSubscribe({ args, setSubscribeFn, subscribeFn }) {
      const context = args.contextValue as {
        request?: Request;
        clientIp?: string;
        session?: { token: string | null };
      };
      const request = context.request;
      // graphql-ws: its own caps (sockets.ts).
      if (!request) return;
      // Over HTTP a subscription is sent as SSE, in the groups, or refused before anything starts: Yoga
      // would otherwise run it (its topic, its feed calls) for an answer it then cannot send (406), or stream
      // it to a wildcard Accept outside the groups and every cap.
      if (!acceptsEventStream(request)) {
        setSubscribeFn(() => ({ errors: [notAcceptable(SUBSCRIPTION_MEDIA_TYPE)] }));
        return;
      }
      const { schema, document, operationName } = graphqlArgs(args);
      const address = context.clientIp ?? 'unknown';
      // The admission itself, whose topic's look-up is told back once the subscription has started.
      let admittedPlace: (() => void) | undefined;
      const lookedUp = (found: boolean) => {
        if (admittedPlace) admission.lookedUp(admittedPlace, found);
      };
      /**
       * Takes the subscription's places (its session's, its address's and on the live topic it opens, if
       * any), or answers the refusal; the function returned gives them back.
       */
      const admit = (subscribeArgs: ReturnType<typeof graphqlArgs>): GraphQLError | (() => void) => {
        const client = sseClientOf(context);
        const connection = clients.get(client) ?? admission.connection('sseClient');
        const admitted = admission.admit({
          address,
          connection,
          topic: liveTopicOf(
            subscribeArgs.schema,
            subscribeArgs.document,
            subscribeArgs.operationName,
            subscribeArgs.variableValues,
          ),
        });
        if (admitted instanceof GraphQLError) {
          options.metrics?.refused?.(String(admitted.extensions.limit));
          return admissionRefusalOverHttp(admitted);
        }
        clients.set(client, connection);
        admittedPlace = admitted;
        return () => {
          admitted();
          if (connection.subscriptions === 0 && clients.get(client) === connection) clients.delete(client);
        };
      };
      if (!isGroupable(schema, document, operationName)) {
        // A subscription that cannot be grouped (the private viewerUpdates, or a live field under a fragment)
        // streams on Yoga's own path, but takes its place like the grouped ones: the same caps
        // per session, per address and on topics, given back when its stream ends (or its client leaves).
        setSubscribeFn(async (envelopArgs) => {
          // A public live field asked in a way that cannot be grouped (under a fragment) still opens
          // its topic; the private ones open none.
          const release = admit(graphqlArgs(envelopArgs));
          if (release instanceof GraphQLError) return { errors: [release] };
          try {
            const result: unknown = await subscribeFn(envelopArgs);
            lookedUp(!isUnknownRefusal(result));
            const stream = releasing<unknown>(result, release);
            // A client that hangs up ends its stream, and gives its places back, at once: Yoga's own stream
            // notices only when its next write fails (an event, or a ping up to 12 s later).
            if (isAsyncIterable(stream)) {
              const end = () => void (stream as unknown as AsyncIterator<unknown>).return?.();
              if (request.signal.aborted) end();
              else request.signal.addEventListener('abort', end, { once: true });
            }
            return stream;
          } catch (error) {
            lookedUp(true);
            release();
            throw error;
          }
        });
        return;
      }
      let release = () => {};
      const sink = createSink(maxBufferedBytes, clock, () => release());
      sinks.set(request, sink);
      // Places are taken when the subscription really starts, so one refused or never run takes none.
      setSubscribeFn(async (envelopArgs) => {
        const subscribeArgs = graphqlArgs(envelopArgs);
        const admitted = admit(subscribeArgs);
        if (admitted instanceof GraphQLError) {
          sink.abandon();
          return { errors: [admitted] };
        }
        release = admitted;
        const joined = await groups
          .join(
            {
              schema: subscribeArgs.schema,
              document: subscribeArgs.document,
              operationName: subscribeArgs.operationName,
              variableValues: subscribeArgs.variableValues,
            },
            sink.member,
          )
          .catch((error: unknown) => {
            lookedUp(true);
            sink.abandon();
            throw error;
          });
        lookedUp(!isUnknownRefusal(joined));
        if (isAsyncIterable(joined)) sink.bind(joined);
        else sink.abandon();
        return joined;
      });
    },
    onResultProcess(payload) {
      const { request, result, resultProcessor } = payload;
      const sink = sinks.get(request);
      if (!sink || !isAsyncIterable(result)) return;
      // Yoga picked its SSE processor (the only one for a subscription stream); this one replaces it.
      if (resultProcessor) {
        payload.setResultProcessor(
          (stream) => sink.respond(stream as AsyncIterable<unknown>),
          'text/event-stream',
        );
      } else {
        // No acceptable processor (Yoga answers 406): leave the group at once.
        sink.abandon();
      }
    },
  };
}
