import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';
import { TEAM_STATISTICS } from '../../server/i18n/statistics.ts';

/**
 * pt-BR reading of a team's season statistics (SPEC §3, §9): the feed sends a flat record of numeric keys
 * (SofaScore's /statistics/overall); the event screen shows them in the four groups of SPEC §9.
 */

export interface TeamStatGroup {
  title: string;
  /** Feed keys in display order. */
  keys: readonly string[];
}

/** Keys shown above the groups (games played, rating), not inside them. */
export const TEAM_STAT_SUMMARY_KEYS: readonly string[] = Object.keys(TEAM_STATISTICS.summary);

export const OTHER_GROUP = TEAM_STATISTICS.other;

/** The four groups of SPEC §9 with their keys, in display order. */
export const TEAM_STAT_GROUPS: readonly TeamStatGroup[] = TEAM_STATISTICS.groups.map((group) => ({
  title: group.title,
  keys: Object.keys(group.labels),
}));

/**
 * The groups holding the given keys, in SPEC §9 order, then 'Outros' with any key the tables do not know
 * (in the order it came). Empty groups and the summary keys are left out.
 */
export function groupTeamStatistics(keys: Iterable<string>): TeamStatGroup[] {
  const present = new Set(keys);
  const groups: TeamStatGroup[] = TEAM_STAT_GROUPS.map((group) => ({
    title: group.title,
    keys: group.keys.filter((key) => present.has(key)),
  }));
  const known = new Set([...TEAM_STAT_SUMMARY_KEYS, ...TEAM_STAT_GROUPS.flatMap((group) => group.keys)]);
  const others = [...present].filter((key) => !known.has(key));
  groups.push({ title: OTHER_GROUP, keys: others });
  return groups.filter((group) => group.keys.length > 0);
}

const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Percentages (and average possession) with 1 decimal and '%'; counts in pt-BR digits ("1.234"). */
export function formatTeamStatValue(key: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  if (/Percentage$/.test(key) || key === 'averageBallPossession') return `${percent.format(value)}%`;
  return plain.format(value);
}
