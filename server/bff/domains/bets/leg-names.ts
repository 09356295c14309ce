import { choiceNamePt, formatLine, marketNamePt } from '../sports/odds-labels.ts';

// A recorded bet leg in pt-BR, from the snapshot the Banca API keeps of it: the BetLeg's `…Pt` fields and
// the web app's bets screens and CSV read it here, so an integrator gets the words the screens show.

/** The parts of a recorded leg its pt-BR reading needs (BetLeg). */
export interface LegNames {
  readonly eventName: string;
  readonly marketName: string;
  readonly line?: string | null;
  readonly choice: string;
}

/** "Flamengo vs Palmeiras" (the API's snapshot of the event) → its two sides, when it reads so. */
function sidesOf(eventName: string): { home?: string; away?: string } {
  const [home, away, ...rest] = eventName.split(' vs ');
  return away !== undefined && rest.length === 0 ? { home, away } : {};
}

/**
 * A recorded leg in pt-BR as the Odds tab writes it: the event "Flamengo × Palmeiras", the market with its
 * line "Total de gols (2,5)" and the choice "Mais de 2,5" or a side by its name.
 */
export function legNames(leg: LegNames): { event: string; market: string; choice: string } {
  const sides = sidesOf(leg.eventName);
  const market = marketNamePt(leg.marketName);
  return {
    event: sides.home && sides.away ? `${sides.home} × ${sides.away}` : leg.eventName,
    market: leg.line ? `${market} (${formatLine(leg.line)})` : market,
    choice: choiceNamePt(leg.choice, leg.line ?? undefined, sides),
  };
}
