import { describe, expect, it } from 'vitest';
import { betsVariables, filtersOf, searchOf } from './bet-filters.ts';

describe('bets page filters', () => {
  it('round-trips through the URL, leaving defaults out and unknown values as no filter', () => {
    const filters = filtersOf('?situacao=SETTLED&esporte=football&conta=QWNjb3VudDox&periodo=30');
    expect(filters).toEqual({ status: 'SETTLED', sport: 'football', account: 'QWNjb3VudDox', period: '30' });
    expect(searchOf(filters)).toBe('?situacao=SETTLED&esporte=football&conta=QWNjb3VudDox&periodo=30');
    expect(filtersOf('?situacao=bogus&esporte=%3Cscript%3E&periodo=365')).toEqual({
      status: 'all',
      sport: '',
      account: '',
      period: 'all',
    });
    expect(searchOf(filtersOf(''))).toBe('');
  });

  it('reads a sport or account the server would refuse as no filter, so the page never loses its viewer', () => {
    const account = (id: string) => filtersOf(`?conta=${encodeURIComponent(id)}`).account;
    expect(account(btoa('Account:7'))).toBe(btoa('Account:7'));
    expect(account(btoa('Account:2147483647'))).toBe(btoa('Account:2147483647'));
    for (const refused of [
      btoa('Bet:7'), // another type's id
      btoa('Account:0'),
      btoa('Account:2147483648'), // past any account's number
      '7', // a REST id: the page writes global ids
      'not base64!',
      btoa('Account:7') + '%',
    ])
      expect([refused, account(refused)]).toEqual([refused, '']);
    expect(filtersOf('?esporte=Futebol').sport).toBe('');
    expect(filtersOf('?esporte=ice-hockey').sport).toBe('ice-hockey');
    // A slug the select does not offer would filter on it while the select says Todos.
    expect(filtersOf('?esporte=futebol').sport).toBe('');
    expect(filtersOf('?esporte=tenis').sport).toBe('');
  });

  it('becomes User.bets arguments: a period starts on its first São Paulo day', () => {
    // 02:30 UTC on 10 March is still 9 March in São Paulo.
    const now = Date.parse('2026-03-10T02:30:00Z');
    expect(betsVariables(filtersOf('?periodo=7'), now)).toEqual({
      status: null,
      sport: null,
      accountId: null,
      from: '2026-03-03',
    });
    expect(betsVariables(filtersOf('?situacao=OPEN&esporte=tennis'), now)).toEqual({
      status: 'OPEN',
      sport: 'tennis',
      accountId: null,
      from: null,
    });
  });
});
