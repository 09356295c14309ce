// pt-BR names of the feed's incidents (the event's /incidents: goals, cards, substitutions, periods…), apart
// from pt-BR.ts because only the event page shows them. Data only; it imports only pt-BR.ts's numbered
// period. Looked up in the BFF with lookupLabel (labels.ts), so a code missing here is counted and shown in
// a readable form.

import { numberedPeriod } from './pt-BR.ts';

/** Incident types (incidentType). */
export const INCIDENT_TYPES: Readonly<Record<string, string>> = {
  goal: 'Gol',
  card: 'Cartão',
  substitution: 'Substituição',
  period: 'Período',
  injuryTime: 'Acréscimos',
  varDecision: 'VAR',
  penaltyShootout: 'Pênalti (disputa)',
  inGamePenalty: 'Pênalti',
  timeout: 'Pedido de tempo',
  drinkBreak: 'Parada para hidratação',
};

/**
 * A type with its class (`type.class`), when the class says more than the type: "Gol contra", "Cartão
 * amarelo", "Gol anulado pelo VAR".
 */
export const INCIDENT_CLASSES: Readonly<Record<string, string>> = {
  'goal.regular': 'Gol',
  'goal.penalty': 'Gol de pênalti',
  'goal.ownGoal': 'Gol contra',
  'card.yellow': 'Cartão amarelo',
  'card.yellowRed': 'Segundo amarelo',
  'card.red': 'Cartão vermelho',
  'substitution.regular': 'Substituição',
  'substitution.injury': 'Substituição por lesão',
  'varDecision.goalAwarded': 'Gol confirmado pelo VAR',
  'varDecision.goalNotAwarded': 'Gol anulado pelo VAR',
  'varDecision.penaltyAwarded': 'Pênalti marcado pelo VAR',
  'varDecision.penaltyNotAwarded': 'Pênalti revisado pelo VAR: não marcado',
  'varDecision.redCard': 'Cartão vermelho após revisão do VAR',
  'varDecision.cardUpgrade': 'Cartão aumentado pelo VAR',
  'varDecision.mistakenIdentity': 'VAR: troca de jogador punido',
  'penaltyShootout.scored': 'Pênalti convertido',
  'penaltyShootout.missed': 'Pênalti perdido',
  'penaltyShootout.saved': 'Pênalti defendido',
  'inGamePenalty.missed': 'Pênalti perdido',
  'inGamePenalty.saved': 'Pênalti defendido',
};

/**
 * A sport's own words for an incident, where they are not football's: keyed by type (`goal`, any class) or by
 * type and class (`goal.penalty`), the pair first, and looked up before INCIDENT_CLASSES / INCIDENT_TYPES. A
 * sport not here (ice hockey, handball, futsal…) scores goals as football does. The feed sends a baseball run
 * as a "goal", with a class drawn as football's (regular, penalty, own goal) that means nothing in baseball.
 */
export const SPORT_INCIDENT_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  baseball: { goal: 'Corrida' },
  basketball: {
    goal: 'Cesta',
    'goal.onePoint': 'Lance livre convertido',
    'goal.twoPoints': 'Cesta de 2',
    'goal.threePoints': 'Cesta de 3',
  },
  // Hockey's penalties come as cards, with the penalty's length as their class.
  'ice-hockey': {
    card: 'Penalidade',
    'card.minor': 'Penalidade menor (2 min)',
    'card.major': 'Penalidade maior (5 min)',
    'card.misconduct': 'Má conduta (10 min)',
  },
};

/** Sports where a score has no assist: an assist the feed sends with a baseball run is not shown. */
export const SPORTS_WITHOUT_ASSISTS: ReadonlySet<string> = new Set(['baseball']);

/** The text of a period incident: the period that ended. Numbered periods ("1", "2"…) are read apart. */
export const PERIOD_TEXTS: Readonly<Record<string, string>> = {
  HT: 'Intervalo',
  FT: 'Fim de jogo',
  ET: 'Prorrogação',
  OT: 'Fim da prorrogação',
  AET: 'Fim da prorrogação',
  PEN: 'Disputa de pênaltis',
  AP: 'Fim da disputa de pênaltis',
};

/**
 * A numbered period's end: "Fim do 1º quarto", "Fim da 2ª entrada" (the noun and its gender from
 * PERIOD_NOUNS in pt-BR.ts).
 */
export const periodEnded = (n: number, noun = 'período', feminine = false) =>
  feminine ? `Fim da ${n}ª ${noun}` : `Fim do ${n}º ${noun}`;

/**
 * A numbered period, where an incident's time is one rather than a minute (baseball's innings): "6ª entrada",
 * "2º set" (the noun and its gender from PERIOD_NOUNS in pt-BR.ts).
 */
export const periodOrdinal = (n: number, noun = 'período', feminine = false) =>
  numberedPeriod(n, noun, feminine);

/** What a sport's numbered periods are (a key of PERIOD_NOUNS); a sport not here has "períodos". */
export const PERIOD_KIND_OF_SPORT: Readonly<Record<string, string>> = {
  football: 'half',
  futsal: 'half',
  minifootball: 'half',
  handball: 'half',
  bandy: 'half',
  basketball: 'quarter',
  waterpolo: 'quarter',
  tennis: 'set',
  volleyball: 'set',
  badminton: 'set',
  'table-tennis': 'set',
  darts: 'set',
  baseball: 'inning',
  cricket: 'inning',
  esports: 'map',
};

/**
 * Why a card was shown (the incident's reason), keyed in lower case: the feed's capitals vary ("Bench Card",
 * "Bench card"). British and American spellings both, as the feed writes either.
 */
export const CARD_REASONS: Readonly<Record<string, string>> = {
  foul: 'Falta',
  'professional foul': 'Falta tática',
  'professional foul last man': 'Falta no último homem',
  'last man foul': 'Falta no último homem',
  'off the ball foul': 'Falta sem bola',
  'serious foul play': 'Jogo brusco grave',
  'dangerous play': 'Jogo perigoso',
  'violent conduct': 'Conduta violenta',
  fighting: 'Briga',
  spitting: 'Cuspida',
  argument: 'Reclamação',
  dissent: 'Reclamação',
  'time wasting': 'Cera',
  'delaying restart': 'Cera',
  'unsportsmanlike conduct': 'Conduta antidesportiva',
  'unsporting behaviour': 'Conduta antidesportiva',
  'unsporting behavior': 'Conduta antidesportiva',
  'unsportsmanlike behaviour': 'Conduta antidesportiva',
  'unsportsmanlike behavior': 'Conduta antidesportiva',
  'bad behaviour': 'Conduta antidesportiva',
  'bad behavior': 'Conduta antidesportiva',
  handball: 'Toque de mão',
  'hand ball': 'Toque de mão',
  simulation: 'Simulação',
  dive: 'Simulação',
  diving: 'Simulação',
  'entering field': 'Entrada em campo sem autorização',
  'leaving field': 'Saída de campo sem autorização',
  'entering the field': 'Entrada em campo sem autorização',
  'leaving the field': 'Saída de campo sem autorização',
  'excessive celebration': 'Comemoração excessiva',
  'removing shirt': 'Tirar a camisa na comemoração',
  encroachment: 'Invasão da área na cobrança',
  'bench card': 'Cartão no banco',
  'second yellow card': 'Segundo amarelo',
  other: 'Outro motivo',
};
