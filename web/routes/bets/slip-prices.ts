import { formatOddsPt } from '../../format/bets.ts';
import type { SlipLeg } from './bet-slip.ts';
import { BETS_LABELS as L } from '../../../server/i18n/screens/bets.ts';

/**
 * What the feed offers now for a choice of the bet slip, read from its event's markets as the Odds tab
 * shows them: in play only the live prices can be bet on, before the start only the pre-match ones (a
 * pre-match price is no longer on offer once the match has kicked off), none once it is over.
 */
export type LegPrice =
  | { state: 'open'; odds: string }
  | { state: 'suspended' }
  /** The event no longer takes bets, or its market (that line) or the choice is gone. */
  | { state: 'closed' };

/** The fields of an event this reads (BetSlipBar_event, RecordBetModalQuery). */
export interface EventPrices {
  readonly status: { readonly type: string };
  readonly odds?:
    | ReadonlyArray<{
        readonly isLive: boolean;
        readonly marketId: number | null | undefined;
        readonly choiceGroup: string | null | undefined;
        readonly suspended: boolean;
        readonly choices: ReadonlyArray<{
          readonly name: string;
          readonly betOdds: string | null | undefined;
        }>;
      }>
    | null
    | undefined;
}

export function legPrice(leg: SlipLeg, event: EventPrices): LegPrice {
  const live = event.status.type === 'INPROGRESS';
  if (!live && event.status.type !== 'NOTSTARTED') return { state: 'closed' };
  for (const market of event.odds ?? []) {
    if (market.isLive !== live || market.marketId !== leg.marketId) continue;
    if ((market.choiceGroup ?? null) !== leg.line) continue;
    const choice = market.choices.find((item) => item.name === leg.choice);
    if (!choice) continue;
    if (market.suspended) return { state: 'suspended' };
    if (choice.betOdds) return { state: 'open', odds: choice.betOdds };
  }
  return { state: 'closed' };
}

/** The odds to prefill and show: the price on offer now, else the one the choice was taken at. */
export function currentOdds(leg: SlipLeg, price: LegPrice | null): string | null {
  return price?.state === 'open' ? price.odds : leg.odds;
}

/** What to say of a choice's price beside it: changed since it was taken, suspended or no longer offered. */
export function priceNote(leg: SlipLeg, price: LegPrice | null, typed = false): string | null {
  if (!price) return null;
  if (price.state === 'suspended') return L.marketSuspended;
  if (price.state === 'closed') return L.choiceClosed;
  // Odds the user typed are the ones recorded: how the price moved says nothing of them.
  if (typed) return null;
  // Compared as shown (two decimals): a change the screen cannot show is not one to the user.
  const [from, to] = [formatOddsPt(leg.odds), formatOddsPt(price.odds)];
  return leg.odds && from !== to ? L.oddsChanged(from, to) : null;
}
