import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { UPSTREAM_CALL, cost } from '../../plugins/cost-model.ts';
import type { BancaUser } from '../../upstreams/banca/decode.ts';
import { parseNodeIntId } from '../common/global-id.ts';
import { BankrollRef } from '../bankroll/refs.ts';

export const UserRef = builder.objectRef<BancaUser>('User');

builder.node(UserRef, {
  extensions: PRIVATE,
  description: 'A signed-in user. Only the user themself can read it.',
  id: { resolve: (u) => u.id },
  loadOne: async (id, ctx) => {
    const n = parseNodeIntId(id, 'User');
    if (n === null || !ctx.banca.signedIn) return null;
    const me = await ctx.banca.user.load('me');
    return me.id === n ? me : null;
  },
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The name the user signed up with.' }),
    email: t.exposeString('email', { description: 'The e-mail the user signs in with.' }),
    bankroll: t.field({
      type: BankrollRef,
      description: "The user's bankroll: their accounts at betting houses and the totals over them.",
      resolve: (u) => ({ userId: u.id }),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    extensions: cost({ cost: UPSTREAM_CALL }),
    type: UserRef,
    nullable: true,
    description:
      'The signed-in user; null for a visitor. A bearer token that has expired or was revoked answers an ' +
      'UNAUTHENTICATED error; a session cookie that names no session any more (signed out, expired) is a ' +
      "visitor's, and the answer clears it.",
    resolve: (_root, _args, ctx) => (ctx.banca.signedIn ? ctx.banca.user.load('me') : null),
  }),
);
