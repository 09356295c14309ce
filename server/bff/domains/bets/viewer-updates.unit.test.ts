import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { createUserEvents, type UserEvent } from '../../../user-events.ts';
import { createLiveAdmission } from '../../live/admission.ts';
import { createMemoryPubSub } from '../../live/pubsub.ts';
import type { GraphQLContext } from '../../context.ts';
import { forUser, openViewerStream } from './viewer-updates.ts';

const event = (kind: UserEvent['kind']): UserEvent => ({
  kind,
  betId: null,
  accountId: 1,
  at: '2026-11-28T12:00:00.000Z',
});

async function* eventsOf(...kinds: Array<UserEvent['kind']>): AsyncGenerator<UserEvent> {
  for (const kind of kinds) yield event(kind);
}

const coded = (code: string) => new GraphQLError('x', { extensions: { code } });

describe('viewerUpdates, event by event', () => {
  it('goes on while the Banca API cannot say, and ends at the first UNAUTHENTICATED', async () => {
    const answers = [
      Promise.resolve({ id: 7 }),
      Promise.reject(coded('UPSTREAM_UNAVAILABLE')),
      Promise.reject(coded('UNAUTHENTICATED')),
    ];
    for (const answer of answers) answer.catch(() => {});
    const stillSignedIn = () => answers.shift()!;
    const updates = [];
    for await (const update of forUser(
      7,
      eventsOf('deposit', 'withdrawal', 'deposit', 'bet_settled'),
      stillSignedIn,
    ))
      updates.push([update.event.kind, update.refusal?.extensions?.code]);
    expect(updates).toEqual([
      ['current', undefined],
      ['deposit', undefined],
      ['withdrawal', undefined],
      ['deposit', 'UNAUTHENTICATED'],
    ]);
  });

  it('gives the user’s place back when its stream is ended before its first step', async () => {
    const admission = createLiveAdmission({ ...DEFAULT_LIMITS, viewerUpdatesPerUser: 1 });
    const userEvents = createUserEvents(createMemoryPubSub());
    const user = { load: () => Promise.resolve({ id: 7 }), clear: () => user };
    const ctx = { banca: { signedIn: true, user }, liveAdmission: admission, userEvents } as unknown as Pick<
      GraphQLContext,
      'banca' | 'liveAdmission' | 'userEvents'
    >;
    // graphql-ws ends the stream of a client that left while it started, before reading it.
    const first = await openViewerStream(ctx);
    await expect(openViewerStream(ctx)).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    await first.return?.();
    const second = await openViewerStream(ctx);
    expect((await second.next()).value).toMatchObject({ userId: 7, event: { kind: 'current' } });
    await second.return?.();
    await userEvents.close();
  });
});
