import { describe, expect, it } from 'vitest';
import { feedLabelsIn, properNamesIn, textProblems } from './pt-br-text.ts';

const rules = (english: string[] = [], properNames: string[] = [], portuguese: string[] = []) => ({
  english,
  portuguese,
  properNames,
});
const problemsOf = (full: string, leaves: string[] = [], r = rules()) =>
  textProblems({ full, leaves: leaves.length ? leaves : full.split('\n') }, r).map((p) => p.problem);

describe('what a Brazilian reader must not see', () => {
  it('passes a page written in pt-BR', () => {
    const page =
      "Flamengo 2 × 1 Palmeiras\n1º tempo 45+2'\nMais de 2,5 gols 1,85\n25/11/2026 19:30\nR$ 1.234,56\nNo intervalo";
    expect(problemsOf(page, [], rules(['No', 'Over', 'Full time']))).toEqual([]);
  });

  it.each([
    ['HOME 18,4% DRAW 22,5% AWAY', 'raw key'],
    ['Sem gols NO_GOAL', 'raw key (upper case with underscores)'],
    ['Público: undefined', 'placeholder'],
    ['Nota NaN', 'placeholder'],
    ['R$ 1,234.56', 'number in en-US format'],
    ['Odd 2.50', 'decimal with a point'],
    ['Início 12/25/2026', 'date in en-US format'],
    ['Início 2026-12-25', 'date in ISO format'],
    ['Início 7:30 PM', '12-hour clock'],
    ['Valor $12', 'money outside pt-BR'],
  ])('flags "%s" (%s)', (text, rule) => {
    expect(problemsOf(text).join('\n')).toContain(rule);
  });

  it("flags an English label as a phrase, and a short one only as an element's whole text", () => {
    const english = rules(['Full time', 'Both teams to score', 'Yes', 'England']);
    expect(problemsOf('Mercados\nFull time\n1,85', [], english)).toHaveLength(1);
    expect(problemsOf('País: England', [], english)).toHaveLength(1);
    expect(problemsOf('Yes', ['Yes'], english)).toHaveLength(1);
    // "Yes" inside a name-free sentence is not an element of its own; "Yesterday" is another word.
    expect(problemsOf('Yesterday', ['Yesterday'], english)).toEqual([]);
  });

  it("exempts an English label inside one of the catalogue's phrases, not elsewhere", () => {
    const r = rules(['Home'], [], ['Home runs', 'Eliminações por strike']);
    expect(problemsOf('Visão geral\n1 Home runs 0\nEliminações por strike 4', [], r)).toEqual([]);
    expect(problemsOf('Home runs 1\nHome 2', [], r)).toHaveLength(1);
  });

  it('exempts proper names and the words the pt-BR catalogue itself uses', () => {
    const r = rules(['England', 'Futsal', 'World'], ['England U21', 'World Tour Finals'], ['Futsal']);
    expect(problemsOf('England U21 × Brasil\nFutsal\nWorld Tour Finals', [], r)).toEqual([]);
  });
});

describe('reading the feed', () => {
  it('takes the names of teams, players, competitions and venues, not of countries or cities', () => {
    const body = {
      event: {
        homeTeam: { name: 'Flamengo', shortName: 'FLA', country: { name: 'Brazil' } },
        tournament: { name: 'Brasileirão', category: { name: 'Brazil' } },
        venue: { stadium: { name: 'Maracanã' }, city: { name: 'Rio de Janeiro' } },
      },
      home: { players: [{ player: { name: 'Pedro' }, position: 'F' }] },
    };
    expect(properNamesIn(body).sort()).toEqual(
      ['FLA', 'Flamengo', 'Maracanã', 'Brasileirão', 'Pedro'].sort(),
    );
  });

  it('takes the labels under the keys asked for', () => {
    const body = {
      statistics: [
        {
          period: 'ALL',
          groups: [{ groupName: 'Match overview', statisticsItems: [{ name: 'Ball possession' }] }],
        },
      ],
    };
    expect(feedLabelsIn(body, new Set(['groupName', 'name']))).toEqual(['Match overview', 'Ball possession']);
  });
});
