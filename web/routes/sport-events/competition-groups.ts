/**
 * A sport's events grouped by competition, in the order a Brazilian fan looks for them: the Brasileirão
 * Série A first, then the other Brazilian competitions, then the rest by the feed's own ranking (the
 * tournament's priority, then how many people follow the competition), then by name. Within a group the
 * events keep the order they came in (by start time).
 */

/** The feed's id of the Brasileirão Série A (SofaScore's unique tournament 325; the simulator uses it too). */
export const BRASILEIRAO_SERIE_A_ID = 325;
const BRAZIL = 'BR';

/** The part of an event the grouping reads (the page query's selection of it). */
export interface CompetitionOf {
  readonly tournament:
    | {
        readonly tournamentId: number | null | undefined;
        readonly namePt: string;
        readonly priority: number | null | undefined;
        readonly uniqueTournament:
          | {
              readonly uniqueTournamentId: number;
              readonly namePt: string;
              readonly userCount: number | null | undefined;
            }
          | null
          | undefined;
        readonly category:
          | { readonly name: string; readonly namePt: string; readonly alpha2: string | null | undefined }
          | null
          | undefined;
      }
    | null
    | undefined;
}

export interface CompetitionGroup<E> {
  /** Stable key of the competition (its unique tournament, else its tournament). */
  key: string;
  /** The competition's name in pt-BR (a proper name as the feed gives it). */
  name: string;
  /** The category (country or region) in pt-BR, as the BFF names it; null when the feed sends none. */
  category: string | null;
  events: E[];
}

interface Ranked<E> extends CompetitionGroup<E> {
  tier: number;
  priority: number;
  followers: number;
}

function tierOf(uniqueTournamentId: number | undefined, alpha2: string | null): number {
  if (uniqueTournamentId === BRASILEIRAO_SERIE_A_ID) return 0;
  return alpha2?.toUpperCase() === BRAZIL ? 1 : 2;
}

const byName = new Intl.Collator('pt-BR').compare;

/**
 * The category to show before a competition's name, or null when it would only repeat it: the tennis tours
 * are both category and competition ("ATP · ATP").
 */
function categoryBeside(category: string | null, name: string): string | null {
  return category && category.localeCompare(name, 'pt-BR', { sensitivity: 'base' }) !== 0 ? category : null;
}

export function groupByCompetition<E extends CompetitionOf>(events: readonly E[]): CompetitionGroup<E>[] {
  const groups = new Map<string, Ranked<E>>();
  for (const event of events) {
    const t = event.tournament;
    const unique = t?.uniqueTournament;
    const key = unique ? `u${unique.uniqueTournamentId}` : t ? `t${t.tournamentId ?? t.namePt}` : 'none';
    let group = groups.get(key);
    if (!group) {
      const alpha2 = t?.category?.alpha2 ?? null;
      const name = unique?.namePt ?? t?.namePt ?? '';
      group = {
        key,
        name,
        category: categoryBeside(t?.category?.namePt ?? null, name),
        events: [],
        tier: tierOf(unique?.uniqueTournamentId, alpha2),
        priority: 0,
        followers: 0,
      };
      groups.set(key, group);
    }
    // A competition's stages (groups of a cup) may rank differently: the competition takes its highest.
    group.priority = Math.max(group.priority, t?.priority ?? 0);
    group.followers = Math.max(group.followers, unique?.userCount ?? 0);
    group.events.push(event);
  }
  return [...groups.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.priority - a.priority ||
        b.followers - a.followers ||
        byName(a.category ?? '', b.category ?? '') ||
        byName(a.name, b.name),
    )
    .map(({ key, name, category, events: list }) => ({ key, name, category, events: list }));
}
