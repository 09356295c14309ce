import { BRAZIL, EUROPE, INDIA, SWEDEN, USA, WORLD } from './categories.ts';
import { between, BRAZILIAN_DAY, h, type TournamentDef } from './tournament.ts';

/** Team sports besides football, one list per sport. */

export const BASKETBALL: readonly TournamentDef[] = [
  {
    utId: 132,
    name: 'NBA',
    sport: 'basketball',
    category: USA,
    kind: 'league',
    teams: [
      'Atlanta Hawks',
      'Boston Celtics',
      'Brooklyn Nets',
      'Charlotte Hornets',
      'Chicago Bulls',
      'Cleveland Cavaliers',
      'Dallas Mavericks',
      'Denver Nuggets',
      'Detroit Pistons',
      'Golden State Warriors',
      'Houston Rockets',
      'Indiana Pacers',
      'Los Angeles Clippers',
      'Los Angeles Lakers',
      'Memphis Grizzlies',
      'Miami Heat',
      'Milwaukee Bucks',
      'Minnesota Timberwolves',
      'New Orleans Pelicans',
      'New York Knicks',
      'Oklahoma City Thunder',
      'Orlando Magic',
      'Philadelphia 76ers',
      'Phoenix Suns',
      'Portland Trail Blazers',
      'Sacramento Kings',
      'San Antonio Spurs',
      'Toronto Raptors',
      'Utah Jazz',
      'Washington Wizards',
    ],
    seasonStart: [10, 21],
    crossYear: true,
    spanDays: 175,
    kickoffs: [h(20), h(20, 30), h(21), h(21, 30), h(22), h(23), h(23, 30)],
  },
  {
    utId: 1562,
    name: 'NBB',
    sport: 'basketball',
    category: BRAZIL,
    kind: 'league',
    teams: [
      'Flamengo',
      'Franca',
      'Minas',
      'Pinheiros',
      'Paulistano',
      'Bauru',
      'São Paulo',
      'Corinthians',
      'Unifacisa',
      'Fortaleza Basquete Cearense',
      'Mogi',
      'Brasília',
      'Caxias do Sul',
      'Pato Basquete',
      'União Corinthians',
      'Vasco da Gama',
    ],
    seasonStart: [10, 1],
    crossYear: true,
    spanDays: 220,
    kickoffs: [h(18), h(19), h(19, 30), h(20)],
  },
  {
    utId: 138,
    name: 'Club Friendly Games',
    sport: 'basketball',
    category: WORLD,
    kind: 'daily',
    friendly: true,
    teams: { generated: 24, style: 'club' },
    seasonStart: [1, 1],
    // Brazil's clubs by São Paulo's day (a game lasts about 80 minutes); the night is Asia's day.
    kickoffs: between(BRAZILIAN_DAY.from, BRAZILIAN_DAY.to, 70),
  },
];

export const ICE_HOCKEY: readonly TournamentDef[] = [
  {
    utId: 234,
    name: 'NHL',
    sport: 'ice-hockey',
    category: USA,
    kind: 'league',
    teams: [
      'Toronto Maple Leafs',
      'Montréal Canadiens',
      'Boston Bruins',
      'New York Rangers',
      'Tampa Bay Lightning',
      'Florida Panthers',
      'Edmonton Oilers',
      'Vancouver Canucks',
      'Colorado Avalanche',
      'Dallas Stars',
      'Vegas Golden Knights',
      'Winnipeg Jets',
      'Carolina Hurricanes',
      'New Jersey Devils',
      'Los Angeles Kings',
      'Chicago Blackhawks',
    ],
    // October to mid-April: 90 games a team (the real 82), every day or two.
    seasonStart: [10, 7],
    crossYear: true,
    spanDays: 192,
    cycles: 3,
    kickoffs: [h(20), h(21), h(22), h(23)],
  },
];

