import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

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
export const TEAM_STAT_SUMMARY_KEYS: readonly string[] = ['matches', 'awardedMatches', 'avgRating'];

export const OTHER_GROUP = 'Outros';

const GROUPS: ReadonlyArray<[string, ReadonlyArray<[string, string]>]> = [
  [
    'Gols & Finalização',
    [
      ['goalsScored', 'Gols marcados'],
      ['assists', 'Assistências'],
      ['shots', 'Finalizações'],
      ['shotsOnTarget', 'Finalizações no alvo'],
      ['shotsOffTarget', 'Finalizações para fora'],
      ['blockedScoringAttempt', 'Finalizações bloqueadas'],
      ['shotsFromInsideTheBox', 'Finalizações de dentro da área'],
      ['shotsFromOutsideTheBox', 'Finalizações de fora da área'],
      ['goalsFromInsideTheBox', 'Gols de dentro da área'],
      ['goalsFromOutsideTheBox', 'Gols de fora da área'],
      ['headedGoals', 'Gols de cabeça'],
      ['leftFootGoals', 'Gols de pé esquerdo'],
      ['rightFootGoals', 'Gols de pé direito'],
      ['penaltyGoals', 'Gols de pênalti'],
      ['penaltiesTaken', 'Pênaltis cobrados'],
      ['freeKickGoals', 'Gols de falta'],
      ['freeKickShots', 'Finalizações de falta'],
      ['bigChances', 'Grandes chances'],
      ['bigChancesCreated', 'Grandes chances criadas'],
      ['bigChancesMissed', 'Grandes chances perdidas'],
      ['hitWoodwork', 'Bolas na trave'],
      ['fastBreaks', 'Contra-ataques'],
      ['fastBreakShots', 'Finalizações em contra-ataque'],
      ['fastBreakGoals', 'Gols de contra-ataque'],
    ],
  ],
  [
    'Posse & Passes',
    [
      ['averageBallPossession', 'Posse de bola (média)'],
      ['totalPasses', 'Passes'],
      ['accuratePasses', 'Passes certos'],
      ['accuratePassesPercentage', 'Passes certos (%)'],
      ['totalOwnHalfPasses', 'Passes no campo de defesa'],
      ['accurateOwnHalfPasses', 'Passes certos no campo de defesa'],
      ['accurateOwnHalfPassesPercentage', 'Passes certos no campo de defesa (%)'],
      ['totalOppositionHalfPasses', 'Passes no campo de ataque'],
      ['accurateOppositionHalfPasses', 'Passes certos no campo de ataque'],
      ['accurateOppositionHalfPassesPercentage', 'Passes certos no campo de ataque (%)'],
      ['totalLongBalls', 'Lançamentos'],
      ['accurateLongBalls', 'Lançamentos certos'],
      ['accurateLongBallsPercentage', 'Lançamentos certos (%)'],
      ['totalCrosses', 'Cruzamentos'],
      ['accurateCrosses', 'Cruzamentos certos'],
      ['accurateCrossesPercentage', 'Cruzamentos certos (%)'],
      ['corners', 'Escanteios'],
      ['throwIns', 'Laterais'],
      ['goalKicks', 'Tiros de meta'],
      ['possessionLost', 'Posses de bola perdidas'],
      ['totalPassesAgainst', 'Passes do adversário'],
      ['accuratePassesAgainst', 'Passes certos do adversário'],
      ['ownHalfPassesTotalAgainst', 'Passes do adversário no campo de defesa'],
      ['accurateOwnHalfPassesAgainst', 'Passes certos do adversário no campo de defesa'],
      ['oppositionHalfPassesTotalAgainst', 'Passes do adversário no campo de ataque'],
      ['accurateOppositionHalfPassesAgainst', 'Passes certos do adversário no campo de ataque'],
      ['totalFinalThirdPassesAgainst', 'Passes do adversário no terço final'],
      ['accurateFinalThirdPassesAgainst', 'Passes certos do adversário no terço final'],
      ['keyPassesAgainst', 'Passes decisivos do adversário'],
      ['longBallsTotalAgainst', 'Lançamentos do adversário'],
      ['longBallsSuccessfulAgainst', 'Lançamentos certos do adversário'],
      ['crossesTotalAgainst', 'Cruzamentos do adversário'],
      ['crossesSuccessfulAgainst', 'Cruzamentos certos do adversário'],
      ['cornersAgainst', 'Escanteios do adversário'],
    ],
  ],
  [
    'Defesa',
    [
      ['goalsConceded', 'Gols sofridos'],
      ['cleanSheets', 'Jogos sem sofrer gols'],
      ['tackles', 'Desarmes'],
      ['interceptions', 'Interceptações'],
      ['clearances', 'Cortes'],
      ['clearancesOffLine', 'Cortes em cima da linha'],
      ['lastManTackles', 'Desarmes como último defensor'],
      ['ballRecovery', 'Bolas recuperadas'],
      ['saves', 'Defesas do goleiro'],
      ['ownGoals', 'Gols contra'],
      ['errorsLeadingToGoal', 'Erros que resultaram em gol'],
      ['errorsLeadingToShot', 'Erros que resultaram em finalização'],
      ['penaltiesCommited', 'Pênaltis cometidos'],
      ['penaltyGoalsConceded', 'Gols de pênalti sofridos'],
      ['shotsAgainst', 'Finalizações sofridas'],
      ['shotsOnTargetAgainst', 'Finalizações no alvo sofridas'],
      ['shotsOffTargetAgainst', 'Finalizações para fora sofridas'],
      ['shotsBlockedAgainst', 'Finalizações do adversário bloqueadas'],
      ['blockedScoringAttemptAgainst', 'Finalizações bloqueadas pelo adversário'],
      ['shotsFromInsideTheBoxAgainst', 'Finalizações sofridas de dentro da área'],
      ['shotsFromOutsideTheBoxAgainst', 'Finalizações sofridas de fora da área'],
      ['bigChancesAgainst', 'Grandes chances do adversário'],
      ['bigChancesCreatedAgainst', 'Grandes chances criadas pelo adversário'],
      ['bigChancesMissedAgainst', 'Grandes chances perdidas pelo adversário'],
      ['hitWoodworkAgainst', 'Bolas na trave do adversário'],
      ['errorsLeadingToGoalAgainst', 'Erros do adversário que resultaram em gol'],
      ['errorsLeadingToShotAgainst', 'Erros do adversário que resultaram em finalização'],
      ['tacklesAgainst', 'Desarmes do adversário'],
      ['interceptionsAgainst', 'Interceptações do adversário'],
      ['clearancesAgainst', 'Cortes do adversário'],
    ],
  ],
  [
    'Disputa & Faltas',
    [
      ['totalDuels', 'Duelos'],
      ['duelsWon', 'Duelos ganhos'],
      ['duelsWonPercentage', 'Duelos ganhos (%)'],
      ['totalGroundDuels', 'Duelos no chão'],
      ['groundDuelsWon', 'Duelos no chão ganhos'],
      ['groundDuelsWonPercentage', 'Duelos no chão ganhos (%)'],
      ['totalAerialDuels', 'Duelos aéreos'],
      ['aerialDuelsWon', 'Duelos aéreos ganhos'],
      ['aerialDuelsWonPercentage', 'Duelos aéreos ganhos (%)'],
      ['dribbleAttempts', 'Dribles tentados'],
      ['successfulDribbles', 'Dribles certos'],
      ['dribbleAttemptsTotalAgainst', 'Dribles tentados pelo adversário'],
      ['dribbleAttemptsWonAgainst', 'Dribles certos do adversário'],
      ['fouls', 'Faltas'],
      ['freeKicks', 'Tiros livres'],
      ['offsides', 'Impedimentos'],
      ['offsidesAgainst', 'Impedimentos do adversário'],
      ['yellowCards', 'Cartões amarelos'],
      ['yellowRedCards', 'Cartões vermelhos (2º amarelo)'],
      ['redCards', 'Cartões vermelhos'],
      ['yellowCardsAgainst', 'Cartões amarelos do adversário'],
      ['redCardsAgainst', 'Cartões vermelhos do adversário'],
    ],
  ],
];

const LABELS: ReadonlyMap<string, string> = new Map([
  ['matches', 'Jogos'],
  ['awardedMatches', 'Jogos decididos por W.O.'],
  ['avgRating', 'Nota média'],
  ...GROUPS.flatMap(([, entries]) => entries),
]);

/** The four groups of SPEC §9 with their keys, in display order. */
export const TEAM_STAT_GROUPS: readonly TeamStatGroup[] = GROUPS.map(([title, entries]) => ({
  title,
  keys: entries.map(([key]) => key),
}));

/** "expectedGoalsAgainst" → "Expected goals against": readable for a key no table knows yet. */
export function humanizeKey(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function teamStatLabel(key: string): string {
  return LABELS.get(key) ?? humanizeKey(key);
}

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
  const others = [...present].filter((key) => !LABELS.has(key));
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
