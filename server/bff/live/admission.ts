import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { isAsyncIterable } from 'graphql-yoga';
import { BFF_MESSAGES } from '../../i18n/bff.ts';
import type { Limits } from '../../limits.ts';
import type { LiveTopic } from './topics.ts';

/** Field extension of a Subscription field: its LiveTopicRule. */
export const LIVE_TOPIC_EXTENSION = 'liveTopic';

/**
 * The LiveHub topic a live Subscription field's arguments open, or null when they name none (the field's
 * subscribe refuses them with its own error). One reading for both of its readers: the transports'
 * admission (from the field's extension, before anything runs) and the field's own subscribe.
 */
export class LiveTopicRule<T extends LiveTopic = LiveTopic> {
  readonly topicOf: (args: Readonly<Record<string, unknown>>) => T | null;
  constructor(topicOf: (args: Readonly<Record<string, unknown>>) => T | null) {
    this.topicOf = topicOf;
  }
}

function isLiveTopicRule(value: unknown): value is LiveTopicRule {
  return value instanceof LiveTopicRule;
}

export type LiveAdmissionLimits = Pick<
  Limits,
  | 'subscriptionsPerAddress'
  | 'subscriptionsPerConnection'
  | 'liveTopicsPerAddress'
  | 'liveUnknownPerAddressPerMinute'
  | 'viewerUpdatesPerUser'
>;

const UNKNOWN_WINDOW_MS = 60_000;

/** One more of `key` in a tally. */
function countUp<K>(tally: Map<K, number>, key: K): void {
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

/** One fewer of `key` in a tally; a key at zero leaves it, so that the tally holds only what is held. */
function countDown<K>(tally: Map<K, number>, key: K): void {
  const left = (tally.get(key) ?? 1) - 1;
  if (left > 0) tally.set(key, left);
  else tally.delete(key);
}

/**
 * The topic a subscription operation would open, read from its root field's `liveTopic` extension and its
 * arguments, before anything runs. Null when the field names none or its arguments do not coerce (then
 * execution refuses the operation with its own error).
 */
export function liveTopicOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): string | null {
  const operation = getOperationAST(document, operationName);
  if (
    operation?.operation !== OperationTypeNode.SUBSCRIPTION ||
    operation.selectionSet.selections.length !== 1
  )
    return null;
  const field = operation.selectionSet.selections[0];
  if (field.kind !== Kind.FIELD) return null;
  const definition = schema.getSubscriptionType()?.getFields()[field.name.value];
  const rule: unknown = definition?.extensions?.[LIVE_TOPIC_EXTENSION];
  if (!definition || !isLiveTopicRule(rule)) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, {
    maxErrors: 1,
  });
  if (coerced.errors) return null;
  try {
    return rule.topicOf(getArgumentValues(definition, field, coerced.coerced))?.key ?? null;
  } catch {
    return null;
  }
}

/** Whether a subscription's start was refused because its event or sport does not exist. */
export function isUnknownRefusal(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || Symbol.asyncIterator in result) return false;
  const errors = (result as { errors?: ReadonlyArray<{ extensions?: { code?: unknown } }> }).errors;
  return errors?.some((error) => error.extensions?.code === 'NOT_FOUND') ?? false;
}

/**
 * What one client holds: a WebSocket connection, or over SSE (a request per subscription) its session, or
 * its address without one. The kind names the client in the refusal's message.
 */
export interface ConnectionLedger {
  subscriptions: number;
  readonly kind: 'socket' | 'sseClient';
}

interface AddressLedger {
  subscriptions: number;
  /** Subscriptions of this address per topic: its size is the number of distinct topics it keeps open. */
  topics: Map<string, number>;
}

export interface AdmissionRequest {
  address: string;
  connection: ConnectionLedger;
  /** The LiveHub topic the subscription listens to, when it is a live one. */
  topic: string | null;
}

/** Gives the place back; safe to call more than once. */
export type Release = () => void;

