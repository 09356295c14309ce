import { NOT_AVAILABLE } from '../../server/i18n/pt-BR.ts';

/**
 * pt-BR names for an event's match statistics (the feed's /statistics: periods → groups → items, named in
 * English). Names no table knows are shown as they come: a new statistic is better shown in English than
 * hidden.
 */

const GROUP_NAMES: ReadonlyMap<string, string> = new Map([
  ['Match overview', 'Visão geral'],
  ['Shots', 'Finalizações'],
  ['Attack', 'Ataque'],
  ['Passes', 'Passes'],
  ['Duels', 'Duelos'],
  ['Defending', 'Defesa'],
  ['Goalkeeping', 'Goleiro'],
  ['Scoring', 'Pontuação'],
  ['Service', 'Saque'],
  ['Return', 'Devolução'],
  ['Points', 'Pontos'],
  ['Other', 'Outros'],
]);

const ITEM_NAMES: ReadonlyMap<string, string> = new Map([
  ['Ball possession', 'Posse de bola'],
  ['Expected goals', 'Gols esperados (xG)'],
  ['Big chances', 'Grandes chances'],
  ['Big chances scored', 'Grandes chances convertidas'],
  ['Big chances missed', 'Grandes chances perdidas'],
  ['Total shots', 'Finalizações'],
  ['Shots on target', 'Finalizações no alvo'],
  ['Shots off target', 'Finalizações para fora'],
  ['Blocked shots', 'Finalizações bloqueadas'],
  ['Hit woodwork', 'Bolas na trave'],
  ['Shots inside box', 'Finalizações de dentro da área'],
  ['Shots outside box', 'Finalizações de fora da área'],
  ['Goalkeeper saves', 'Defesas do goleiro'],
  ['Corner kicks', 'Escanteios'],
  ['Fouls', 'Faltas'],
  ['Free kicks', 'Tiros livres'],
  ['Yellow cards', 'Cartões amarelos'],
  ['Red cards', 'Cartões vermelhos'],
  ['Offsides', 'Impedimentos'],
  ['Passes', 'Passes'],
  ['Accurate passes', 'Passes certos'],
  ['Long balls', 'Lançamentos'],
  ['Crosses', 'Cruzamentos'],
  ['Throw-ins', 'Laterais'],
  ['Goal kicks', 'Tiros de meta'],
  ['Final third entries', 'Entradas no terço final'],
  ['Final third phase', 'Posse no terço final'],
  ['Touches in penalty area', 'Toques na área adversária'],
  ['Fouled in final third', 'Faltas sofridas no terço final'],
  ['Tackles', 'Desarmes'],
  ['Total tackles', 'Desarmes'],
  ['Tackles won', 'Desarmes certos'],
  ['Interceptions', 'Interceptações'],
  ['Recoveries', 'Bolas recuperadas'],
  ['Clearances', 'Cortes'],
  ['Errors lead to a shot', 'Erros que resultaram em finalização'],
  ['Errors lead to a goal', 'Erros que resultaram em gol'],
  ['Duels', 'Duelos ganhos'],
  ['Dispossessed', 'Perdas de posse'],
  ['Ground duels', 'Duelos no chão'],
  ['Aerial duels', 'Duelos aéreos'],
  ['Dribbles', 'Dribles'],
  ['Total saves', 'Defesas'],
  ['Big saves', 'Defesas difíceis'],
  ['High claims', 'Saídas pelo alto'],
  ['Punches', 'Socos'],
  ['Free throws', 'Lances livres'],
  ['2 pointers', 'Arremessos de 2 pontos'],
  ['3 pointers', 'Arremessos de 3 pontos'],
  ['Rebounds', 'Rebotes'],
  ['Assists', 'Assistências'],
  ['Turnovers', 'Perdas de bola'],
  ['Steals', 'Roubos de bola'],
  ['Blocks', 'Tocos'],
  ['Aces', 'Aces'],
  ['Double faults', 'Duplas faltas'],
  ['Break points saved', 'Break points salvos'],
  ['Total points won', 'Pontos ganhos'],
  ['Timeouts', 'Pedidos de tempo'],
]);

const PERIOD_NAMES: ReadonlyMap<string, string> = new Map([
  ['ALL', 'Partida'],
  ['1ST', '1º tempo'],
  ['2ND', '2º tempo'],
]);

export function matchStatGroupName(name: string): string {
  return GROUP_NAMES.get(name) ?? name;
}

export function matchStatItemName(name: string): string {
  return ITEM_NAMES.get(name) ?? name;
}

export function matchStatPeriodName(period: string): string {
  return PERIOD_NAMES.get(period) ?? period;
}

/** The feed's display value with pt-BR decimals ("1.35" → "1,35"; "9/12 (75%)" stays); null → "N/A". */
export function formatMatchStatValue(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return NOT_AVAILABLE;
  return value.replace(/(\d)\.(\d)/g, '$1,$2');
}
