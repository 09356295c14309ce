import { useEffect, useSyncExternalStore } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { betSlipViewerQuery } from '../../relay/__generated__/betSlipViewerQuery.graphql.ts';

/**
 * The bet slip (cupom): choices collected across event pages to record as one multiple (acumulada). It
 * lives in the browser's localStorage, so it survives moving between pages and a reload, and is read
 * through useSyncExternalStore; the server renders it empty.
 *
 * It is kept with the global id of the viewer it was made by (null for a visitor), and shown only to that
 * viewer. A session can end without this page hearing of it (its cookie cleared or expired, and the next
 * page read as a visitor's, with no 401): a visitor is shown no user's slip, but it stays for that user
 * to sign in again; it is emptied when a page learns another user is signed in. A visitor's slip goes on
 * with the user who signs in: the choices were made on this browser by whoever signs in to record them,
 * and belong to no account. A tab whose page is out of date (a visitor shown where another tab signed in)
 * empties nothing by itself; what it adds or removes goes to the slip of the viewer it shows.
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

/** What is stored: the legs and whose they are (a viewer's global id; null, a visitor's). */
interface Slip {
  viewer: string | null;
  legs: readonly SlipLeg[];
}

const EMPTY: readonly SlipLeg[] = [];
/** Read from the storage once, then kept in step with it. */
let slip: Slip | null = null;
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

/** A slip whose owner is not known (an earlier version's, a bare list) is nobody's: no viewer sees it. */
const NOBODYS: Slip = { viewer: '', legs: EMPTY };

function parse(text: string | null): Slip {
  if (text === null) return { viewer: null, legs: EMPTY };
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object') return NOBODYS;
    const { viewer, legs } = parsed as Record<string, unknown>;
    if ((viewer !== null && typeof viewer !== 'string') || !Array.isArray(legs)) return NOBODYS;
    return { viewer, legs: legs.filter(isLeg).slice(0, MAX_SLIP_LEGS) };
  } catch {
    return NOBODYS;
  }
}

function read(): Slip {
  slip ??= parse(storage()?.getItem(KEY) ?? null);
  return slip;
}

function write(next: Slip) {
  slip = next;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // A full or refused storage keeps the slip in memory only.
  }
  for (const listener of [...listeners]) listener();
}

/** The viewer this tab's page shows (claimSlip); undefined until a page with the slip has learned it. */
let pageViewer: string | null | undefined;

/** Whether `viewer` may see the stored slip: theirs, or a visitor's (which becomes theirs). */
const shownTo = (stored: Slip, viewer: string | null) => stored.viewer === viewer || stored.viewer === null;

/** The slip this tab's page works on: the viewer's own (a visitor's taken over), else a new one of theirs. */
function pageSlip(): Slip {
  const stored = read();
  const viewer = pageViewer === undefined ? stored.viewer : pageViewer;
  return { viewer, legs: shownTo(stored, viewer) ? stored.legs : EMPTY };
}

/**
 * Adds a choice; a choice of an event already in the slip replaces that event's (a multiple takes one leg
 * per event). Answers whether it replaced one.
 */
export function addToSlip(leg: SlipLeg): { replaced: boolean } {
  const { viewer, legs } = pageSlip();
  const replaced = legs.some((item) => item.eventId === leg.eventId);
  const others = legs.filter((item) => item.eventId !== leg.eventId);
  write({ viewer, legs: [...others, leg].slice(-MAX_SLIP_LEGS) });
  return { replaced };
}

export function removeFromSlip(eventId: string) {
  const { viewer, legs } = pageSlip();
  write({ viewer, legs: legs.filter((item) => item.eventId !== eventId) });
}

export function clearSlip() {
  write({ viewer: pageSlip().viewer, legs: EMPTY });
}

/**
 * The page knows who the viewer is (a signed-in user's global id, or null for a visitor). A user's slip
 * made by another user is emptied, and a visitor's becomes theirs; a visitor empties nothing (the user
 * whose session ended may sign in again, and another tab may have signed in meanwhile).
 */
export function claimSlip(viewer: string | null) {
  pageViewer = viewer;
  const stored = read();
  if (viewer === null || stored.viewer === viewer) return;
  write({ viewer, legs: stored.viewer === null ? stored.legs : EMPTY });
}

export function sameChoice(a: SlipLeg, b: SlipLeg): boolean {
  return a.eventId === b.eventId && a.marketId === b.marketId && a.line === b.line && a.choice === b.choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the slip.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    slip = null;
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

const SERVER_SLIP: Slip = { viewer: null, legs: EMPTY };

/**
 * The viewer as the store holds it, without a request: the page's own query, or the header's, brought it
 * (routes/root/viewer.ts). Undefined while unknown (not read yet, or its read failed).
 */
function useViewerId(): string | null | undefined {
  const data = useLazyLoadQuery<betSlipViewerQuery>(
    graphql`
      query betSlipViewerQuery {
        viewer {
          id
        }
      }
    `,
    {},
    { fetchPolicy: 'store-only' },
  );
  return data.viewer === undefined ? undefined : (data.viewer?.id ?? null);
}

/**
 * The slip's legs as the viewer may see them, re-rendering when they change (here or in another tab) or the
 * viewer does; none while the viewer is not known.
 */
export function useBetSlip(): readonly SlipLeg[] {
  const viewer = useViewerId();
  const stored = useSyncExternalStore(subscribe, read, () => SERVER_SLIP);
  useEffect(() => {
    if (viewer !== undefined) claimSlip(viewer);
  }, [viewer]);
  return viewer !== undefined && shownTo(stored, viewer) ? stored.legs : EMPTY;
}