export interface LiveAdmission {
  /** A place for one subscription, or the RATE_LIMITED error that refuses it. */
  admit(request: AdmissionRequest): Release | GraphQLError;
  /**
   * What the look-up of the topic of the subscription admitted with `place` found: an event or sport that
   * does not exist counts against its address's unknowns of the minute. A topic the address did not hold
   * counts as one from its admission until this is told (the place given back meanwhile or not), so that
   * subscriptions sent together cannot all pass the cap before any look-up ends.
   */
  lookedUp(place: Release, found: boolean): void;
  /**
   * A place for one more viewerUpdates stream of `userId` (every connection and transport of the process),
   * or the RATE_LIMITED error that refuses it: each stream runs its own selection at every change of the
   * user's bankroll, which the user's own writes set off, so their number is what bounds that work.
   */
  viewerStream(userId: number): Release | GraphQLError;
  connection(kind: ConnectionLedger['kind']): ConnectionLedger;
  /** What an address holds now (tests, metrics). */
  of(address: string): { subscriptions: number; topics: number };
  readonly limits: LiveAdmissionLimits;
}

/**
 * A refusal by one of the caps, named in `limit`. A cap on what is held at once (subscriptions, topics)
 * frees as subscriptions end, at no time it can tell; a cap on a window says when it frees (`retryAfter`).
 */
function rateLimited(message: string, limit: string, retryAfter?: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'RATE_LIMITED', limit, ...(retryAfter === undefined ? {} : { retryAfter }) },
  });
}

