import { GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../limits.ts';
import { admissionRefusalOverHttp, createLiveAdmission, liveTopicOf } from './admission.ts';
import type { LiveHub } from './hub.ts';
import { createTestLiveSchema } from '../test/live-support.ts';

const limits = {
  subscriptionsPerAddress: 4,
  subscriptionsPerConnection: 3,
  liveTopicsPerAddress: 2,
  liveUnknownPerAddressPerMinute: 3,
  viewerUpdatesPerUser: 2,
};

const codeOf = (result: unknown) =>
  result instanceof GraphQLError ? (result.extensions.code as string) : 'ADMITTED';

describe('live admission', () => {
  it('caps subscriptions per connection, and a release frees the place', () => {
    const admission = createLiveAdmission(limits);
    const connection = admission.connection('socket');
    const places = [1, 2, 3].map(() => admission.admit({ address: 'a', connection, topic: null }));
    expect(places.map(codeOf)).toEqual(['ADMITTED', 'ADMITTED', 'ADMITTED']);
    const refused = admission.admit({ address: 'a', connection, topic: null });
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect((refused as GraphQLError).message).toBe('Limite de 3 assinaturas por conexão atingido.');
    (places[0] as () => void)();
    (places[0] as () => void)(); // a second release changes nothing
    expect(connection.subscriptions).toBe(2);
    expect(codeOf(admission.admit({ address: 'a', connection, topic: null }))).toBe('ADMITTED');
  });

  it('caps subscriptions per address over all its connections, not other addresses', () => {
    const admission = createLiveAdmission(limits);
    const [one, two] = [admission.connection('socket'), admission.connection('socket')];
    for (const connection of [one, one, two, two])
      expect(codeOf(admission.admit({ address: 'a', connection, topic: null }))).toBe('ADMITTED');
    const refused = admission.admit({
      address: 'a',
      connection: admission.connection('socket'),
      topic: null,
    });
    expect((refused as GraphQLError).message).toBe('Limite de 4 assinaturas ao vivo por endereço atingido.');
    expect(
      codeOf(admission.admit({ address: 'b', connection: admission.connection('socket'), topic: null })),
    ).toBe('ADMITTED');
    expect(admission.of('a')).toEqual({ subscriptions: 4, topics: 0 });
  });

  it('caps distinct topics per address; more subscribers of a held topic cost no topic', () => {
    const admission = createLiveAdmission(limits);
    const admit = (address: string, topic: string) =>
      admission.admit({ address, connection: admission.connection('socket'), topic });
    const first = admit('a', 'event:1');
    expect(codeOf(admit('a', 'event:2'))).toBe('ADMITTED');
    expect(codeOf(admit('a', 'event:1'))).toBe('ADMITTED');
    const refused = admit('a', 'event:3');
    expect(codeOf(refused)).toBe('RATE_LIMITED');
    expect((refused as GraphQLError).extensions.limit).toBe('liveTopicsPerAddress');
    expect(codeOf(admit('b', 'event:3'))).toBe('ADMITTED');
    // event:1 is still held by the other subscription: no topic is freed yet.
    (first as () => void)();
    expect(codeOf(admit('a', 'event:3'))).toBe('RATE_LIMITED');
    expect(admission.of('a')).toEqual({ subscriptions: 2, topics: 2 });
  });

  it('forgets an address once its last subscription ends', () => {
    const admission = createLiveAdmission(DEFAULT_LIMITS);
    const release = admission.admit({
      address: 'a',
      connection: admission.connection('socket'),
      topic: 'counts',
    });
    (release as () => void)();
    expect(admission.of('a')).toEqual({ subscriptions: 0, topics: 0 });
  });

  it('refuses new topics to an address past its refusals for unknown events in a minute', () => {
    let clock = 0;
    const admission = createLiveAdmission(limits, { now: () => clock });
    const admit = (address: string, topic: string | null) =>
      admission.admit({ address, connection: admission.connection('socket'), topic });
    const held = admit('a', 'event:1');
    admission.lookedUp(held as () => void, true);
    // Three made-up events, each refused once looked up (its place given back).
    for (const topic of ['event:7', 'event:8', 'event:9']) {
      const place = admit('a', topic) as () => void;
      admission.lookedUp(place, false);
      place();
    }
    clock += 20_500;
    const refused = admit('a', 'event:999');
    // The window's end is known: the wait is said, in whole seconds rounded up.
    expect((refused as GraphQLError).extensions).toEqual({
      code: 'RATE_LIMITED',
      limit: 'liveUnknownPerAddressPerMinute',
      retryAfter: 40,
    });
    expect(admissionRefusalOverHttp(refused as GraphQLError).extensions).toEqual({
      code: 'RATE_LIMITED',
      limit: 'liveUnknownPerAddressPerMinute',
      retryAfter: 40,
      http: { status: 429, headers: { 'Retry-After': '40' } },
    });
    // A cap on what is held at once names no wait.
    const full = createLiveAdmission({ ...limits, subscriptionsPerConnection: 0 });
    const atOnce = full.admit({
      address: 'c',
      connection: full.connection('socket'),
      topic: null,
    }) as GraphQLError;
    expect(atOnce.extensions).toEqual({ code: 'RATE_LIMITED', limit: 'subscriptionsPerConnection' });
    expect(admissionRefusalOverHttp(atOnce)).toBe(atOnce);
    // A topic it holds, a subscription without one and other addresses are not affected.
    expect(codeOf(admit('a', 'event:1'))).toBe('ADMITTED');
    expect(codeOf(admit('b', 'event:999'))).toBe('ADMITTED');
    clock += 39_500;
    expect(codeOf(admit('a', 'event:999'))).toBe('ADMITTED');
    (held as () => void)();
  });

  it('counts topics still being looked up as unknown, so subscriptions sent together cannot pass the cap', () => {
    const admission = createLiveAdmission({
      ...limits,
      subscriptionsPerConnection: 10,
      subscriptionsPerAddress: 10,
      liveTopicsPerAddress: 10,
    });
    const connection = admission.connection('socket');
    const admit = (topic: string) => admission.admit({ address: 'a', connection, topic }) as () => void;
    // Three made-up events at once (the cap is 3): the fourth waits for a look-up to end.
    const [found, gone, left] = ['event:901', 'event:902', 'event:903'].map(admit);
    expect(codeOf(admit('event:904'))).toBe('RATE_LIMITED');
    // Its place given back (the client left) before its look-up ended: it still counts until it ends.
    gone();
    expect(codeOf(admit('event:904'))).toBe('RATE_LIMITED');
    // One turns out to exist: its place in the count is free again; the others were unknown.
    admission.lookedUp(found, true);
    const later = admit('event:905');
    expect(codeOf(later)).toBe('ADMITTED');
    admission.lookedUp(gone, false);
    admission.lookedUp(left, false);
    admission.lookedUp(left, false);
    admission.lookedUp(later, false);
    expect(codeOf(admit('event:906'))).toBe('RATE_LIMITED');
    // A topic the address already holds is no new look-up.
    expect(codeOf(admit('event:901'))).toBe('ADMITTED');
  });

  it('caps the viewerUpdates streams of one user, whatever their connections, and a release frees one', () => {
    const admission = createLiveAdmission(limits);
    const first = admission.viewerStream(1);
    admission.viewerStream(1);
    const third = admission.viewerStream(1);
    expect((third as GraphQLError).extensions).toEqual({
      code: 'RATE_LIMITED',
      limit: 'viewerUpdatesPerUser',
    });
    expect((third as GraphQLError).message).toBe(
      'Limite de 2 acompanhamentos ao vivo da sua banca ao mesmo tempo atingido. Feche outras abas ou aparelhos.',
    );
    // Another user's are their own.
    expect(codeOf(admission.viewerStream(2))).toBe('ADMITTED');
    (first as () => void)();
    (first as () => void)();
    expect(codeOf(admission.viewerStream(1))).toBe('ADMITTED');
    expect(codeOf(admission.viewerStream(1))).toBe('RATE_LIMITED');
  });

  it('reads the topic of a subscription from its field extension and arguments, before any execution', () => {
    const schema = createTestLiveSchema({} as LiveHub);
    const event = parse('subscription($id: Int!) { liveEvent(id: $id) { version } }');
    expect(liveTopicOf(schema, event, undefined, { id: 7 })).toBe('event:7');
    const list = parse('subscription { liveEvents(sport: "football") { finished } }');
    expect(liveTopicOf(schema, list, undefined, {})).toBe('live:football');
    // Variables that do not coerce, fields without a topic, queries: no topic (execution refuses them).
    expect(liveTopicOf(schema, event, undefined, { id: 'x' })).toBeNull();
    expect(
      liveTopicOf(schema, parse('subscription { liveEventUngrouped(id: 1) { version } }'), null, {}),
    ).toBe(null);
    expect(liveTopicOf(schema, parse('{ ok }'), null, {})).toBeNull();
  });
});
