import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { STANDING_ZONE_FALLBACKS, STANDING_ZONE_LABELS } from '../../../i18n/standing-zones.ts';
import { zoneKind, zoneLabel } from './zone-labels.ts';

const misses: string[] = [];
onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
afterEach(() => {
  misses.length = 0;
});

const ENGLISH = /\b(round|next|qualification|relegation|promotion|league|of)\b/i;

describe('standing zones', () => {
  it.each([
    ['Copa Libertadores', 'libertadores', 'Libertadores'],
    ['Copa Libertadores Qualification', 'preLibertadores', 'Pré-Libertadores'],
    ['Copa Sudamericana', 'sulAmericana', 'Sul-Americana'],
    ['Relegation', 'relegation', 'Rebaixamento'],
    ['Promotion', 'promotion', 'Acesso'],
    ['UEFA Champions League', 'continental', 'Liga dos Campeões'],
    // What the probe saw reach the legend as the feed's key, lower-cased by readableKey.
    ['Round of 16', 'promotion', 'Oitavas de final'],
    ['Next round', 'promotion', 'Próxima fase'],
    ['Championship round', 'promotion', 'Fase pelo título'],
    ['Relegation round', 'relegation', 'Fase contra o rebaixamento'],
    ['Qualification playoffs', 'playoffs', 'Playoffs de qualificação'],
    ['Uefa europa league qualification', 'continental', 'Qualificação para a Liga Europa'],
    ['Copa sudamericana playoffs', 'sulAmericana', 'Playoffs da Sul-Americana'],
    // Spellings of the same text.
    ['Relegation Play-offs', 'relegation', 'Repescagem contra o rebaixamento'],
    ['Promotion play off', 'promotion', 'Playoffs de acesso'],
    ['UEFA Conference League Qualification', 'continental', 'Qualificação para a Liga Conferência'],
    ['Round of 32', 'promotion', '16 avos de final'],
    ['Quarterfinals', 'promotion', 'Quartas de final'],
    ['Play-in', 'playoffs', 'Play-in'],
  ])('%s → %s, %s', (text, kind, label) => {
    expect(zoneKind(text)).toBe(kind);
    expect(zoneLabel(text)).toBe(label);
    expect(misses).toEqual([]);
  });

  it('reads a common shape with a competition it has never seen, by the competition’s own name', () => {
    expect(zoneLabel('AFC Cup qualification')).toBe('Qualificação: AFC Cup');
    expect(zoneLabel('Copa Libertadores playoffs')).toBe('Playoffs: Libertadores');
    expect(zoneLabel('Leagues Cup Play-offs')).toBe('Playoffs: Leagues Cup');
    expect(zoneLabel('OFC Champions League qualification playoffs')).toBe(
      'Playoffs de qualificação: OFC Champions League',
    );
    expect(zoneLabel('Round of 256')).toBe('128 avos de final');
    // The last rounds by their names, not as "4 avos de final".
    expect(zoneLabel('Round of 8')).toBe('Quartas de final');
    expect(zoneLabel('Round of 4')).toBe('Semifinais');
    expect(zoneLabel('Round of 2')).toBe('Final');
    expect(zoneKind('AFC Champions League Two')).toBe('continental');
    expect(misses).toEqual([]);
  });

  it('names a zone nothing reads by its kind, in pt-BR, and counts the miss', () => {
    expect(zoneLabel('Title playoffs')).toBe('Playoffs');
    expect(zoneLabel('Relegation decider')).toBe('Zona de rebaixamento');
    expect(zoneLabel('Silver medal pool')).toBe('Outra zona');
    expect(zoneLabel('Round of 12')).toBe(STANDING_ZONE_FALLBACKS.promotion);
    expect(misses).toEqual([
      'standingZone:Title playoffs',
      'standingZone:Relegation decider',
      'standingZone:Silver medal pool',
      'standingZone:Round of 12',
    ]);
  });

  it('every zone label of the tables is pt-BR, none left in English', () => {
    for (const label of [...Object.values(STANDING_ZONE_LABELS), ...Object.values(STANDING_ZONE_FALLBACKS)])
      expect(label).not.toMatch(ENGLISH);
  });

  it('reads every zone the simulator’s tables have, with no miss', async () => {
    const { TOURNAMENTS } = await import('../../../sportsfeed/catalog.ts');
    const texts = TOURNAMENTS.flatMap((t) => t.zones ?? []).map((z) => z.text);
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) expect(zoneLabel(text)).not.toMatch(ENGLISH);
    expect(misses).toEqual([]);
  });
});