/** An admission refusal as an HTTP answer (SSE): a window's wait in Retry-After too, as every 429 has. */
export function admissionRefusalOverHttp(refusal: GraphQLError): GraphQLError {
  const { retryAfter } = refusal.extensions;
  if (typeof retryAfter !== 'number') return refusal;
  return new GraphQLError(refusal.message, {
    extensions: {
      ...refusal.extensions,
      http: { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    },
  });
}

/**
 * The live caps of one process, shared by graphql-ws and SSE: subscriptions per connection, per address
 * over all its connections, and distinct live topics per address, so that no address can fill the hub's
 * topic cap (every topic costs one upstream poll per interval) nor hold an unbounded share of the fan-out.
 * Counting is O(1) per subscribe and release, nothing per message.
 */
export function createLiveAdmission(
  limits: LiveAdmissionLimits,
  options: { now?: () => number } = {},
): LiveAdmission {
  const now = options.now ?? Date.now;
  const addresses = new Map<string, AddressLedger>();
  /**
   * Refusals for unknown events or sports per address, in fixed windows of a minute. Refused subscriptions
   * give their places back at once, so without this an address could make the feed look up made-up ids as
   * fast as its message budget allows. Kept here (not server/limiter.ts) because admission is synchronous.
   */
  const unknowns = new Map<string, { count: number; since: number }>();
  /** The address's window of unknowns, while it lasts. */
  const unknownWindow = (address: string) => {
    const entry = unknowns.get(address);
    if (!entry) return undefined;
    if (now() - entry.since < UNKNOWN_WINDOW_MS) return entry;
    unknowns.delete(address);
    return undefined;
  };
  const unknownCount = (address: string) => unknownWindow(address)?.count ?? 0;
  /** Look-ups of topics new to their address not ended yet, by address, and the admission of each. */
  const lookups = new Map<string, number>();
  const lookingUp = new Map<Release, string>();

  const admit = ({ address, connection, topic }: AdmissionRequest): Release | GraphQLError => {
    if (connection.subscriptions >= limits.subscriptionsPerConnection) {
      const perClient =
        connection.kind === 'socket'
          ? BFF_MESSAGES.liveSubscriptionsPerConnection
          : BFF_MESSAGES.liveSubscriptionsPerSseClient;
      return rateLimited(perClient(limits.subscriptionsPerConnection), 'subscriptionsPerConnection');
    }
    const ledger = addresses.get(address) ?? { subscriptions: 0, topics: new Map<string, number>() };
    if (ledger.subscriptions >= limits.subscriptionsPerAddress) {
      return rateLimited(
        BFF_MESSAGES.liveSubscriptionsPerAddress(limits.subscriptionsPerAddress),
        'subscriptionsPerAddress',
      );
    }
    if (topic !== null && !ledger.topics.has(topic) && ledger.topics.size >= limits.liveTopicsPerAddress) {
      return rateLimited(
        BFF_MESSAGES.liveTopicsPerAddress(limits.liveTopicsPerAddress),
        'liveTopicsPerAddress',
      );
    }
    const newTopic = topic !== null && !ledger.topics.has(topic);
    const unknownsNow = newTopic ? unknownWindow(address) : undefined;
    const mayBeUnknown = (unknownsNow?.count ?? 0) + (lookups.get(address) ?? 0);
    if (newTopic && mayBeUnknown >= limits.liveUnknownPerAddressPerMinute) {
      // When the window ends (one is open whenever the cap, at least 1, is reached).
      const waitMs = unknownsNow && unknownsNow.since + UNKNOWN_WINDOW_MS - now();
      return rateLimited(
        BFF_MESSAGES.liveUnknownTooMany,
        'liveUnknownPerAddressPerMinute',
        waitMs === undefined ? undefined : Math.max(1, Math.ceil(waitMs / 1000)),
      );
    }
    addresses.set(address, ledger);
    connection.subscriptions++;
    ledger.subscriptions++;
    if (topic !== null) countUp(ledger.topics, topic);
    let released = false;
    const place: Release = () => {
      if (released) return;
      released = true;
      connection.subscriptions--;
      ledger.subscriptions--;
      if (topic !== null) countDown(ledger.topics, topic);
      if (ledger.subscriptions === 0) addresses.delete(address);
    };
    if (newTopic) {
      countUp(lookups, address);
      lookingUp.set(place, address);
    }
    return place;
  };

  const lookedUp = (place: Release, found: boolean) => {
    const address = lookingUp.get(place);
    if (address === undefined) return;
    lookingUp.delete(place);
    countDown(lookups, address);
    if (!found) unknown(address);
  };

  const unknown = (address: string) => {
    const count = unknownCount(address);
    if (count === 0) {
      // Expired windows of addresses not seen again are dropped once the map grows.
      if (unknowns.size >= 10_000) for (const key of [...unknowns.keys()]) unknownCount(key);
      unknowns.set(address, { count: 1, since: now() });
    } else unknowns.get(address)!.count = count + 1;
  };

  const viewerStreams = new Map<number, number>();
  const viewerStream = (userId: number): Release | GraphQLError => {
    const held = viewerStreams.get(userId) ?? 0;
    if (held >= limits.viewerUpdatesPerUser)
      return rateLimited(
        BFF_MESSAGES.viewerUpdatesPerUser(limits.viewerUpdatesPerUser),
        'viewerUpdatesPerUser',
      );
    countUp(viewerStreams, userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      countDown(viewerStreams, userId);
    };
  };

  return {
    admit,
    lookedUp,
    viewerStream,
    connection: (kind) => ({ subscriptions: 0, kind }),
    of: (address) => {
      const ledger = addresses.get(address);
      return { subscriptions: ledger?.subscriptions ?? 0, topics: ledger?.topics.size ?? 0 };
    },
    limits,
  };
}

/** Releases `release` when the operation's stream ends (or at once when it is not a stream). */
export function releasing<T>(result: T, release: Release): T {
  if (!isAsyncIterable(result)) {
    release();
    return result;
  }
  const source = result as unknown as AsyncIterator<unknown>;
  const wrapped = {
    async next() {
      try {
        const step = await source.next();
        if (step.done) release();
        return step;
      } catch (error) {
        release();
        throw error;
      }
    },
    return(value?: unknown) {
      release();
      return source.return ? source.return(value) : Promise.resolve({ value, done: true as const });
    },
    throw(error?: unknown) {
      release();
      return source.throw ? source.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return wrapped as unknown as T;
}
