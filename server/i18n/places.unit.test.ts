import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onLabelMiss, sportName, statusDescription } from './labels.ts';
import { categoryName, cityName, countryName, teamNamesPt } from './places.ts';

const misses: string[] = [];
beforeEach(() => {
  misses.length = 0;
  onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
});
afterEach(() => onLabelMiss(() => {}));

describe('countryName', () => {
  it.each([
    ['EN', 'Inglaterra'],
    ['SX', 'Escócia'],
    ['WA', 'País de Gales'],
    ['NX', 'Irlanda do Norte'],
    ['BR', 'Brasil'],
    ['br', 'Brasil'],
    ['DE', 'Alemanha'],
    ['CD', 'República Democrática do Congo'],
  ])('the feed code %s is %s', (alpha2, pt) => {
    expect(countryName({ alpha2, name: 'whatever the feed wrote' })).toBe(pt);
    expect(misses).toEqual([]);
  });

  it.each([
    ['England', 'Inglaterra'],
    ['Brazil', 'Brasil'],
    ['USA', 'Estados Unidos'],
    ['Türkiye', 'Turquia'],
    ['Italy', 'Itália'],
    ['United Arab Emirates', 'Emirados Árabes Unidos'],
  ])('the English name %s, with no code, is %s', (name, pt) => {
    expect(countryName({ name })).toBe(pt);
    expect(misses).toEqual([]);
  });

  it('shows an unknown country as the feed wrote it and counts the miss', () => {
    expect(countryName({ name: 'Atlantis' })).toBe('Atlantis');
    expect(countryName({ alpha2: 'QQ' })).toBe('QQ');
    expect(misses).toEqual(['country:Atlantis', 'country:QQ']);
  });
});

describe('categoryName', () => {
  it.each([
    [{ name: 'World' }, 'Mundo'],
    [{ name: 'Europe' }, 'Europa'],
    [{ name: 'International' }, 'Internacional'],
    [{ name: 'South America' }, 'América do Sul'],
    [{ name: 'North & Central America' }, 'América do Norte e Central'],
    [{ name: 'Africa' }, 'África'],
    [{ name: 'ITF Men' }, 'ITF Masculino'],
    [{ name: 'ATP' }, 'ATP'],
    [{ name: 'England', alpha2: 'EN' }, 'Inglaterra'],
    [{ name: 'Scotland', alpha2: 'SX' }, 'Escócia'],
    [{ name: 'Brazil' }, 'Brasil'],
    [{ name: 'USA', alpha2: 'US' }, 'Estados Unidos'],
    [{ name: 'Morocco Amateur', alpha2: 'MA' }, 'Marrocos Amador'],
    [{ name: 'Turkey Amateur', alpha2: 'TR' }, 'Turquia Amador'],
  ])('%j is %s', (category, pt) => {
    expect(categoryName(category)).toBe(pt);
    expect(misses).toEqual([]);
  });

  it('shows an unknown category as the feed wrote it and counts the miss', () => {
    expect(categoryName({ name: 'Narnia Cup League' })).toBe('Narnia Cup League');
    expect(misses).toEqual(['category:Narnia Cup League']);
  });
});

describe('cityName', () => {
  it('gives the Portuguese exonym of a city, in English or local spelling', () => {
    expect(
      ['London', 'Munich', 'München', 'Turin', 'Milano', 'Seville', 'New York', 'Berlin', 'Strasbourg'].map(
        cityName,
      ),
    ).toEqual([
      'Londres',
      'Munique',
      'Munique',
      'Turim',
      'Milão',
      'Sevilha',
      'Nova York',
      'Berlim',
      'Estrasburgo',
    ]);
  });

  it('keeps other cities as proper names, without counting a miss', () => {
    expect(cityName('Recife')).toBe('Recife');
    expect(cityName('Manchester')).toBe('Manchester');
    expect(misses).toEqual([]);
  });
});

describe('sport names beyond the site’s 17', () => {
  it('names the feed’s other sports and keeps a truly unknown slug, counting the miss', () => {
    expect(['snooker', 'aussie-rules', 'padel', 'rugby', 'american-football'].map(sportName)).toEqual([
      'Sinuca',
      'Futebol Australiano',
      'Padel',
      'Rúgbi',
      'Futebol Americano',
    ]);
    expect(misses).toEqual([]);
    expect(sportName('quidditch')).toBe('quidditch');
    expect(misses).toEqual(['sport:quidditch']);
  });
});

describe('status descriptions', () => {
  it('reads the statuses of the real feed and the simulator, counting the ones it cannot read by their words', () => {
    expect(statusDescription({ description: 'Started' })).toBe('Em andamento');
    expect(statusDescription({ description: 'Innings break' })).toBe('Intervalo entre entradas');
    expect(statusDescription({ description: '1st innings, home team' })).toBe('1ª entrada (mandante)');
    expect(statusDescription({ description: '3rd map' })).toBe('3º mapa');
    expect(misses).toEqual([]);
    // One nobody translated is read by its code or type, never passed through in English.
    expect(statusDescription({ description: 'Something new', type: 'inprogress' })).toBe('Em andamento');
    expect(misses).toEqual(['status:Something new']);
  });
});