export const BASEBALL: readonly TournamentDef[] = [
  {
    utId: 11205,
    name: 'MLB',
    sport: 'baseball',
    category: USA,
    kind: 'league',
    teams: [
      'New York Yankees',
      'Boston Red Sox',
      'Los Angeles Dodgers',
      'San Francisco Giants',
      'Chicago Cubs',
      'St. Louis Cardinals',
      'Houston Astros',
      'Atlanta Braves',
      'Philadelphia Phillies',
      'New York Mets',
      'Seattle Mariners',
      'Toronto Blue Jays',
      'Texas Rangers',
      'San Diego Padres',
      'Baltimore Orioles',
      'Detroit Tigers',
    ],
    // Late March to late September: 150 games a team (the real 162), almost daily.
    seasonStart: [3, 27],
    spanDays: 186,
    cycles: 5,
    kickoffs: [h(14), h(17), h(19, 30), h(20), h(22, 30)],
  },
];

export const VOLLEYBALL: readonly TournamentDef[] = [
  {
    utId: 1419,
    name: 'Superliga Masculina',
    sport: 'volleyball',
    category: BRAZIL,
    kind: 'league',
    teams: [
      'Sada Cruzeiro',
      'Minas',
      'Praia Clube',
      'Joinville',
      'Suzano',
      'Campinas',
      'Guarulhos',
      'Araguari',
      'Montes Claros',
      'São José',
      'Sesi Bauru',
      'Goiás',
    ],
    // October to March: 22 rounds, each club once at home and once away.
    seasonStart: [10, 10],
    crossYear: true,
    spanDays: 170,
    kickoffs: [h(18), h(19), h(21, 30)],
  },
  {
    utId: 1420,
    name: 'Superliga Feminina',
    sport: 'volleyball',
    category: BRAZIL,
    kind: 'league',
    gender: 'F',
    teams: [
      'Praia Clube',
      'Minas',
      'Sesc Flamengo',
      'Osasco',
      'Sesi Bauru',
      'Pinheiros',
      'Barueri',
      'Brasília',
      'Fluminense',
      'Mackenzie',
      'Maringá',
      'Tijuca',
    ],
    // October to March: 22 rounds, each club once at home and once away.
    seasonStart: [10, 12],
    crossYear: true,
    spanDays: 170,
    kickoffs: [h(17), h(19), h(21)],
  },
];

export const HANDBALL: readonly TournamentDef[] = [
  {
    utId: 30,
    name: 'EHF Champions League',
    sport: 'handball',
    category: EUROPE,
    kind: 'league',
    teams: [
      'Barça',
      'Veszprém',
      'Aalborg Håndbold',
      'SC Magdeburg',
      'Füchse Berlin',
      'Paris Saint-Germain',
      'Kielce',
      'Pick Szeged',
      'THW Kiel',
      'Sporting CP',
      'Nantes',
      'GOG',
    ],
    // September to March: 22 rounds.
    seasonStart: [9, 10],
    crossYear: true,
    spanDays: 200,
    kickoffs: [h(12, 45), h(13, 45), h(15, 45)],
  },
];

export const FUTSAL: readonly TournamentDef[] = [
  {
    utId: 11401,
    name: 'Liga Nacional de Futsal',
    sport: 'futsal',
    category: BRAZIL,
    kind: 'league',
    teams: [
      'Magnus',
      'Joinville',
      'Corinthians',
      'Jaraguá',
      'Cascavel',
      'Pato Futsal',
      'Carlos Barbosa',
      'Praia Clube',
      'Atlântico',
      'Blumenau',
      'Foz Cataratas',
      'Minas',
    ],
    // March to early November: 22 rounds.
    seasonStart: [3, 20],
    spanDays: 230,
    kickoffs: [h(19), h(20), h(20, 30)],
  },
];

export const MINIFOOTBALL: readonly TournamentDef[] = [
  {
    utId: 16900,
    name: 'Liga Nacional de Fut7',
    sport: 'minifootball',
    category: BRAZIL,
    kind: 'league',
    teams: { generated: 10, style: 'club' },
    // March to mid-September: 18 rounds.
    seasonStart: [3, 1],
    spanDays: 200,
    kickoffs: [h(19), h(20), h(21)],
  },
];

