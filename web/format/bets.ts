import { combinedOddsE4, formatOdds, parseOdds, payoutCents } from '../../server/bets/odds.ts';
import { gradeLeg, type LegSelection } from '../../server/bets/market-rules.ts';
import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';
import { choiceNamePt, formatLine, marketNamePt } from '../../server/bff/domains/sports/odds-labels.ts';
import { formatChance } from './percent.ts';
import { centsToDecimal } from './money-input.ts';

/**
 * Odds and returns of bets on screen. The arithmetic is the Banca API's own (server/bets/odds.ts: odds as
 * integer ten-thousandths, a payout rounded down to the cent once), so what a dialog promises is what the
 * server computes; the grading of a leg from a live score is the settlement worker's (market-rules.ts).
 */

/** "1,85" or "1.85" as typed → "1.85" for the wire; null unless above 1,00, at most 1000,00, ≤ 4 decimals. */
export function oddsInputToWire(text: string): string | null {
  const parsed = parseOdds(text.trim());
  return parsed.ok ? formatOdds(parsed.e4) : null;
}

/** Wire odds ("1.8500", "2.3") → pt-BR with two to four decimals ("1,85", "2,30"); N/A when unreadable. */
export function formatOddsPt(odds: string | null | undefined): string {
  const parsed = parseOdds(odds ?? '');
  return parsed.ok ? formatOdds(parsed.e4).replace('.', ',') : NOT_AVAILABLE;
}

/** Odds as a text field starts: the pt-BR form of the feed's price, or empty when it has none. */
export function oddsInputText(odds: string | null | undefined): string {
  const parsed = parseOdds(odds ?? '');
  return parsed.ok ? formatOdds(parsed.e4).replace('.', ',') : '';
}

const e4Of = (odds: readonly string[]): bigint[] | null => {
  const values: bigint[] = [];
  for (const text of odds) {
    const parsed = parseOdds(text);
    if (!parsed.ok) return null;
    values.push(parsed.e4);
  }
  return values;
};

/** Combined odds of the legs (their product, down to four decimals), as wire odds; null if any is unreadable. */
export function combinedOdds(odds: readonly string[]): string | null {
  const values = e4Of(odds);
  if (!values || values.length === 0) return null;
  return formatOdds(combinedOddsE4(values.map((oddsE4) => ({ oddsE4 }))));
}

/** What the bet pays back if every leg wins, stake included ("25.00"); null if any odds are unreadable. */
export function potentialReturn(stakeCents: bigint, odds: readonly string[]): string | null {
  const values = e4Of(odds);
  if (!values || values.length === 0) return null;
  return centsToDecimal(
    payoutCents(
      stakeCents,
      values.map((oddsE4) => ({ result: 'won', oddsE4 })),
    ),
  );
}

/** How a leg stands now: as it would be graded if the match ended with the score it has now. */
export type LiveStanding = 'winning' | 'losing' | 'level';

/**
 * A leg's standing from the live score, by the settlement worker's own rules applied as if the match ended
 * now; null for a market it cannot grade. A push (a void line, a draw in draw no bet or a winner market)
 * reads as level.
 */
export function liveStanding(leg: LegSelection, home: number, away: number): LiveStanding | null {
  const score = { home, away };
  const leader = home > away ? 'home' : home < away ? 'away' : undefined;
  const grade = gradeLeg(leg, {
    kind: 'finished',
    regular: score,
    full: score,
    winner: leader,
    qualified: leader,
    retired: false,
  });
  switch (grade) {
    case 'won':
    case 'half_won':
      return 'winning';
    case 'lost':
    case 'half_lost':
      return 'losing';
    case 'void':
      return 'level';
    default:
      return null;
  }
}

/** The latest point of the feed's win probability (percent per outcome). */
export interface WinChances {
  readonly homeWin: number;
  readonly draw?: number | null;
  readonly awayWin: number;
}

/**
 * The chance of a leg winning now, from the feed's win probability, for the markets decided by who wins
 * (1X2, double chance, draw no bet and winner); null elsewhere. Draw no bet gives its chance among the
 * results that do not refund.
 */
export function legChance(marketName: string, choice: string, chances: WinChances): number | null {
  const by = { '1': chances.homeWin, X: chances.draw ?? 0, '2': chances.awayWin } as const;
  const market = marketName.trim().toLowerCase();
  const pick = choice.trim();
  if (market === 'full time' || market === '1x2') return pick in by ? by[pick as keyof typeof by] : null;
  if (market === 'double chance') {
    if (!/^(1X|X2|12)$/.test(pick)) return null;
    return [...pick].reduce((sum, part) => sum + by[part as keyof typeof by], 0);
  }
  if (market === 'draw no bet' || market === 'home/away' || market === 'winner') {
    if (pick !== '1' && pick !== '2') return null;
    const decided = chances.homeWin + chances.awayWin;
    return decided > 0 ? (by[pick] / decided) * 100 : null;
  }
  return null;
}

/** "62,0%" for a chance, or null. */
export function formatLegChance(chance: number | null): string | null {
  return chance === null || !Number.isFinite(chance) ? null : formatChance(chance);
}

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
