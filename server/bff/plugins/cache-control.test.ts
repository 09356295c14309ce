import type { Cache } from '@graphql-yoga/plugin-response-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startHarness, typed, type Harness } from '../test/harness.ts';
import { createMemoryResponseCache } from './response-cache.ts';

// The declarations themselves are checked in cache-control.unit.test.ts; this suite runs the real BFF.
describe('two users and the response cache, through Yoga', () => {
  let h: Harness;
  const stored: string[] = [];
  const inner = createMemoryResponseCache();
  // Records every result the response cache stores.
  const recordingCache: Cache = {
    get: (key) => inner.get(key),
    set: (key, result, entities, ttl) => {
      stored.push(JSON.stringify(result));
      return inner.set(key, result, entities, ttl);
    },
    invalidate: () => inner.invalidate([]),
  };

  beforeAll(async () => {
    h = await startHarness({ responseCache: { cache: recordingCache } });
  });
  afterAll(async () => {
    await h?.close();
  });

  const PAGE = typed<{ blogCategories: unknown[]; viewer?: { id: string; name: string; email: string } }>(
    `query Page($me: Boolean!) {
    blogCategories { name }
    viewer @include(if: $me) { id name email bankroll { bettingHouses { name } totals { totalBalance } } }
  }`,
  );

  it('never answers a session with an entry private to another, nor stores one', async () => {
    const ana = { ...(await signUp(h, 'Ana Escopo')), name: 'Ana Escopo' };
    const bruno = { ...(await signUp(h, 'Bruno Escopo')), name: 'Bruno Escopo' };

    const forAna = await h.gql(PAGE, { me: true }, { token: ana.token });
    expect(forAna.body.data.viewer?.name).toBe(ana.name);
    const forBruno = await h.gql(PAGE, { me: true }, { token: bruno.token });
    expect(forBruno.body.data.viewer?.name).toBe(bruno.name);
    expect(JSON.stringify(forBruno.body)).not.toContain('Ana');

    // The visitor's form of the page is public: stored once, then served to both users as is.
    const visitor = await h.gql(PAGE, { me: false });
    expect(visitor.body.data.viewer).toBeUndefined();
    expect(stored).toHaveLength(1);
    for (const user of [ana, bruno]) {
      const answer = await h.gql(PAGE, { me: false }, { token: user.token });
      expect(answer.body.data).toEqual(visitor.body.data);
    }

    // A user's own node by id: private, executed for each caller.
    const anaId = forAna.body.data.viewer?.id;
    const byId = typed<{ node: { name: string } | null }>(
      `query($id: ID!) { node(id: $id) { id ... on User { name email } } }`,
    );
    expect((await h.gql(byId, { id: anaId }, { token: ana.token })).body.data.node?.name).toBe(ana.name);
    expect((await h.gql(byId, { id: anaId }, { token: bruno.token })).body.data.node).toBeNull();
    expect((await h.gql(byId, { id: anaId })).body.data.node).toBeNull();

    // Bruno again, after all of it: his own page.
    const again = await h.gql(PAGE, { me: true }, { token: bruno.token });
    expect(again.body.data.viewer?.email).toBe(bruno.email);

    expect(stored).toHaveLength(1);
    for (const text of stored) {
      for (const secret of [ana.name, bruno.name, ana.email, bruno.email, anaId])
        expect(text).not.toContain(secret);
    }
  });
});