describe('every status and sport the simulator writes has its pt-BR label', () => {
  it('reads each sport’s periods, breaks and end states, and names each sport, with no miss', async () => {
    const { SPORTS, NOT_STARTED, ENDED, POSTPONED, CANCELED } = await import('../sportsfeed/sports.ts');
    const { PENALTIES_STATUS, AFTER_PENALTIES } = await import('../sportsfeed/match/shootout.ts');
    const descriptions = new Set<string>(
      [NOT_STARTED, ENDED, POSTPONED, CANCELED, PENALTIES_STATUS, AFTER_PENALTIES].map((s) => s.description),
    );
    for (const sport of SPORTS) {
      sportName(sport.slug);
      for (let i = 0; i < sport.periods; i++) {
        descriptions.add(sport.status(i).description);
        if (i + 1 < sport.periods) descriptions.add(sport.breakStatus(i).description);
      }
    }
    const read = [...descriptions].map((d) => [d, statusDescription({ description: d })]);
    expect(misses).toEqual([]);
    // Read, not passed through: every description comes out in other words.
    expect(read.filter(([d, pt]) => d === pt)).toEqual([]);
  });
});

describe('status descriptions of the real feed across its sports', () => {
  it.each([
    '1st quarter',
    '4th quarter',
    'Pause',
    'Overtime',
    'Awaiting overtime',
    '3rd period',
    'Awaiting extra time',
    '1st extra',
    'Extra time halftime',
    'Awaiting penalties',
    'AET',
    'AP',
    'After overtime',
    '5th set',
    'Golden set',
    'Started',
    '2nd innings, away team',
    'Innings break',
    'Lunch',
    'Tea',
    'Stumps',
    '9th inning',
    'Extra innings',
    '2nd map',
    '3rd game',
    'Interrupted',
    'Retired',
    'Walkover',
    'Coverage canceled',
  ])('%s is read without a miss', (description) => {
    expect(statusDescription({ description: description })).not.toBe(description);
    expect(misses).toEqual([]);
  });
});

describe('teamNamesPt', () => {
  const side = (name: string, alpha2: string, country: string, shortName?: string) => ({
    id: 1,
    name,
    shortName,
    national: true,
    country: { alpha2, name: country },
  });

  it('names a national side by its country in pt-BR, with its age group, women’s or Olympic side', () => {
    expect(teamNamesPt(side('Egypt', 'EG', 'Egypt', 'Egypt'))).toMatchObject({
      name: 'Egito',
      shortName: 'Egito',
    });
    expect(teamNamesPt(side('Syria U23', 'SY', 'Syria'))).toMatchObject({ name: 'Síria Sub-23' });
    expect(teamNamesPt(side('Brazil Women', 'BR', 'Brazil')).name).toBe('Brasil Feminino');
    expect(teamNamesPt(side('Japan Olympic', 'JP', 'Japan')).name).toBe('Japão Olímpico');
    expect(teamNamesPt(side('England', 'EN', 'England')).name).toBe('Inglaterra');
  });

  it('gives the short form the sports press uses where the full name is long', () => {
    expect(teamNamesPt(side('DR Congo', 'CD', 'DR Congo', 'DR Congo'))).toMatchObject({
      name: 'República Democrática do Congo',
      shortName: 'RD Congo',
    });
    expect(teamNamesPt(side('USA', 'US', 'USA', 'USA')).shortName).toBe('EUA');
    // A short name the rule cannot read is the full name's short form, never English beside pt-BR.
    expect(teamNamesPt(side('Bosnia & Herzegovina', 'BA', 'Bosnia & Herzegovina', 'Bosnia'))).toMatchObject({
      name: 'Bósnia e Herzegovina',
      shortName: 'Bósnia',
    });
  });

  it('uses the names sport gives sides whose country is named otherwise', () => {
    expect(teamNamesPt(side('Chinese Taipei', 'TW', 'Chinese Taipei')).name).toBe('Taipé Chinês');
    expect(teamNamesPt(side('Great Britain', 'GB', 'Great Britain')).name).toBe('Grã-Bretanha');
    expect(teamNamesPt(side('Myanmar', 'MM', 'Myanmar')).name).toBe('Mianmar');
  });

  it('leaves clubs, players and sides whose name is not their country’s as the feed wrote them', () => {
    const club = {
      id: 2,
      name: 'Flamengo',
      shortName: 'Flamengo',
      national: false,
      country: { alpha2: 'BR', name: 'Brazil' },
    };
    expect(teamNamesPt(club)).toBe(club);
    const catalonia = side('Catalonia', 'ES', 'Spain');
    expect(teamNamesPt(catalonia)).toBe(catalonia);
    const player = { id: 3, name: 'Djokovic N.', country: { alpha2: 'RS', name: 'Serbia' } };
    expect(teamNamesPt(player)).toBe(player);
    const alreadyPt = side('Brasil', 'BR', 'Brasil');
    expect(teamNamesPt(alreadyPt).name).toBe('Brasil');
  });

  it('reads a club’s age group as the Brazilian press writes it (Sub-19), its name otherwise kept', () => {
    const youth = { id: 4, name: 'Real Betis U19', shortName: 'Betis U19', national: false };
    expect(teamNamesPt(youth)).toMatchObject({ name: 'Real Betis Sub-19', shortName: 'Betis Sub-19' });
    // A word that only starts like one is a name.
    const named = { id: 5, name: 'U2 Rangers U21', national: false };
    expect(teamNamesPt(named).name).toBe('U2 Rangers Sub-21');
    // A reserve side, as the age group: the club's name kept, the side in pt-BR.
    const reserves = {
      id: 6,
      name: 'Al Faisaly Amman Reserves',
      shortName: 'Al Faisaly Res.',
      national: false,
    };
    expect(teamNamesPt(reserves)).toMatchObject({
      name: 'Al Faisaly Amman Reservas',
      shortName: 'Al Faisaly Res.',
    });
  });
});
