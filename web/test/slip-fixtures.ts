import type { SlipLeg } from '../routes/bets/bet-slip.ts';

/** A selection of the bet slip: the home side to win the match named "Home × Away" at `odds`. */
export const slipLeg = (eventId: string, eventName: string, odds: string | null): SlipLeg => ({
  eventId,
  eventName,
  marketId: 1,
  marketLabel: 'Resultado final',
  line: null,
  choice: '1',
  choiceLabel: eventName.split(' × ')[0],
  odds,
});
