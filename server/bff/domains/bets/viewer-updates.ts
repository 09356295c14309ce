import { GraphQLError } from 'graphql';
import { builder } from '../../builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { BancaAccount } from '../../upstreams/banca/decode.ts';
import { unauthenticated } from '../../upstreams/banca/loaders.ts';
import { BFF_MESSAGES } from '../../../i18n/bff.ts';
import { iterateUserEvents, type GapEvent, type UserEvent } from '../../../user-events.ts';
import { releasing } from '../../live/admission.ts';
import { AccountRef, BankrollRef } from '../bankroll/refs.ts';
import { BetRef, betById } from './bet.ts';

/**
 * The private live subscription (docs/BETS.md, "Live on every device"): the signed-in user's bankroll as it
 * changes, on a channel of that user alone (server/user-events.ts). Unlike the public live fields it is
 * never grouped: every subscriber executes its own payload with its own credential, so one user's update
 * can never be serialised for another.
 */

interface ViewerUpdateShape {
  userId: number;
  /** The change, or `current` for the first payload (the state when the subscription starts). */
  event: Omit<UserEvent, 'kind'> & { kind: UserEvent['kind'] | 'current' };
  /** Why the credential no longer reads the user (revoked, or unverifiable): the stream's last payload. */
  refusal?: GraphQLError;
}

const ViewerUpdateKindEnum = builder.enumType('ViewerUpdateKind', {
  description: "What changed in the user's bankroll.",
  values: {
    CURRENT: {
      value: 'current',
      description:
        'The first payload: nothing changed, the bankroll as it is when the subscription starts (after a ' +
        'reconnect, what changed meanwhile). Sent again later when changes may have been missed (the ' +
        "server's link to the others came back after an outage): read again what the payload does not carry.",
    },
    BET_RECORDED: { value: 'bet_recorded', description: 'A bet was recorded (its stake locked).' },
    BET_UPDATED: {
      value: 'bet_updated',
      description: 'A leg of a multiple was graded; the bet is still open.',
    },
    BET_SETTLED: {
      value: 'bet_settled',
      description: 'A bet was settled, by the settlement worker from the feed or by hand.',
    },
    BET_CASHED_OUT: { value: 'bet_cashed_out', description: 'A bet was cashed out.' },
    BET_REOPENED: { value: 'bet_reopened', description: 'A settlement was undone; the bet is open again.' },
    DEPOSIT: { value: 'deposit', description: 'Money was deposited into an account (Depositar).' },
    WITHDRAWAL: { value: 'withdrawal', description: 'Money was withdrawn from an account (Sacar).' },
    BALANCE_UPDATED: {
      value: 'balance_updated',
      description: 'The balances of an account were set by hand to what the house shows (Atualizar Saldo).',
    },
    ACCOUNT_CHANGED: {
      value: 'account_changed',
      description: 'An account was created, edited, hidden or shown again.',
    },
    BANKROLL_RESET: {
      value: 'bankroll_reset',
      description: 'The bankroll was reset: every account and bet removed.',
    },
  } as const,
});

/** The account among the active ones, else the hidden ones (both lists are what the dashboard reads). */
async function accountById(ctx: GraphQLContext, id: number): Promise<BancaAccount | null> {
  for (const active of [true, false]) {
    const found = (await ctx.banca.balance.load(active)).result.find((a) => a.account_id === id);
    if (found) return found;
  }
  return null;
}

const ViewerUpdateRef = builder.objectRef<ViewerUpdateShape>('ViewerUpdate').implement({
  extensions: PRIVATE,
  description:
    "One change of the signed-in user's bankroll, with the changed bet and account as they are now (Relay " +
    'updates the records of their ids) and the bankroll, whose totals the dashboard shows.',
  fields: (t) => ({
    kind: t.field({
      type: ViewerUpdateKindEnum,
      description: 'What changed; CURRENT for the first payload, the state when the subscription started.',
      resolve: (u) => u.event.kind,
    }),
    at: t.field({
      type: 'DateTime',
      description: 'When the change was made.',
      resolve: (u) => u.event.at,
    }),
    bet: t.field({
      type: BetRef,
      nullable: true,
      description: 'The bet that changed, as it is now; null when the change is not of a bet.',
      extensions: cost({ cost: UPSTREAM_CALL }),
      resolve: (u, _args, ctx) => (u.event.betId === null ? null : betById(ctx, u.event.betId)),
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description:
        'The account whose balances changed, as it is now; null when no account changed or it is gone (reset).',
      extensions: cost({ cost: UPSTREAM_CALL }),
      resolve: (u, _args, ctx) => (u.event.accountId === null ? null : accountById(ctx, u.event.accountId)),
    }),
    bankroll: t.field({
      type: BankrollRef,
      description: "The user's bankroll (its totals and account lists read after the change).",
      resolve: (u) => ({ userId: u.userId }),
    }),
  }),
});

