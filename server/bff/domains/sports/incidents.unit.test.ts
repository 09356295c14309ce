import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { decodeIncidents, type Incident } from '../../upstreams/sports/decode/incidents.ts';
import { shapeIncidents } from './incidents.ts';

const misses: string[] = [];
onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
afterEach(() => {
  misses.length = 0;
});

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

  it('reads a card’s reason whatever its capitals, and leaves out one it cannot read rather than show English', () => {
    const card = (reason: string) => ({ incidentType: 'card', incidentClass: 'yellow', reason, time: 10 });
    const reasons = [
      'Bench Card',
      'Dive',
      'UNSPORTING BEHAVIOUR',
      'Off the ball foul',
      'Argument',
      'Moon dance',
    ];
    const shaped = shapeIncidents(reasons.map(card), 'football');
    expect(shaped.map((i) => i.reasonPt)).toEqual([
      'Cartão no banco',
      'Simulação',
      'Conduta antidesportiva',
      'Falta sem bola',
      'Reclamação',
      null,
    ]);
    expect(misses).toEqual(['cardReason:Moon dance']);
  });

  it('names the coach of a card shown to a team’s manager, as SofaScore sends it', () => {
    const [card] = shapeIncidents(
      decodeIncidents({
        incidents: [
          {
            id: 5,
            incidentType: 'card',
            incidentClass: 'yellow',
            reason: 'Argument',
            time: 70,
            isHome: false,
            manager: { id: 794, name: 'Abel Ferreira', shortName: 'A. Ferreira', slug: 'abel-ferreira' },
          },
        ],
      }),
      'football',
    );
    expect(card).toMatchObject({ player: null, manager: { name: 'Abel Ferreira' }, reasonPt: 'Reclamação' });
  });

  it('marks a substitution forced by an injury, as SofaScore sends it, and no other incident', () => {
    const [forced, planned, card] = shapeIncidents(
      decodeIncidents({
        incidents: [
          {
            incidentType: 'substitution',
            time: 30,
            isHome: true,
            injury: true,
            playerIn: { name: 'Gabriel Menino' },
            playerOut: { name: 'Raphael Veiga' },
          },
          {
            incidentType: 'substitution',
            time: 60,
            isHome: true,
            playerIn: { name: 'Rony' },
            playerOut: { name: 'Dudu' },
          },
          { incidentType: 'card', incidentClass: 'yellow', time: 70, injury: true, player: { name: 'Zé' } },
        ],
      }),
      'football',
    );
    expect([forced.injury, planned.injury, card.injury]).toEqual([true, false, false]);
  });
});
