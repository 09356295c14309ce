import { describe, expect, it } from 'vitest';
import { PERIOD_KIND_OF_SPORT, periodEnded } from './incidents.ts';
import { PERIOD_NOUNS } from './pt-BR.ts';
import { MATCH_STATISTICS, STATISTICS_PERIOD_NOUNS, statisticsPeriodName } from './statistics.ts';

/**
 * Feed names kept as they are, chosen (statistics.ts says why): Brazilian coverage writes these words, or
 * they are Portuguese words too. A new entry that copies its English name fails here until it is chosen.
 */
const KEPT = {
  groups: ['Passes', 'Games'],
  items: ['Passes', 'Aces', 'Winners', 'Wickets', 'Extras', 'Overs', 'Home runs'],
};

describe('the match statistics catalogue', () => {
  it('leaves no English name as it came, apart from the terms chosen to keep', () => {
    for (const table of ['groups', 'items'] as const) {
      const same = Object.entries(MATCH_STATISTICS[table])
        .filter(([english, pt]) => english.toLowerCase() === pt.toLowerCase())
        .map(([english]) => english);
      expect(same, table).toEqual(KEPT[table]);
    }
  });

  it('names every period with a noun of PERIOD_NOUNS, the one the timeline and statuses use', () => {
    for (const [sport, kind] of Object.entries(STATISTICS_PERIOD_NOUNS))
      expect(Object.hasOwn(PERIOD_NOUNS, kind), sport).toBe(true);
  });

  it('gives a sport the period its timeline gives ("Fim do 1º set" and "1º set")', () => {
    for (const [sport, kind] of Object.entries(PERIOD_KIND_OF_SPORT)) {
      expect(STATISTICS_PERIOD_NOUNS[sport], sport).toBe(kind);
      const [noun, feminine] = PERIOD_NOUNS[kind];
      // The timeline's "Fim da 2ª entrada" ends with the selector's "2ª entrada".
      expect(periodEnded(2, noun, feminine), sport).toMatch(new RegExp(`${statisticsPeriodName(2, kind)}$`));
    }
  });

  it('writes the ordinal in the noun’s gender', () => {
    expect(statisticsPeriodName(1, 'inning')).toBe('1ª entrada');
    expect(statisticsPeriodName(3, 'half')).toBe('3º tempo');
    expect(statisticsPeriodName(2, 'overtime')).toBe('2ª prorrogação');
    expect(statisticsPeriodName(2, 'nonsense')).toBe('2º período');
  });
});
