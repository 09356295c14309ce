import {
  combinedOddsE4,
  formatOdds,
  parseOdds,
  payoutCents,
  possibleReturnCents,
  type LegResult,
} from '../../server/bets/odds.ts';
import { gradeLeg, type LegSelection } from '../../server/bets/market-rules.ts';
import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';
import { groupThousands, parseDecimal } from './decimal.ts';
import { formatChance } from './percent.ts';
import { centsToDecimal, decimalToCents } from './money-input.ts';

/**
 * Odds and returns of bets on screen. The arithmetic is the Banca API's own (server/bets/odds.ts: odds as
 * integer ten-thousandths, a payout rounded down to the cent once), so what a dialog promises is what the
 * server computes; the grading of a leg from a live score is the settlement worker's (market-rules.ts).
 */

/** pt-BR with thousands ("1.000,00", as the field's hint writes the highest): dots that group digits. */
const PT_BR_GROUPED = /^\d{1,3}(?:\.\d{3})+,\d{1,4}$/;

/**
 * "1,85", "1.85" or "1.000,00" as typed → "1.85" for the wire; null unless above 1,00, at most 1000,00,
 * ≤ 4 decimals. A dot is a decimal point unless a comma holds the decimals ("1.000" is one).
 */
export function oddsInputToWire(text: string): string | null {
  const typed = text.trim();
  const parsed = parseOdds(PT_BR_GROUPED.test(typed) ? typed.replaceAll('.', '') : typed);
  return parsed.ok ? formatOdds(parsed.e4) : null;
}

/** Wire odds: a non-negative decimal with a dot ("1.85", "27.573", "3125.00", a multiple's product). */
const WIRE_ODDS = /^(\d+)(?:\.(\d+))?$/;

/**
 * Wire odds ("1.8500", "27.573") as screens show them: pt-BR with two decimals (SPEC §9), rounded half up
 * as the BFF rounds the feed's prices ("1,85", "27,57", "3.125,00": a multiple's combined odds may pass
 * 1000); N/A when unreadable. Only the display is rounded: returns are computed from the exact odds, and
 * the CSV keeps them (formatOddsExactPt).
 */
export function formatOddsPt(odds: string | null | undefined): string {
  const parsed = WIRE_ODDS.test(odds?.trim() ?? '') ? parseDecimal(odds ?? '', 2) : null;
  if (!parsed) return NOT_AVAILABLE;
  const hundredths = parsed.units.toString().padStart(3, '0');
  return `${groupThousands(hundredths.slice(0, -2).replace(/^0+(?=\d)/, ''))},${hundredths.slice(-2)}`;
}

/** Wire odds exact, with two to four decimals and a comma ("1,85", "27,573"): the bets' CSV. */
export function formatOddsExactPt(odds: string | null | undefined): string {
  const match = WIRE_ODDS.exec(odds?.trim() ?? '');
  if (!match) return NOT_AVAILABLE;
  const fraction = (match[2] ?? '').padEnd(2, '0').replace(/(?<=\d{2})0+$/, '');
  return `${match[1].replace(/^0+(?=\d)/, '')},${fraction}`;
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

/** How a leg of an open bet ended so far (BetLeg.result); OPEN until graded. */
export type LegResultName =
  'OPEN' | 'WON' | 'LOST' | 'VOID' | 'HALF_WON' | 'HALF_LOST' | '%future added value';

const GRADED: Partial<Record<LegResultName, LegResult>> = {
  WON: 'won',
  LOST: 'lost',
  VOID: 'void',
  HALF_WON: 'half_won',
  HALF_LOST: 'half_lost',
};

/**
 * What an open bet can still pay back, stake included ("18.50"): the legs already graded at their factor
 * (docs/BETS.md, "Payouts": a void leg at odds 1, a half-won one at (odds + 1) / 2, a half-lost one at 1/2,
 * a lost one at 0) and every leg still open as if it wins, rounded down to the cent once, as the API pays
 * and caps a cash-out (possibleReturnCents).
 * "0.00" once a leg is lost; null if any odds are unreadable.
 */
export function possibleReturn(
  stake: string,
  legs: ReadonlyArray<{ readonly odds: string; readonly result: LegResultName }>,
): string | null {
  const stakeCents = decimalToCents(stake);
  const odds = e4Of(legs.map((leg) => leg.odds));
  if (stakeCents === null || !odds || odds.length === 0) return null;
  return centsToDecimal(
    possibleReturnCents(
      stakeCents,
      legs.map((leg, i) => ({ result: GRADED[leg.result], oddsE4: odds[i] })),
    ),
  );
}

/**
 * What an open bet can still pay back, as the API caps its cash-out: possibleReturn, unless the bet was
 * reopened by hand, when it is the user's whole (every leg's odds: the feed's grades are what they override).
 */
export function returnStillPossible(bet: {
  readonly stake: string;
  readonly potentialReturn: string;
  readonly settledByHand: boolean;
  readonly legs: ReadonlyArray<{ readonly odds: string; readonly result: LegResultName }>;
}): string {
  return (bet.settledByHand ? null : possibleReturn(bet.stake, bet.legs)) ?? bet.potentialReturn;
}

/** How a leg stands now: as it would be graded if the match ended with the score it has now. */
export type LiveStanding = 'winning' | 'losing' | 'level';

/** How an open bet stands: live, or already lost (a leg lost: nothing can come back). */
export type BetStanding = LiveStanding | 'lost';

/** A graded leg's standing, as liveStanding reads the same grade; a void one no longer counts (odds 1). */
const GRADED_STANDING: Partial<Record<LegResultName, LiveStanding>> = {
  WON: 'winning',
  HALF_WON: 'winning',
  HALF_LOST: 'losing',
};

/**
 * How an open bet stands from its legs: lost once any leg is lost (a multiple with a lost leg pays nothing,
 * docs/BETS.md); otherwise as its worst leg, the open ones by their live standing and the graded ones by
 * their result (won and half won winning, half lost losing, void left out: it counts at odds 1): losing if
 * any is, winning if every one is, else level if one is; null when nothing is known.
 */
export function betStanding(
  legs: ReadonlyArray<{ readonly result: LegResultName; readonly standing: LiveStanding | null }>,
): BetStanding | null {
  if (legs.some((leg) => leg.result === 'LOST')) return 'lost';
  const standings = legs
    .filter((leg) => leg.result !== 'VOID')
    .map((leg) => (leg.result === 'OPEN' ? leg.standing : (GRADED_STANDING[leg.result] ?? null)));
  if (standings.includes('losing')) return 'losing';
  if (standings.length > 0 && standings.every((s) => s === 'winning')) return 'winning';
  return standings.includes('level') ? 'level' : null;
}

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
