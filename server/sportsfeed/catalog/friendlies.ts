import { ASIA, WORLD } from './categories.ts';
import { between, BRAZILIAN_DAY, h, type TournamentDef } from './tournament.ts';

/**
 * Friendlies added after the first catalogue, so they come last in the world's numbering (the ids of every
 * earlier tournament stay). Friendlies kick off at the hours their clubs' fans expect, in the home club's
 * own time: Brazil's clubs by day in São Paulo (catalog/football.ts, team-sports.ts), Japan's and Korea's by
 * their day, which is São Paulo's night, so that football and basketball are always being
 * played somewhere without a friendly at 4 a.m. local. The other team sports get club friendlies on the
 * days their competitions leave empty (off-season, or between rounds), so every sport has a schedule.
 */

/** São Paulo is UTC−3, Japan and Korea UTC+9: twelve hours ahead. 22:30 in São Paulo is 10:30 in Tokyo. */
const ASIAN_DAY = { from: h(22, 30), to: h(10, 15) };

const OFF_SEASON_SPORTS: ReadonlyArray<[sport: string, utId: number]> = [
  ['ice-hockey', 17001],
  ['baseball', 17002],
  ['volleyball', 17003],
  ['handball', 17004],
  ['futsal', 17005],
  ['minifootball', 17006],
  ['waterpolo', 17007],
  ['cricket', 17008],
  ['bandy', 17009],
  ['floorball', 17010],
  ['esports', 17011],
];

export const FRIENDLIES: readonly TournamentDef[] = [
  {
    // The real feed files every club friendly under one competition; the simulator keeps Asia's apart so
    // that each keeps the kick-offs of its clubs' time zone.
    utId: 17000,
    name: 'Club Friendly Games',
    sport: 'football',
    category: ASIA,
    kind: 'daily',
    friendly: true,
    teams: [
      'Kashima Antlers',
      'Urawa Red Diamonds',
      'Kawasaki Frontale',
      'Yokohama F. Marinos',
      'Gamba Osaka',
      'Cerezo Osaka',
      'Nagoya Grampus',
      'Sanfrecce Hiroshima',
      'Vissel Kobe',
      'FC Tokyo',
      'Kashiwa Reysol',
      'Machida Zelvia',
      'Ulsan HD',
      'Jeonbuk Hyundai Motors',
      'Pohang Steelers',
      'FC Seoul',
      'Gangwon FC',
      'Daejeon Hana Citizen',
      'Gwangju FC',
      'Suwon FC',
    ],
    seasonStart: [1, 1],
    // A match lasts about 1 h 55 with half-time: kick-offs 75 minutes apart always overlap.
    kickoffs: between(ASIAN_DAY.from, ASIAN_DAY.to, 75),
  },
  {
    utId: 17020,
    name: 'Club Friendly Games',
    sport: 'basketball',
    category: ASIA,
    kind: 'daily',
    friendly: true,
    teams: [
      'Alvark Tokyo',
      'Chiba Jets',
      'Utsunomiya Brex',
      'Ryukyu Golden Kings',
      'Kawasaki Brave Thunders',
      'Nagoya Diamond Dolphins',
      'Sunrockers Shibuya',
      'Seoul SK Knights',
      'Suwon KT Sonicboom',
      'Busan KCC Egis',
      'Changwon LG Sakers',
      'Shimane Susanoo Magic',
      'Hiroshima Dragonflies',
      'Goyang Sono Skygunners',
      'Anyang Jung Kwan Jang',
      'Ulsan Hyundai Mobis Phoebus',
    ],
    seasonStart: [1, 1],
    // A game lasts about 80 minutes: kick-offs 70 minutes apart always overlap.
    kickoffs: between(ASIAN_DAY.from, ASIAN_DAY.to, 70),
  },
  ...OFF_SEASON_SPORTS.map(([sport, utId]): TournamentDef => ({
    utId,
    name: 'Club Friendly Games',
    sport,
    category: WORLD,
    kind: 'daily',
    friendly: true,
    offSeason: true,
    teams: { generated: 12, style: 'club' },
    seasonStart: [1, 1],
    kickoffs: between(BRAZILIAN_DAY.from + h(4), BRAZILIAN_DAY.to, 105),
  })),
];
