import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks.js';
import type { betSlipViewerQuery } from '../../relay/__generated__/betSlipViewerQuery.graphql.ts';

/**
 * The bet slip (cupom): choices collected across event pages to record as one multiple (acumulada). It
 * lives in the browser's localStorage, so it survives moving between pages and a reload, and is read
 * through useSyncExternalStore; the server renders it empty.
 *
 * A signed-in user's slip is kept with their global id and shown to that user only; a visitor's choices are
 * kept beside it. A session can end without this page hearing of it (its cookie cleared or expired, and the
 * next page read as a visitor's, with no 401): a visitor is shown no user's slip, and what the visitor adds
 * leaves it for that user to sign in again. A visitor's choices go on with the user who signs in: they were
 * made on this browser by whoever signs in to record them, and belong to no account. A user's slip is
 * replaced when a page learns another user is signed in. A tab whose page is out of date (a visitor shown
 * where another tab signed in) empties nothing by itself; what it adds or removes goes to the slip of the
 * viewer it shows.
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

/**
 * What is stored: a signed-in user's slip (their global id and legs) and a visitor's legs, kept apart so
 * that neither overwrites the other: a visitor adding a choice after a user's session ended leaves that
 * user's slip for them to sign in again.
 */
interface Slip {
  user: { viewer: string; legs: readonly SlipLeg[] } | null;
  visitor: readonly SlipLeg[];
}

const EMPTY: readonly SlipLeg[] = [];
const NO_SLIP: Slip = { user: null, visitor: EMPTY };
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

const legsOf = (value: unknown): readonly SlipLeg[] =>
  Array.isArray(value) ? value.filter(isLeg).slice(0, MAX_SLIP_LEGS) : EMPTY;

/**
 * What the storage holds. An earlier version's `{viewer, legs}` is read as the slip of that viewer (null, a
 * visitor); anything else (a bare list, a broken value) is nobody's, an empty slip.
 */
function parse(text: string | null): Slip {
  if (text === null) return NO_SLIP;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return NO_SLIP;
    const { user, visitor, viewer, legs } = parsed as Record<string, unknown>;
    // An earlier version wrote a slip of unknown owner as the viewer '': nobody's.
    if (typeof viewer === 'string')
      return viewer ? { user: { viewer, legs: legsOf(legs) }, visitor: EMPTY } : NO_SLIP;
    if (viewer === null) return { user: null, visitor: legsOf(legs) };
    const owner = user !== null && typeof user === 'object' ? (user as Record<string, unknown>) : null;
    return {
      user: typeof owner?.viewer === 'string' ? { viewer: owner.viewer, legs: legsOf(owner.legs) } : null,
      visitor: legsOf(visitor),
    };
  } catch {
    return NO_SLIP;
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

/** Each event's leg once: a later choice of an event replaces the earlier one, the newest last. */
function merged(earlier: readonly SlipLeg[], later: readonly SlipLeg[]): readonly SlipLeg[] {
  if (later.length === 0) return earlier;
  const replaced = new Set(later.map((leg) => leg.eventId));
  return [...earlier.filter((leg) => !replaced.has(leg.eventId)), ...later].slice(-MAX_SLIP_LEGS);
}

/** The legs `viewer` sees: a visitor's own; a user's own, with what a visitor chose on this browser. */
function legsFor(stored: Slip, viewer: string | null): readonly SlipLeg[] {
  if (viewer === null) return stored.visitor;
  return merged(stored.user?.viewer === viewer ? stored.user.legs : EMPTY, stored.visitor);
}

/** The stored slip with `viewer`'s legs set: a user's take the visitor's in, and replace another user's. */
function withLegs(stored: Slip, viewer: string | null, legs: readonly SlipLeg[]): Slip {
  return viewer === null ? { ...stored, visitor: legs } : { user: { viewer, legs }, visitor: EMPTY };
}

/** The viewer this tab's page works for: the one it shows, else whoever the stored slip is for. */
const workingViewer = (stored: Slip) =>
  pageViewer === undefined ? (stored.user?.viewer ?? null) : pageViewer;

function updateSlip(change: (legs: readonly SlipLeg[]) => readonly SlipLeg[]) {
  const stored = read();
  const viewer = workingViewer(stored);
  write(withLegs(stored, viewer, change(legsFor(stored, viewer))));
}

/**
 * Adds a choice; a choice of an event already in the slip replaces that event's (a multiple takes one leg
 * per event). Answers whether it replaced one.
 */
export function addToSlip(leg: SlipLeg): { replaced: boolean } {
  let replaced = false;
  updateSlip((legs) => {
    replaced = legs.some((item) => item.eventId === leg.eventId);
    return merged(legs, [leg]);
  });
  return { replaced };
}

export function removeFromSlip(eventId: string) {
  updateSlip((legs) => legs.filter((item) => item.eventId !== eventId));
}

/** Limpar cupom: the page's viewer's slip is emptied. */
export function clearSlip() {
  updateSlip(() => EMPTY);
}

/**
 * The session is over on this browser (signed out, or refused for want of one): every slip kept here goes,
 * so that whoever signs in next finds none of the previous user's selections. The page shows a visitor.
 */
export function forgetSlips() {
  pageViewer = null;
  write(NO_SLIP);
}

/**
 * The page knows who the viewer is (a signed-in user's global id, or null for a visitor). A user's slip
 * takes in what a visitor chose here, and replaces another user's; a visitor changes nothing (the user whose
 * session ended may sign in again, and another tab may have signed in meanwhile).
 */
export function claimSlip(viewer: string | null) {
  pageViewer = viewer;
  const stored = read();
  if (viewer === null || (stored.user?.viewer === viewer && stored.visitor.length === 0)) return;
  write(withLegs(stored, viewer, legsFor(stored, viewer)));
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
  const stored = useSyncExternalStore(subscribe, read, () => NO_SLIP);
  useEffect(() => {
    if (viewer !== undefined) claimSlip(viewer);
  }, [viewer]);
  return useMemo(() => (viewer === undefined ? EMPTY : legsFor(stored, viewer)), [stored, viewer]);
}
