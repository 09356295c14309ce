import { describe, expect, it } from 'vitest';
import { legNames } from './leg-names.ts';

describe('a recorded leg in pt-BR', () => {
  it('names the event, the market with its line and the choice as the Odds tab does', () => {
    expect(
      legNames({ eventName: 'Flamengo vs Palmeiras', marketName: 'Full time', line: null, choice: '1' }),
    ).toEqual({ event: 'Flamengo × Palmeiras', market: 'Resultado final', choice: 'Flamengo' });
    expect(
      legNames({
        eventName: 'Flamengo vs Palmeiras',
        marketName: 'Match goals',
        line: '2.5',
        choice: 'Over',
      }),
    ).toEqual({ event: 'Flamengo × Palmeiras', market: 'Total de gols (2,5)', choice: 'Mais de 2,5' });
    expect(
      legNames({ eventName: 'Flamengo vs Palmeiras', marketName: 'Double chance', line: null, choice: 'X2' }),
    ).toEqual({ event: 'Flamengo × Palmeiras', market: 'Dupla chance', choice: 'Empate ou Palmeiras' });
  });
});
