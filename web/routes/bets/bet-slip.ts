import { useSyncExternalStore } from 'react';

/**
 * The bet slip (cupom): choices collected across event pages to record as one multiple (acumulada). It
 * lives in the browser's localStorage, so it survives moving between pages and a reload, and is read
 * through useSyncExternalStore; the server renders it empty.
 */

/** One choice as the Odds tab offers it, with what the dialog shows and what recordBet takes. */
export interface SlipLeg {
  /** The event's global id. */
  eventId: string;
  /** "Flamengo × Palmeiras". */
  eventName: string;
  marketId: number;
  /** The market's pt-BR name with its line ("Total de gols (2,5)"). */
  marketLabel: string;
  /** The market's line as the feed sends it (choiceGroup), or null. */
  line: string | null;
  /** The choice as the feed names it ("1", "Over"). */
  choice: string;
  /** The choice in pt-BR ("Flamengo", "Mais de 2,5"). */
  choiceLabel: string;
  /** The feed's decimal price when the choice was taken ("1.85"), or null. */
  odds: string | null;
}

const KEY = 'bancada.bet-slip';
/** The Banca API's most legs in one bet. */
export const MAX_SLIP_LEGS = 20;

const EMPTY: readonly SlipLeg[] = [];
let legs: readonly SlipLeg[] | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage refused (privacy settings): the slip lasts as long as the page.
    return null;
  }
}

function isLeg(value: unknown): value is SlipLeg {
  if (value === null || typeof value !== 'object') return false;
  const leg = value as Record<string, unknown>;
  return (
    typeof leg.eventId === 'string' &&
    typeof leg.eventName === 'string' &&
    typeof leg.marketId === 'number' &&
    typeof leg.marketLabel === 'string' &&
    (leg.line === null || typeof leg.line === 'string') &&
    typeof leg.choice === 'string' &&
    typeof leg.choiceLabel === 'string' &&
    (leg.odds === null || typeof leg.odds === 'string')
  );
}

function read(): readonly SlipLeg[] {
  if (legs) return legs;
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    legs = Array.isArray(parsed) ? parsed.filter(isLeg).slice(0, MAX_SLIP_LEGS) : [];
  } catch {
    legs = [];
  }
  return legs;
}

function write(next: readonly SlipLeg[]) {
  legs = next;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage keeps the slip in memory only.
  }
  for (const listener of [...listeners]) listener();
}

/**
 * Adds a choice; a choice of an event already in the slip replaces that event's (a multiple takes one leg
 * per event). Answers whether it replaced one.
 */
export function addToSlip(leg: SlipLeg): { replaced: boolean } {
  const current = read();
  const replaced = current.some((item) => item.eventId === leg.eventId);
  const others = current.filter((item) => item.eventId !== leg.eventId);
  write([...others, leg].slice(-MAX_SLIP_LEGS));
  return { replaced };
}

export function removeFromSlip(eventId: string) {
  write(read().filter((item) => item.eventId !== eventId));
}

export function clearSlip() {
  write([]);
}

export function sameChoice(a: SlipLeg, b: SlipLeg): boolean {
  return a.eventId === b.eventId && a.marketId === b.marketId && a.line === b.line && a.choice === b.choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the slip.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    legs = null;
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The slip's legs, re-rendering when they change (here or in another tab). */
export function useBetSlip(): readonly SlipLeg[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
