import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../../../user-events.ts';
import { forUser } from './viewer-updates.ts';

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
});
