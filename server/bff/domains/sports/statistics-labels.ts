import { lookupLabel } from '../../../i18n/labels.ts';
import {
  MATCH_STATISTICS,
  SHOT_LABELS,
  STATISTICS_PERIOD_NOUNS,
  statisticsPeriodName,
  TEAM_STATISTICS,
} from '../../../i18n/statistics.ts';

/**
 * pt-BR names of the feed's match statistics: items and groups by their English names, periods by the
 * sport's noun ("2º tempo", "3º quarto", "1º set"). Misses are counted by lookupLabel.
 */

export function statisticNamePt(name: string): string {
  return lookupLabel('statistic', MATCH_STATISTICS.items, name);
}

export function statisticGroupNamePt(name: string): string {
  return lookupLabel('statisticGroup', MATCH_STATISTICS.groups, name);
}

/** "1ST", "2ND", "3RD", "4TH"… (SofaScore's halves, sets, periods) and "1Q"…"4Q" (quarters). */
const NUMBERED_PERIOD = /^(\d+)(?:ST|ND|RD|TH|Q)$/;

/** The period's pt-BR name in the event's sport: ALL is "Jogo", numbered ones take the sport's noun. */
export function statisticsPeriodPt(period: string, sportSlug: string | undefined): string {
  const numbered = NUMBERED_PERIOD.exec(period.toUpperCase());
  if (numbered) {
    const noun = (sportSlug && STATISTICS_PERIOD_NOUNS[sportSlug]) || STATISTICS_PERIOD_NOUNS.default;
    return statisticsPeriodName(Number(numbered[1]), noun);
  }
  return lookupLabel('period', MATCH_STATISTICS.periods, period.toUpperCase());
}

/** A shot's outcome, situation or body part in pt-BR (the shot map's codes). */
export function shotLabelPt(part: keyof typeof SHOT_LABELS, code: string): string {
  return lookupLabel(SHOT_LABEL_KINDS[part], SHOT_LABELS[part], code);
}

const SHOT_LABEL_KINDS = {
  shotTypes: 'shotType',
  situations: 'shotSituation',
  bodyParts: 'bodyPart',
} as const satisfies Record<keyof typeof SHOT_LABELS, string>;

/** Every season-statistics key the catalogue names: the summary's and the four groups' of SPEC §9. */
const TEAM_STATISTIC_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(TEAM_STATISTICS.summary),
  ...TEAM_STATISTICS.groups.flatMap((group) => Object.entries(group.labels)),
]);

/** A team season statistic's key in pt-BR ("goalsScored" → "Gols marcados"). */
export function teamStatisticNamePt(key: string): string {
  return lookupLabel('teamStatistic', TEAM_STATISTIC_LABELS, key);
}
