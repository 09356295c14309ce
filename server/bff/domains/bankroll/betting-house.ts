import { builder } from '../../builder.ts';
import { PRIVATE } from '../../plugins/cache-control.ts';
import { parseNodeIntId } from '../common/global-id.ts';
import { BettingHouseRef } from './refs.ts';

builder.node(BettingHouseRef, {
  extensions: PRIVATE,
  description: 'A betting house (a bookmaker) where the user can keep an account.',
  id: { resolve: (house) => house.id },
  loadOne: async (id, ctx) => {
    const n = parseNodeIntId(id, 'BettingHouse');
    if (n === null || !ctx.banca.signedIn) return null;
    return (await ctx.banca.bets.load('all')).find((house) => house.id === n) ?? null;
  },
  fields: (t) => ({
    bettingHouseId: t.exposeInt('id', { description: 'Id in the Banca REST API (`bet_id` there).' }),
    name: t.exposeString('name', { description: 'Name of the house, as shown to the user.' }),
  }),
});