/**
 * The current state, then the user's events, each paired with who they are for. Before each event the
 * credential is asked about again: a stream opened before a logout or a password change (which revoke its
 * token) would otherwise go on telling its holder what the user does. A refusal (UNAUTHENTICATED) is the
 * stream's last payload, and it completes. A Banca API that cannot answer says nothing of the credential:
 * the event goes out as before, its fields failing by themselves, as graphql-ws lets a socket in while the
 * API cannot say (live/bff-sockets.ts).
 */
export async function* forUser(
  userId: number,
  events: AsyncIterableIterator<UserEvent | GapEvent>,
  stillSignedIn: () => Promise<unknown>,
): AsyncGenerator<ViewerUpdateShape> {
  try {
    const at = new Date().toISOString();
    yield { userId, event: { kind: 'current', betId: null, accountId: null, at } };
    for await (const event of events) {
      const refusal = await stillSignedIn().then(
        () => undefined,
        (error: unknown) => (isUnauthenticated(error) ? error : undefined),
      );
      yield { userId, event, refusal };
      if (refusal) return;
    }
  } finally {
    await events.return?.();
  }
}

/**
 * The signed-in caller's stream, holding one of the user's places (live/admission.ts) while it lasts. The
 * place and the user's channel are given back however the stream ends: a generator's own `finally` does
 * not run when it is ended before its first step, as graphql-ws ends one whose client left while it
 * started.
 */
export async function openViewerStream(
  ctx: Pick<GraphQLContext, 'banca' | 'liveAdmission' | 'userEvents'>,
): Promise<AsyncIterableIterator<ViewerUpdateShape>> {
  if (!ctx.banca.signedIn) throw unauthenticated(BFF_MESSAGES.viewerUpdatesSignIn);
  // Who the credential belongs to, from the API: the channel is that user's and no one else's.
  const me = await ctx.banca.user.load('me');
  const place = ctx.liveAdmission.viewerStream(me.id);
  if (place instanceof GraphQLError) throw place;
  let events: AsyncIterableIterator<UserEvent | GapEvent>;
  try {
    events = await iterateUserEvents(ctx.userEvents, me.id);
  } catch (error) {
    place();
    throw error;
  }
  const stillSignedIn = () => ctx.banca.user.clear('me').load('me');
  return releasing(forUser(me.id, events, stillSignedIn), () => {
    place();
    void events.return?.();
  });
}

function isUnauthenticated(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED';
}

builder.subscriptionField('viewerUpdates', (t) =>
  t.field({
    type: ViewerUpdateRef,
    description:
      "Changes of the signed-in user's bankroll as they happen, from any device, integration or the " +
      'settlement worker: bets recorded, settled, cashed out or reopened, deposits, withdrawals, balance ' +
      'updates, accounts changed. Private: on a channel of the user alone, authenticated at connection_init ' +
      '(graphql-ws) or by the session cookie or bearer (SSE); a visitor is refused at once with code ' +
      'UNAUTHENTICATED. The first payload (kind CURRENT) is the bankroll as it is once listening has started; ' +
      'each later one brings the changed records.',
    extensions: PRIVATE,
    subscribe: (_root, _args, ctx) => openViewerStream(ctx),
    resolve: (update, _args, ctx) => {
      if (update.refusal) throw update.refusal;
      // The connection's loaders live as long as it does: each update reads the state after its change.
      ctx.banca.forgetBankroll();
      return update;
    },
  }),
);