export const WATERPOLO: readonly TournamentDef[] = [
  {
    utId: 16910,
    name: 'Liga Nacional de Polo Aquático',
    sport: 'waterpolo',
    category: BRAZIL,
    kind: 'league',
    teams: ['Pinheiros', 'Paulistano', 'Fluminense', 'Botafogo', 'Flamengo', 'Tijuca', 'SESI-SP', 'ABDA'],
    // April to August: 14 rounds.
    seasonStart: [4, 1],
    spanDays: 150,
    kickoffs: [h(10), h(15), h(18)],
  },
];

export const CRICKET: readonly TournamentDef[] = [
  {
    utId: 11165,
    name: 'Indian Premier League',
    sport: 'cricket',
    category: INDIA,
    kind: 'league',
    teams: [
      'Mumbai Indians',
      'Chennai Super Kings',
      'Royal Challengers Bengaluru',
      'Kolkata Knight Riders',
      'Delhi Capitals',
      'Punjab Kings',
      'Rajasthan Royals',
      'Sunrisers Hyderabad',
      'Gujarat Titans',
      'Lucknow Super Giants',
    ],
    // 22 March to late May, as the IPL: 18 rounds, one or two matches a day (15:30 and 19:30 in India).
    seasonStart: [3, 22],
    spanDays: 65,
    kickoffs: [h(7), h(11)],
  },
];

export const BANDY: readonly TournamentDef[] = [
  {
    utId: 1714,
    name: 'Elitserien',
    sport: 'bandy',
    category: SWEDEN,
    kind: 'league',
    teams: [
      'Edsbyns IF',
      'Sandvikens AIK',
      'Västerås SK',
      'Villa Lidköping',
      'Bollnäs GIF',
      'Hammarby IF',
      'IFK Vänersborg',
      'Broberg Söderhamn',
      'Vetlanda BK',
      'Frillesås BK',
      'AIK',
      'Gripen Trollhättan',
    ],
    // November to February: 22 rounds.
    seasonStart: [11, 1],
    crossYear: true,
    spanDays: 120,
    kickoffs: [h(10), h(13), h(15)],
  },
];

export const FLOORBALL: readonly TournamentDef[] = [
  {
    utId: 1721,
    name: 'Svenska Superligan',
    sport: 'floorball',
    category: SWEDEN,
    kind: 'league',
    teams: [
      'Storvreta IBK',
      'Falun',
      'Pixbo Wallenstam',
      'Växjö Vipers',
      'Mullsjö AIS',
      'Team Thorengruppen',
      'Linköping IBK',
      'Helsingborg FBC',
      'Jönköpings IK',
      'Warberg IC',
      'Visby IBK',
      'Nykvarn',
    ],
    // Mid-September to early March: 22 rounds.
    seasonStart: [9, 15],
    crossYear: true,
    spanDays: 175,
    kickoffs: [h(13), h(14), h(15)],
  },
];

/** The CBLOL's teams (team-cities.ts places them all in São Paulo, where the league is played). */
export const CBLOL_TEAMS = [
  'LOUD',
  'paiN Gaming',
  'FURIA',
  'RED Canids',
  'Fluxo W7M',
  'Vivo Keyd Stars',
  'Leviatán',
  'Isurus Estral',
] as const;

export const ESPORTS: readonly TournamentDef[] = [
  {
    utId: 16950,
    name: 'CBLOL',
    sport: 'esports',
    category: BRAZIL,
    kind: 'league',
    teams: CBLOL_TEAMS,
    // Late March to late August: each split a double round robin (28 rounds).
    seasonStart: [3, 28],
    spanDays: 150,
    cycles: 2,
    kickoffs: [h(13), h(15), h(17)],
  },
];
