// The web app's words for one screen (see screens/frame.ts). Data only; it imports nothing but a type.
import type { DayLineSummary } from '../pt-BR.ts';

/** The statement of an account (SPEC §2, §3, §4). */
export const STATEMENT_LABELS = {
  backToBankroll: '← Voltar para a banca',
  // SPEC's Disponível here is not the dashboard's card (which adds what is in bets): what each column sums.
  columnsHint: 'Disponível: dinheiro livre na casa, fora das apostas. Saldo: Disponível + Em Apostas.',
  loadFailed: 'Erro ao buscar extrato de contas',
  date: 'Data',
  direction: 'Direção',
  dailyVariation: 'Variação diária',
  transaction: 'Transação',
  lines: 'Movimentações',
  empty: 'Nenhuma movimentação encontrada',
  loading: 'Carregando extrato...',
  exporting: 'Exportando...',
  export: 'Exportar CSV',
  exportFailed: 'Erro ao exportar o extrato.',
  loadMore: 'Carregar mais',
  deposit: 'Depósito',
  withdraw: 'Retirada',
  balanceUpdate: 'Variação de saldo',
  betPlaced: 'Aposta registrada',
  betWon: 'Aposta ganha',
  betHalfWon: 'Aposta meio ganha',
  betLost: 'Aposta perdida',
  betHalfLost: 'Aposta meio perdida',
  betRefunded: 'Aposta devolvida',
  cashOut: 'Cash-out',
  betReopened: 'Aposta reaberta',
  up: 'Variação positiva',
  down: 'Variação negativa',
  flat: 'Sem variação',
  // Entries all of one day: that day once, not "de 28/11/2026 a 28/11/2026".
  chart: (c: DayLineSummary) =>
    c.from === c.to
      ? `Saldo total em ${c.from}: início ${c.first}, fim ${c.last}, mínimo ${c.low}, máximo ${c.high}`
      : `Saldo total de ${c.from} a ${c.to}: início ${c.first}, fim ${c.last}, ` +
        `mínimo ${c.low} em ${c.lowDay}, máximo ${c.high} em ${c.highDay}`,
} as const;
