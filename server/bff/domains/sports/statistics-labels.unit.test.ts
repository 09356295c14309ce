import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { decodeShotmap } from '../../upstreams/sports/decode/extras.ts';
import { decodeStatistics, decodeTeamSeasonStatistics } from '../../upstreams/sports/decode/statistics.ts';
import {
  shotLabelPt,
  statisticGroupNamePt,
  statisticNamePt,
  statisticsPeriodPt,
  teamStatisticNamePt,
} from './statistics-labels.ts';

const SAMPLES = fileURLToPath(new URL('../../../../../shared/sofascore-samples/', import.meta.url));
const sample = (name: string): unknown => JSON.parse(readFileSync(`${SAMPLES}${name}`, 'utf8'));

/** Every miss lookupLabel reports while `run` runs. */
function missesOf(run: () => void): string[] {
  const misses: string[] = [];
  onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
  run();
  return misses;
}

afterEach(() => onLabelMiss(() => {}));

describe('pt-BR names of match statistics and shots', () => {
  it('names periods with the sport noun: halves, quarters, sets', () => {
    expect(statisticsPeriodPt('ALL', 'football')).toBe('Jogo');
    expect(statisticsPeriodPt('1ST', 'football')).toBe('1º tempo');
    expect(statisticsPeriodPt('2ND', 'football')).toBe('2º tempo');
    expect(statisticsPeriodPt('3Q', 'basketball')).toBe('3º quarto');
    expect(statisticsPeriodPt('2ND', 'tennis')).toBe('2º set');
    expect(statisticsPeriodPt('3RD', 'ice-hockey')).toBe('3º período');
    expect(statisticsPeriodPt('4TH', undefined)).toBe('4º período');
  });

  it('gives each period noun its gender, as the timeline does: "1ª entrada", "2º set"', () => {
    expect(statisticsPeriodPt('1ST', 'baseball')).toBe('1ª entrada');
    expect(statisticsPeriodPt('9TH', 'baseball')).toBe('9ª entrada');
    expect(statisticsPeriodPt('2ND', 'cricket')).toBe('2ª entrada');
    expect(statisticsPeriodPt('2ND', 'handball')).toBe('2º tempo');
    expect(statisticsPeriodPt('4Q', 'american-football')).toBe('4º quarto');
    expect(statisticsPeriodPt('3RD', 'esports')).toBe('3º mapa');
    expect(statisticsPeriodPt('3RD', 'floorball')).toBe('3º período');
    expect(statisticsPeriodPt('2ND', 'curling')).toBe('2º período');
  });

  it('calls badminton’s and darts’ periods sets, as the timeline’s "Fim do 1º set"', () => {
    expect(statisticsPeriodPt('1ST', 'badminton')).toBe('1º set');
    expect(statisticsPeriodPt('4TH', 'darts')).toBe('4º set');
    expect(statisticsPeriodPt('2ND', 'table-tennis')).toBe('2º set');
  });

  it('names items and groups from the catalogue, and a new one in a readable form, counted', () => {
    expect(statisticNamePt('Ball possession')).toBe('Posse de bola');
    expect(statisticGroupNamePt('Match overview')).toBe('Visão geral');
    expect(statisticNamePt('Power plays')).toBe('Vantagens numéricas');
    expect(statisticNamePt('Faceoffs won')).toBe('Disputas de disco vencidas');
    expect(statisticNamePt('Strikeouts')).toBe('Eliminações por strike');
    expect(statisticNamePt('180s')).toBe('Pontuações máximas (180)');
    expect(statisticNamePt('Checkout percentage')).toBe('Aproveitamento nos fechamentos');
    expect(shotLabelPt('shotTypes', 'goal')).toBe('Gol');
    expect(shotLabelPt('bodyParts', 'left-foot')).toBe('Pé esquerdo');
    expect(missesOf(() => expect(statisticNamePt('Hot dogs eaten')).toBe('Hot dogs eaten'))).toEqual([
      'statistic:Hot dogs eaten',
    ]);
    expect(missesOf(() => statisticsPeriodPt('HALFTIME', 'football'))).toEqual(['period:HALFTIME']);
  });

  it.skipIf(!existsSync(SAMPLES))(
    'has a label for every statistic, group, period and shot code of the real samples',
    () => {
      const misses = missesOf(() => {
        for (const period of decodeStatistics(sample('statistics.json'))) {
          statisticsPeriodPt(period.period, 'football');
          for (const group of period.groups) {
            statisticGroupNamePt(group.groupName);
            for (const item of group.statisticsItems) statisticNamePt(item.name);
          }
        }
        for (const shot of decodeShotmap(sample('shotmap.json'))) {
          shotLabelPt('shotTypes', shot.shotType);
          if (shot.situation) shotLabelPt('situations', shot.situation);
          if (shot.bodyPart) shotLabelPt('bodyParts', shot.bodyPart);
        }
      });
      expect(misses).toEqual([]);
    },
  );
});

describe('pt-BR names of team season statistics', () => {
  it('names the keys of SPEC §9 and counts a key the catalogue lacks', () => {
    expect(teamStatisticNamePt('goalsScored')).toBe('Gols marcados');
    expect(teamStatisticNamePt('accuratePassesPercentage')).toBe('Passes certos (%)');
    expect(teamStatisticNamePt('avgRating')).toBe('Nota média');
    expect(
      missesOf(() => expect(teamStatisticNamePt('touchesInOppBox90')).toBe('Touches in opp box90')),
    ).toEqual(['teamStatistic:touchesInOppBox90']);
  });

  it.skipIf(!existsSync(SAMPLES))('has a label for every key of the real season statistics sample', () => {
    const { values } = decodeTeamSeasonStatistics(sample('team-statistics-overall.json'));
    expect(values.length).toBeGreaterThan(20);
    expect(missesOf(() => values.forEach((v) => teamStatisticNamePt(v.key)))).toEqual([]);
  });
});
