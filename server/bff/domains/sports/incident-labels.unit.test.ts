import { afterEach, describe, expect, it } from 'vitest';
import { onLabelMiss } from '../../../i18n/labels.ts';
import { createManualClock } from '../../../clock.ts';
import { createSportsFeedApp } from '../../../sportsfeed/app.ts';
import { SPORTS } from '../../../sportsfeed/sports.ts';
import { decodeEventList } from '../../upstreams/sports/decode/event.ts';
import { decodeIncidents } from '../../upstreams/sports/decode/incidents.ts';
import { incidentLabel, periodText } from './incident-labels.ts';

const misses: string[] = [];
onLabelMiss((kind, key) => misses.push(`${kind}:${key}`));
afterEach(() => void misses.splice(0));

describe('incident labels', () => {
  it('names an incident by its type and class in pt-BR', () => {
    expect(incidentLabel('goal', 'penalty')).toBe('Gol de pênalti');
    expect(incidentLabel('goal', 'ownGoal')).toBe('Gol contra');
    expect(incidentLabel('card', 'yellowRed')).toBe('Segundo amarelo');
    expect(incidentLabel('varDecision', 'goalNotAwarded')).toBe('Gol anulado pelo VAR');
    expect(incidentLabel('injuryTime', undefined)).toBe('Acréscimos');
    expect(misses).toEqual([]);
  });

  it('names an incident in its sport’s words: a baseball run is a "Corrida", whatever its class', () => {
    expect(incidentLabel('goal', 'regular', 'baseball')).toBe('Corrida');
    expect(incidentLabel('goal', 'penalty', 'baseball')).toBe('Corrida');
    expect(incidentLabel('goal', 'ownGoal', 'baseball')).toBe('Corrida');
    expect(incidentLabel('goal', undefined, 'baseball')).toBe('Corrida');
    // Football's labels as they were; sports that score goals keep them.
    expect(incidentLabel('goal', 'regular', 'football')).toBe('Gol');
    expect(incidentLabel('goal', 'penalty', 'football')).toBe('Gol de pênalti');
    expect(incidentLabel('goal', 'ownGoal', 'ice-hockey')).toBe('Gol contra');
    expect(incidentLabel('card', 'yellow', 'baseball')).toBe('Cartão amarelo');
    expect(incidentLabel('goal', 'penalty', 'constructor')).toBe('Gol de pênalti');
    // A basketball score is a basket; a hockey card is a penalty of its length.
    expect(incidentLabel('goal', 'threePoints', 'basketball')).toBe('Cesta de 3');
    expect(incidentLabel('goal', 'onePoint', 'basketball')).toBe('Lance livre convertido');
    expect(incidentLabel('card', 'minor', 'ice-hockey')).toBe('Penalidade menor (2 min)');
    expect(incidentLabel('card', 'gameMisconduct', 'ice-hockey')).toBe('Penalidade');
    expect(incidentLabel('timeout', undefined, 'basketball')).toBe('Pedido de tempo');
    expect(misses).toEqual([]);
  });

  it('shows the type of an unknown class and an unknown type readably, and counts both', () => {
    expect(incidentLabel('goal', 'scorpionKick')).toBe('Gol');
    expect(incidentLabel('weatherDelay', undefined)).toBe('Weather delay');
    expect(misses).toEqual(['incident:goal.scorpionKick', 'incident:weatherDelay']);
  });

  it('reads period texts', () => {
    expect(periodText('HT')).toBe('Intervalo');
    expect(periodText('FT')).toBe('Fim de jogo');
    expect(periodText('OT', 'ice-hockey')).toBe('Fim da prorrogação');
    expect(periodText('3')).toBe('Fim do 3º período');
    // In the sport's words.
    expect(periodText('3', 'basketball')).toBe('Fim do 3º quarto');
    expect(periodText('1', 'tennis')).toBe('Fim do 1º set');
    expect(periodText('1', 'cricket')).toBe('Fim da 1ª entrada');
    expect(periodText('2', 'ice-hockey')).toBe('Fim do 2º período');
  });
});

describe('simulated incidents, every sport', () => {
  const at = Date.parse('2025-03-10T23:00:00Z');
  const feed = createSportsFeedApp({ seed: 'incidents', clock: createManualClock(at) });
  const json = async (path: string) => (await feed.request(path)).json() as Promise<unknown>;

  it('have a pt-BR name for every type, class, period and card reason, and no sentinel left', async () => {
    let seen = 0;
    for (const sport of SPORTS) {
      const events = decodeEventList(await json(`/sport/${sport.slug}/scheduled-events/2025-03-10`));
      const played = events.filter((e) => e.status.type === 'finished' || e.status.type === 'inprogress');
      for (const event of played.slice(0, 4)) {
        const response = await feed.request(`/event/${event.id}/incidents`);
        if (response.status !== 200) continue;
        for (const incident of decodeIncidents(await response.json())) {
          seen++;
          const label = incidentLabel(incident.incidentType, incident.incidentClass, sport.slug);
          // Baseball scores runs, in innings: no football word, and the feed's time is the inning.
          if (sport.slug === 'baseball') {
            expect(label).not.toMatch(/Gol|Pênalti/);
            if (incident.time !== undefined) expect(incident.time).toBeLessThanOrEqual(sport.periods);
          }
          if (incident.incidentType === 'period' && incident.text) periodText(incident.text, sport.slug);
          if (incident.time !== undefined) expect(incident.time).toBeLessThanOrEqual(300);
          if (incident.addedTime !== undefined) expect(incident.addedTime).toBeLessThanOrEqual(30);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(misses).toEqual([]);
  });
});
