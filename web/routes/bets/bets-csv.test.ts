import { describe, expect, it } from 'vitest';
import { betsCsv } from './bets-csv.ts';

const single = {
  createdAt: '2026-03-01T15:30:00Z',
  settledAt: '2026-03-01T17:30:00Z',
  status: 'WON',
  stake: '25.5',
  odds: '1.8500',
  payout: '47.17',
  profit: '21.67',
  account: { name: 'Conta; principal', bettingHouse: { name: 'Bet365' } },
  legs: [
    {
      sport: 'football',
      league: 'Brasileirão Série A',
      eventName: 'Flamengo vs Palmeiras',
      marketName: 'Match goals',
      line: '2.5',
      choice: 'Over',
      odds: '1.8500',
      closingOdds: '1.7',
    },
  ],
};

describe('bets CSV', () => {
  it('writes one line per bet in pt-BR: semicolons, decimal commas, São Paulo dates, quoted cells', () => {
    const lines = betsCsv([single]).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFData;Conta;Casa;Esporte;Campeonato;Evento;Mercado;Escolha;Odds;Odds das seleções;Odds de fechamento;' +
        'Valor apostado;Situação;Retorno;Lucro;Liquidada em',
    );
    expect(lines[1]).toBe(
      '01/03/2026 12:30;"Conta; principal";Bet365;Futebol;Brasileirão Série A;Flamengo × Palmeiras;' +
        'Total de gols (2,5);Mais de 2,5;1,85;1,85;1,70;25,50;Ganha;47,17;21,67;01/03/2026 14:30',
    );
    expect(lines[2]).toBe('');
  });

  it('writes text a spreadsheet would run as a formula as text, and keeps negative numbers numbers', () => {
    const line = betsCsv([
      {
        ...single,
        status: 'LOST',
        payout: '0',
        profit: '-25.5',
        account: { name: '=HYPERLINK("http://x.example","ok")', bettingHouse: { name: '@Casa' } },
        // Names that look like figures: a spreadsheet computes `-10/10` and reads `+55 11 9999` as a sum.
        legs: [{ ...single.legs[0], league: '-10/10', eventName: '+55 11 9999\t' }],
      },
    ]).split('\r\n')[1];
    const cells = line.split(';');
    expect(cells[1]).toBe(`"'=HYPERLINK(""http://x.example"",""ok"")"`);
    expect(cells[2]).toBe("'@Casa");
    expect(cells[4]).toBe("'-10/10");
    expect(cells[5]).toBe("'+55 11 9999\t");
    expect(cells[14]).toBe('-25,50');
  });

  it('joins a multiple’s legs on its line, their odds and closing odds too, and leaves an open bet’s result empty', () => {
    const multiple = {
      ...single,
      status: 'OPEN',
      settledAt: null,
      payout: null,
      profit: null,
      odds: '3.885',
      legs: [
        {
          ...single.legs[0],
          marketName: 'Full time',
          line: null,
          choice: '1',
          odds: '2.1',
          closingOdds: null,
        },
        {
          sport: 'football',
          league: 'Brasileirão Série A',
          eventName: 'Santos vs Grêmio',
          marketName: 'Full time',
          line: null,
          choice: 'X',
          odds: '1.85',
          closingOdds: '1.7273',
        },
      ],
    };
    const line = betsCsv([multiple]).split('\r\n')[1];
    expect(line).toBe(
      '01/03/2026 12:30;"Conta; principal";Bet365;Futebol + Futebol;Brasileirão Série A + Brasileirão Série A;' +
        'Flamengo × Palmeiras + Santos × Grêmio;Resultado final + Resultado final;Flamengo + Empate;' +
        '3,885;2,10 + 1,85;– + 1,7273;25,50;Em aberto;;;',
    );
  });
});
