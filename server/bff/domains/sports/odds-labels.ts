import { lookupLabel, reportLabelMiss } from '../../../i18n/labels.ts';
import { CHOICE_NAMES, DOUBLE_CHANCE_CHOICES, LINE_CHOICES, MARKET_NAMES } from '../../../i18n/markets.ts';
import { EVENT_LABELS } from '../../../i18n/screens/event.ts';
import type { VoteKey } from '../../upstreams/sports/decode/votes.ts';

/**
 * pt-BR readings of the feed's odds and votes: market and choice names from the catalogue (misses counted
 * by lookupLabel), lines in pt-BR decimals, the sides by their team names.
 */

/** The event's two sides by name, when the market or poll is read in an event's context. */
export interface Sides {
  home?: string;
  away?: string;
}

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** A line in pt-BR ("2.5" → "2,5", "-0.25" → "-0,25"); a line that is not a number stays as the feed sent it. */
export function formatLine(line: string): string {
  const trimmed = line.trim();
  return NUMBER.test(trimmed) ? trimmed.replace('.', ',') : trimmed;
}

export function marketNamePt(marketName: string): string {
  return lookupLabel('market', MARKET_NAMES, marketName);
}

const HANDICAP = /^\(([^)]*)\)\s*(.+)$/;
/** Half time/full time: the result at the break, then at the end ("1/X"). */
const HALF_TIME_FULL_TIME = /^([12X])\/([12X])$/;
/**
 * A key rather than words, shown readable when the catalogue lacks it: upper snake case ("NO_GOAL"), lower
 * kebab or snake case ("no-goal"), camel case starting lower ("noGoal"). A name ("Jean-Claude", "Yuri
 * Alberto") or a score ("1-0") is not one.
 */
const KEY_LIKE = /^[A-Z]+(?:_[A-Z\d]+)+$|^[a-z]+(?:[_-][a-z\d]+)+$|^[a-z]+(?:[A-Z][a-z\d]+)+$/;

/**
 * A choice in pt-BR: "1"/"2" by the side's name, a side's own name as it is (proper name), double chance by
 * the sides' names ("Flamengo ou empate"), a handicap
 * "(-0.25) Flamengo" as "Flamengo (-0,25)", Over/Under with the market's line ("Mais de 2,5"), half time/full
 * time by the sides ("1/X" → "Flamengo/Empate"), other names from the catalogue; a name it lacks (a player)
 * as the feed writes it.
 */
export function choiceNamePt(name: string, line: string | undefined, sides: Sides): string {
  if (name === '1' && sides.home) return sides.home;
  if (name === '2' && sides.away) return sides.away;
  if (name === sides.home || name === sides.away) return name;
  if (sides.home && sides.away && Object.hasOwn(DOUBLE_CHANCE_CHOICES, name))
    return DOUBLE_CHANCE_CHOICES[name](sides.home, sides.away);
  const handicap = HANDICAP.exec(name);
  if (handicap) {
    const [, value, side] = handicap;
    // The side of a handicap is a team: by name, or "1"/"2".
    const sideName = side === sides.home || side === sides.away ? side : choiceNamePt(side, undefined, sides);
    return `${sideName} (${formatLine(value)})`;
  }
  if (line !== undefined && Object.hasOwn(LINE_CHOICES, name)) return LINE_CHOICES[name](formatLine(line));
  const halves = HALF_TIME_FULL_TIME.exec(name);
  if (halves)
    return `${choiceNamePt(halves[1], undefined, sides)}/${choiceNamePt(halves[2], undefined, sides)}`;
  if (Object.hasOwn(CHOICE_NAMES, name) || KEY_LIKE.test(name))
    return lookupLabel('choice', CHOICE_NAMES, name);
  // Words the catalogue lacks are most often a name (a goalscorer, a player to win): as the feed writes it.
  reportLabelMiss('choice', name);
  return name;
}

/** Decimal odds "2.30" as a number of hundredths, for comparing what is shown; null when unusable. */
function hundredths(decimal: string | null | undefined): number | null {
  if (!decimal) return null;
  const [whole, frac = '0'] = decimal.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
}

export type Movement = 'UP' | 'DOWN' | 'NONE';

/**
 * How the price moved since the market opened, from the feed's initial and current values at the precision
 * shown (2 decimals): a change too small to show is no change. Not the feed's `change`, which only tells
 * the last update's direction.
 */
export function movementOf(initialDecimal: string | null, currentDecimal: string | null): Movement {
  const from = hundredths(initialDecimal);
  const to = hundredths(currentDecimal);
  if (from === null || to === null || from === to) return 'NONE';
  return to > from ? 'UP' : 'DOWN';
}

/** A poll choice in pt-BR: the sides by their names ("Casa"/"Fora" when unknown), the others from the catalogue. */
export function voteChoicePt(choice: VoteKey, sides: Sides): string {
  const words = EVENT_LABELS.votes;
  switch (choice) {
    case 'HOME':
      return sides.home ?? words.home;
    case 'AWAY':
      return sides.away ?? words.away;
    case 'DRAW':
      return words.draw;
    case 'YES':
      return words.yes;
    case 'NO':
      return words.no;
    case 'NO_GOAL':
      return words.noGoal;
  }
}
