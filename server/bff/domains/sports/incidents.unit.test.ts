import { describe, expect, it } from 'vitest';
import type { Incident } from '../../upstreams/sports/decode/incidents.ts';
import { shapeIncidents } from './incidents.ts';

describe('incidents as answered', () => {
  it("reads a period's end in the event's sport, the page's and the live subscription's alike", () => {
    const decoded = [
      { incidentType: 'period', text: '1' },
      { incidentType: 'card', incidentClass: 'yellow', reason: 'Foul', time: 30 },
    ] as Incident[];
    const basketball = shapeIncidents(decoded, 'basketball');
    expect(basketball[0]).toMatchObject({ type: 'PERIOD', textPt: 'Fim do 1º quarto', player: null });
    expect(basketball[1]).toMatchObject({ label: 'Cartão amarelo', reasonPt: 'Falta', time: 30 });
    // Without a sport (an event the feed no longer knows) the words are the general ones.
    expect(shapeIncidents(decoded, undefined)[0].textPt).toBe('Fim do 1º período');
    expect(shapeIncidents(decoded, 'basketball')).toBe(basketball);
  });
});
