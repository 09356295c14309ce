import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { parseIntId } from '../common/global-id.ts';
import { BetRef } from './refs.ts';

builder.node(BetRef, {
  extensions: PRIVATE,
  description: 'A betting house.',
  id: { resolve: (bet) => bet.id },
  loadOne: async (id, ctx) => {
    const n = parseIntId(id, 'Bet');
    if (n === null || !ctx.banca.signedIn) return null;
    return (await ctx.banca.bets.load('all')).find((bet) => bet.id === n) ?? null;
  },
  fields: (t) => ({
    betId: t.exposeInt('id', { description: 'Id in the Banca REST API.' }),
    name: t.exposeString('name'),
  }),
});
