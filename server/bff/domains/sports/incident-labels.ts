import { lookupLabel, reportLabelMiss } from '../../../i18n/labels.ts';
import {
  CARD_REASONS,
  INCIDENT_CLASSES,
  INCIDENT_TYPES,
  PERIOD_KIND_OF_SPORT,
  PERIOD_TEXTS,
  SPORT_INCIDENT_LABELS,
  periodEnded,
} from '../../../i18n/incidents.ts';
import { PERIOD_NOUNS } from '../../../i18n/pt-BR.ts';

/**
 * The pt-BR name of an incident: its type with its class when the catalogue names the pair ("Gol contra"),
 * else its type ("Gol"). A pair the catalogue lacks is still counted as a miss, so a new class is seen and
 * named, while the reader gets the type's name meanwhile. A sport with words of its own for the incident
 * (SPORT_INCIDENT_LABELS: a baseball run is "Corrida") is named in them.
 */
export function incidentLabel(type: string, incidentClass: string | undefined, sport?: string): string {
  const own = sport && Object.hasOwn(SPORT_INCIDENT_LABELS, sport) ? SPORT_INCIDENT_LABELS[sport] : undefined;
  if (own) {
    const pair = incidentClass ? `${type}.${incidentClass}` : undefined;
    if (pair && Object.hasOwn(own, pair)) return own[pair];
    if (Object.hasOwn(own, type)) return own[type];
  }
  if (incidentClass) {
    const pair = `${type}.${incidentClass}`;
    if (Object.prototype.hasOwnProperty.call(INCIDENT_CLASSES, pair)) return INCIDENT_CLASSES[pair];
    // Counted as a miss; the type's name is shown meanwhile.
    lookupLabel('incident', INCIDENT_CLASSES, pair);
  }
  return lookupLabel('incident', INCIDENT_TYPES, type);
}

/**
 * A period incident's text: "HT" → "Intervalo"; a numbered period ("2") → its end in the sport's words
 * ("Fim do 2º quarto" in basketball, "Fim do 2º set" in tennis; "período" when the sport is not known).
 */
export function periodText(text: string, sport?: string): string {
  const n = /^\d{1,2}$/.test(text) ? Number(text) : null;
  if (n === null) return lookupLabel('period', PERIOD_TEXTS, text.toUpperCase());
  const kind = sport ? PERIOD_KIND_OF_SPORT[sport] : undefined;
  const noun = kind ? PERIOD_NOUNS[kind] : undefined;
  return noun ? periodEnded(n, noun[0], noun[1]) : periodEnded(n);
}

/**
 * pt-BR reason of a card ("Foul" → "Falta"), whatever its capitals ("Bench Card"). A reason the catalogue
 * lacks is counted as a miss and left out (null): the card still shows, without the feed's English.
 */
export function cardReasonPt(reason: string | undefined): string | null {
  if (!reason?.trim()) return null;
  const key = reason.trim().toLowerCase().replace(/\s+/g, ' ');
  if (Object.hasOwn(CARD_REASONS, key)) return CARD_REASONS[key];
  reportLabelMiss('cardReason', reason);
  return null;
}
