import { describe, expect, it } from 'vitest';
import { decodeGraph, decodeShotmap, decodeWinProbability } from './extras.ts';
import { decodeStatistics } from './statistics.ts';

// The feed's "no value" sentinels in the statistics, momentum, win-probability and shot-map sections: each
// is decoded away so no client sees a -1, a minute 999 or an empty row.

describe('sentinels of the statistics sections', () => {
  it('drops -1 and "-" values, rows with no value, and groups and periods left empty', () => {
    const periods = decodeStatistics({
      statistics: [
        {
          period: 'ALL',
          groups: [
            {
              groupName: 'Match overview',
              statisticsItems: [
                { name: 'Ball possession', home: '58%', away: '42%', homeValue: 58, awayValue: 42 },
                { name: 'Expected goals', home: '-1', away: '-', homeValue: -1, awayValue: -1 },
                { name: 'Big chances', home: '2', away: '1', homeValue: 2, awayValue: 1, homeTotal: -1 },
                {},
              ],
            },
            { groupName: 'Shots', statisticsItems: [{ name: 'Total shots', home: '-1', away: '-1' }] },
          ],
        },
        { period: '1ST', groups: [] },
        { period: '2ND', groups: [{ groupName: 'Shots', statisticsItems: [] }] },
      ],
    });
    expect(periods).toHaveLength(1);
    expect(periods[0].groups.map((g) => g.groupName)).toEqual(['Match overview']);
    expect(periods[0].groups[0].statisticsItems.map((i) => i.name)).toEqual([
      'Ball possession',
      'Big chances',
    ]);
    expect(periods[0].groups[0].statisticsItems[1]).toMatchObject({ homeValue: 2, homeTotal: undefined });
  });

  it('drops momentum points at minute 999 or -1, clamps values and sorts by minute', () => {
    const graph = decodeGraph({
      graphPoints: [
        { minute: 2, value: 130 },
        { minute: 999, value: 10 },
        { minute: -1, value: 5 },
        { minute: 1, value: -40 },
      ],
      periodTime: 45,
    });
    expect(graph?.graphPoints).toEqual([
      { minute: 1, value: -40 },
      { minute: 2, value: 100 },
    ]);
    expect(decodeGraph({ graphPoints: [{ minute: 999, value: 1 }] })).toBeNull();
  });

  it('drops win-probability points outside 0-100 and a -1 draw', () => {
    expect(
      decodeWinProbability({
        graphPoints: [
          { minute: 10, homeWin: 50, draw: -1, awayWin: 30 },
          { minute: 20, homeWin: -1, draw: 20, awayWin: 30 },
          { minute: 999, homeWin: 40, draw: 30, awayWin: 30 },
        ],
      }),
    ).toEqual([
      { minute: 10, homeWin: 50, draw: undefined, awayWin: 30 },
      { minute: undefined, homeWin: 40, draw: 30, awayWin: 30 },
    ]);
  });

  it('drops a shot minute of 999, added time past 30, coordinates off the pitch and an xG past 1', () => {
    const [shot] = decodeShotmap({
      shotmap: [
        {
          shotType: 'miss',
          time: 999,
          addedTime: 999,
          xg: -1,
          playerCoordinates: { x: -1, y: 40 },
        },
      ],
    });
    expect(shot).toMatchObject({ shotType: 'miss', time: undefined, addedTime: undefined, xg: undefined });
    expect(shot.playerCoordinates).toBeUndefined();
  });
});
