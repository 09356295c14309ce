import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { decodeLineups } from '../../upstreams/sports/decode/lineups.ts';
import { positionLabel } from './roster-labels.ts';

const misses: string[] = [];
onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
afterEach(() => {
  misses.length = 0;
});

const SAMPLE = fileURLToPath(
  new URL('../../../../../shared/sofascore-samples/lineups.json', import.meta.url),
);

describe('positionLabel', () => {
  it('reads the same letter per sport: G is Goleiro in football, Armador in basketball', () => {
    expect(positionLabel('G', 'football')).toBe('Goleiro');
    expect(positionLabel('g', 'football')).toBe('Goleiro');
    expect(['G', 'F', 'C'].map((c) => positionLabel(c, 'basketball'))).toEqual(['Armador', 'Ala', 'Pivô']);
    expect(['G', 'D', 'F'].map((c) => positionLabel(c, 'ice-hockey'))).toEqual([
      'Goleiro',
      'Defensor',
      'Atacante',
    ]);
    expect(positionLabel('L', 'volleyball')).toBe('Líbero');
    expect(misses).toEqual([]);
  });

  it('shows an unknown code readable and counts it', () => {
    expect(positionLabel('QB', 'american-football')).toBe('Qb');
    expect(misses).toEqual(['position:QB']);
  });

  it.skipIf(!existsSync(SAMPLE))('names every position of the real lineups sample', () => {
    const lineups = decodeLineups(JSON.parse(readFileSync(SAMPLE, 'utf8')));
    const players = [...(lineups.home?.players ?? []), ...(lineups.away?.players ?? [])];
    const missing = [...(lineups.home?.missingPlayers ?? []), ...(lineups.away?.missingPlayers ?? [])];
    expect(players.length).toBeGreaterThan(20);
    expect(missing.length).toBeGreaterThan(0);
    for (const p of players) positionLabel(p.position ?? p.player.position ?? 'G', 'football');
    for (const m of missing) positionLabel(m.player.position ?? 'G', 'football');
    expect(misses).toEqual([]);
    // The sample's formations are the pitch drawing's rows: 4-2-2-2 and 4-3-3, ten outfield players.
    for (const side of [lineups.home, lineups.away]) {
      const rows = side?.formation?.split('-').map(Number) ?? [];
      expect(rows.reduce((a, b) => a + b, 0)).toBe(10);
    }
  });
});
