// The web app's words for the bets screens (see screens/frame.ts). Data only; it imports nothing but a type.
import type { DayLineSummary } from '../pt-BR.ts';

/** Registrar aposta, the bet slip (acumulada), open bets on the dashboard and the bets page (/bets). */
export const BETS_LABELS = {
  title: 'Minhas apostas',
  // The page's <meta name="description">, here rather than in PAGE_META: frame.ts loads with every page.
  description: 'Suas apostas: histórico, resultados, ROI, taxa de acerto e lucro ao longo do tempo.',
  loadFailed: 'Erro ao buscar apostas',
  // Registrar aposta
  record: 'Registrar aposta',
  recordOf: (choice: string, market: string, odds: string) =>
    `Registrar aposta em ${choice} (${market}) a ${odds}`,
  recordMultiple: 'Registrar acumulada',
  recordNew: 'Nova aposta',
  account: 'Conta (casa de apostas)',
  choose: 'Selecione...',
  noActiveAccounts: 'Você não tem contas ativas. Crie uma conta na sua banca antes de registrar apostas.',
  goToBankroll: 'Ir para a banca',
  signInToBet: 'Entre na sua conta para registrar apostas.',
  signIn: 'Entrar',
  selections: 'Seleções',
  event: 'Evento',
  market: 'Mercado',
  choice: 'Escolha',
  odds: 'Odds',
  oddsOf: (choice: string) => `Odds de ${choice}`,
  oddsHint: 'Decimal, com vírgula (ex.: 1,85).',
  combinedOdds: 'Odds combinadas:',
  stake: 'Valor apostado',
  // As the withdraw dialog's "Disponível para saque": the dashboard's Disponível card adds what is in bets.
  availableIs: 'Disponível para apostar:',
  potentialReturnIs: 'Retorno possível:',
  recorded: (stake: string, account: string) => `Aposta de ${stake} registrada em ${account}.`,
  recordFailed: 'Não foi possível registrar a aposta.',
  stakePositive: 'Informe um valor apostado maior que zero.',
  stakeAboveAvailable: (available: string) => `O valor passa do disponível na conta (${available}).`,
  oddsInvalid: 'Informe odds decimais maiores que 1,00, até 1.000,00, com até quatro casas (ex.: 1,85).',
  chooseAccount: 'Escolha a conta da aposta.',
  removeLeg: (event: string) => `Remover ${event} da aposta`,
  // The bet slip
  // "Acumulada" only once it holds two or more selections: the count beside it says how many.
  slip: 'Cupom de apostas',
  slipCount: (n: number) => (n === 1 ? '1 seleção' : `${n} seleções`),
  /** The slip's list of choices folded away or shown again (its count and actions stay). */
  hideSlipLegs: 'Ocultar seleções',
  showSlipLegs: 'Mostrar seleções',
  addToSlip: (choice: string, market: string) => `Adicionar ${choice}, ${market} ao cupom`,
  inSlip: 'No cupom',
  inSlipOf: (choice: string, market: string) => `${choice}, ${market}: no cupom (adicionar de novo)`,
  addToSlipShort: 'Adicionar ao cupom',
  noOpenEvents: 'Nenhum evento deste esporte aberto a apostas hoje.',
  noMarkets: 'Este evento não tem odds abertas a apostas agora.',
  chooseEvent: 'Escolha o evento.',
  chooseChoice: 'Escolha o mercado e a opção.',
  inPlay: 'ao vivo',
  // The noun first: a choice's own name ("Não", "Empate") before "adicionada" read as a negation or in the
  // wrong gender.
  addedToSlip: (choice: string) => `Seleção adicionada ao cupom: ${choice}.`,
  removedFromSlip: (choice: string) => `Seleção removida do cupom: ${choice}.`,
  slipCleared: 'Cupom limpo.',
  slipSameEvent: 'O cupom já tem uma seleção deste evento; ela foi trocada por esta.',
  clearSlip: 'Limpar cupom',
  // A choice's price now, against the one it had when it went into the slip (the feed's, refreshed).
  oddsChanged: (from: string, to: string) => `A odd mudou: ${from} → ${to}`,
  /** A live price moved just before the bet was submitted: it is not sent at a price the user did not see. */
  oddsJustMoved: 'A odd acabou de mudar. Confira o valor e registre de novo.',
  marketSuspended: 'Mercado suspenso: sem odd para apostar agora.',
  choiceClosed: 'Esta seleção não está mais aberta a apostas.',
  // The bets page
  eventHint: 'Para registrar uma aposta, abra o evento na agenda e escolha a odd: a aposta vem preenchida.',
  goToSchedule: 'Ir para a agenda',
  // Lists
  history: 'Histórico de apostas',
  openBets: 'Apostas em aberto',
  noOpenBets: 'Nenhuma aposta em aberto.',
  noBets: 'Nenhuma aposta encontrada',
  /** What the filters now show, said when one changes (web/format/count.ts writes the number). */
  betsShown: { none: 'Nenhuma aposta', one: '1 aposta', many: (count: string) => `${count} apostas` },
  /** Instead of Liquidar or Reabrir, on a bet of a hidden account. */
  accountInactive: 'Conta inativa: reative-a para alterar esta aposta.',
  loadMore: 'Carregar mais',
  date: 'Data',
  bet: 'Aposta',
  house: 'Casa',
  status: 'Situação',
  returnLabel: 'Retorno',
  potentialReturn: 'Retorno possível',
  profit: 'Lucro',
  actions: 'Ações',
  multiple: (n: number) => `Acumulada (${n} seleções)`,
  legOf: (event: string, market: string, choice: string) => `${event} — ${market}: ${choice}`,
  statuses: {
    OPEN: 'Em aberto',
    WON: 'Ganha',
    LOST: 'Perdida',
    REFUNDED: 'Devolvida',
    HALF_WON: 'Meio ganha',
    HALF_LOST: 'Meio perdida',
    CASHED_OUT: 'Cash-out',
  },
  legResults: {
    OPEN: 'Em aberto',
    WON: 'Ganhou',
    LOST: 'Perdeu',
    VOID: 'Anulada',
    HALF_WON: 'Meio ganhou',
    HALF_LOST: 'Meio perdeu',
  },
  live: {
    winning: 'Ganhando',
    losing: 'Perdendo',
    level: 'Empatando',
    notStarted: 'Não iniciado',
  },
  chanceNow: (chance: string) => `Chance agora: ${chance}`,
  liveScore: 'Placar ao vivo',
  // Filters
  filters: 'Filtros',
  filterStatus: 'Situação',
  filterSport: 'Esporte',
  filterHouse: 'Casa',
  /** The account filter's group of hidden accounts (the bankroll's Contas inativas). */
  inactiveAccounts: 'Contas inativas',
  /** The account filter of an address naming no account of the user's (another's, or one reset away). */
  unknownAccount: 'Conta não encontrada',
  filterPeriod: 'Período',
  all: 'Todas',
  allSports: 'Todos',
  periods: { all: 'Todo o período', '7': 'Últimos 7 dias', '30': 'Últimos 30 dias', '90': 'Últimos 90 dias' },
  settledFilter: 'Liquidadas',
  // Settling by hand
  settle: 'Liquidar',
  settleOf: (bet: string) => `Liquidar ${bet}`,
  settleTitle: 'Liquidar aposta',
  result: 'Resultado',
  chooseResult: 'Escolha o resultado da aposta.',
  results: {
    WON: 'Ganha',
    LOST: 'Perdida',
    REFUNDED: 'Devolvida',
    HALF_WON: 'Meio ganha',
    HALF_LOST: 'Meio perdida',
    CASH_OUT: 'Cash-out (valor pago pela casa)',
  },
  cashOutAmount: 'Valor do cash-out',
  cashOutAbove: (max: string) => `O cash-out não pode passar do retorno possível (${max}).`,
  settled: (status: string) => `Aposta liquidada: ${status}.`,
  settleFailed: 'Não foi possível liquidar a aposta.',
  /** The bet was settled while its Liquidar dialog was open (another device, the settlement worker). */
  settledElsewhere: (status: string) =>
    `Esta aposta acaba de ser liquidada${status && ` (${status})`}, em outro aparelho ou pelo resultado do jogo.`,
  /** The bet was reopened while its Reabrir dialog was open (another device). */
  reopenedElsewhere: 'Esta aposta acaba de ser reaberta em outro aparelho.',
  reopen: 'Reabrir',
  reopenOf: (bet: string) => `Reabrir ${bet}`,
  reopenTitle: 'Reabrir aposta',
  /** `account` is '' for a bet whose account is gone. */
  reopenMoney: (payout: string, account: string, stake: string) =>
    `O retorno de ${payout} sai do saldo disponível${account && ` de ${account}`} e o valor apostado, ${stake}, volta para Em Apostas.`,
  reopenStake: (stake: string, account: string) =>
    `O valor apostado, ${stake}, volta para Em Apostas${account && ` de ${account}`}.`,
  reopenSettleAgain: 'A aposta volta a ficar em aberto, para você liquidá-la de novo.',
  /** A bet the settlement worker graded: once reopened it is marked manual and the worker leaves it alone. */
  reopenByHandFromNow:
    'A aposta volta a ficar em aberto e não será mais liquidada pelos resultados dos jogos: você a liquida à mão.',
  reopened: 'Aposta reaberta: o valor voltou para Em Apostas.',
  reopenFailed: 'Não foi possível reabrir a aposta.',
  /** After a settled bet's result ("Cash-out", "Perdida") when the user settled it, not the feed. */
  byHand: '(liquidação manual)',
  // Statistics
  summary: 'Resumo das apostas',
  roi: 'ROI das apostas',
  roiHint: 'Lucro das apostas liquidadas ÷ total apostado nelas (não é o Rendimento da conta).',
  hitRate: 'Taxa de acerto',
  averageOdds: 'Odds médias',
  averageOddsHint: 'De todas as apostas, em aberto ou liquidadas.',
  settledOnlyHint: 'Só as apostas liquidadas: as em aberto ainda não têm resultado.',
  staked: 'Total apostado',
  settledCount: 'Liquidadas',
  clv: 'Valor de fechamento (CLV)',
  clvHint: 'Odds tomadas ÷ odds de fechamento − 1, na média das seleções com fechamento conhecido.',
  groups: { sport: 'Esporte', league: 'Campeonato', house: 'Casa', market: 'Mercado' },
  groupBy: 'Agrupar por',
  count: 'Apostas',
  chartTitle: 'Lucro acumulado',
  // Bets all settled on one day: that day once, not "de 28/11/2026 a 28/11/2026".
  chart: (c: DayLineSummary) =>
    c.from === c.to
      ? `Lucro acumulado das apostas em ${c.from}: fim ${c.last}, mínimo ${c.low}, máximo ${c.high}`
      : `Lucro acumulado das apostas de ${c.from} a ${c.to}: fim ${c.last}, ` +
        `mínimo ${c.low} em ${c.lowDay}, máximo ${c.high} em ${c.highDay}`,
  noChart: 'O gráfico aparece quando houver apostas liquidadas.',
  // Export
  export: 'Exportar CSV',
  exporting: 'Exportando...',
  exportFailed: 'Erro ao exportar as apostas.',
  csvFile: 'apostas.csv',
  csv: {
    date: 'Data',
    account: 'Conta',
    house: 'Casa',
    sport: 'Esporte',
    league: 'Campeonato',
    event: 'Evento',
    market: 'Mercado',
    choice: 'Escolha',
    odds: 'Odds',
    legOdds: 'Odds das seleções',
    closingOdds: 'Odds de fechamento',
    stake: 'Valor apostado',
    status: 'Situação',
    payout: 'Retorno',
    profit: 'Lucro',
    settledAt: 'Liquidada em',
  },
} as const;
