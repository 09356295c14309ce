/**
 * Every pt-BR text the site shows a person, in this folder: here MESSAGES (the Banca API's refusals, the
 * BFF's user errors, the web app's messages), MAIL and the names of the feed's codes (looked up through
 * labels.ts); the web app's words per screen in screens/ and the names of the feed's statistics in
 * statistics.ts, apart so that a page downloads only its own. Texts that SPEC §2, §5, §8 and §9 write are
 * copied exactly (tests assert them).
 *
 * The web bundle imports these files as well as the server, so they hold data only and import nothing.
 * Keys are stable codes: code reads `MESSAGES.fillAll` or `EVENT_LABELS.tabs.odds`, never the text, so a
 * wording change is one edit and a missing key fails type checking (and pt-BR.test.ts) instead of showing a
 * key to a user; pt-BR.test.ts also fails when a message or a label is written out elsewhere.
 */

/** Messages: refusals, failures and confirmations. Parametrised ones are functions of their values. */
export const MESSAGES = {
  // Requests (Banca API)
  invalidBody: 'Corpo da requisição inválido.',
  invalidQuery: 'Parâmetros da requisição inválidos.',
  bodyTooLarge: (kb: number) => `Corpo da requisição muito grande (máximo de ${kb} KB).`,
  unsupportedType: 'Tipo de conteúdo não suportado. Envie application/json.',
  unsupportedTypeForm:
    'Tipo de conteúdo não suportado. Envie application/json ou application/x-www-form-urlencoded.',
  tooManyRequests: 'Muitas requisições. Aguarde um momento e tente novamente.',
  connectionsPerAddress: (max: number) =>
    `Limite de ${max} conexões abertas por endereço atingido. Feche algumas e tente novamente.`,
  idMismatch: 'O id do corpo não confere com o da URL.',
  idempotencyReused: 'Esta chave de idempotência já foi usada em outra requisição.',
  idempotencyInvalid: 'Cabeçalho Idempotency-Key inválido: use de 1 a 200 caracteres visíveis.',
  notFound: 'Não encontrado',
  methodNotAllowed: (method: string, allowed: string) =>
    `O método ${method} não é aceito neste endereço. Métodos aceitos: ${allowed}.`,
  fieldRequired: 'Campo obrigatório.',
  invalidValue: 'Valor inválido.',
  invalidData: 'Dados inválidos.',
  textTooLong: (max: number) => `Valor muito longo (máximo de ${max} caracteres).`,
  textMax: (max: number) => `Máximo de ${max} caracteres.`,
  invalidCharactersField: (field: string) => `O campo ${field} contém caracteres inválidos.`,
  invalidCharactersParam: (name: string) => `O parâmetro ${name} contém caracteres inválidos.`,
  nameMax: 'O nome deve ter no máximo 100 caracteres.',
  blogPageInvalid: 'O parâmetro page deve ser um número inteiro a partir de 1.',
  blogPerPageInvalid: 'O parâmetro per_page deve ser um número inteiro entre 1 e 50.',
  blogCursorWithPage: 'Use page ou cursor, não os dois: o cursor já diz de onde a página começa.',
  blogInvalidCursor: 'Cursor de paginação inválido. Recarregue a lista de posts desde o início.',
  // The server answers while it is still starting.
  startingUp: 'Iniciando, tente novamente.',
  // SPEC §8: the one text for anything unexpected.
  internal: 'Ocorreu um erro. Tente novamente.',

  // Session and sign-in (SPEC §5, §6, §8)
  noToken: 'Token de autenticação não encontrado.',
  sessionExpired: 'Sessão expirada. Entre novamente.',
  fillAll: 'Por favor, preencha todos os campos',
  /** Esqueceu a senha? has one field: "todos os campos" would name fields it does not have. */
  emailMissing: 'Por favor, informe seu e-mail',
  invalidEmail: 'Por favor, insira um e-mail válido',
  passwordsDiffer: 'As senhas não coincidem',
  signupPasswordMin: 'A senha deve ter no mínimo 8 caracteres',
  passwordMin: 'A senha deve ter no mínimo 6 caracteres',
  passwordMax: 'A senha deve ter no máximo 128 caracteres',
  badCredentials: 'Usuário ou senha incorretos',
  loginFailed: 'Erro ao fazer login. Tente novamente.',
  signupFailed: 'Erro ao criar conta. Tente novamente.',
  emailTaken: 'Este e-mail já está cadastrado.',
  loginWait: (wait: string) => `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`,
  passwordWait: (wait: string) =>
    `Muitas tentativas com a senha incorreta. Aguarde ${wait} e tente novamente.`,
  signupWait: (wait: string) =>
    `Muitos cadastros feitos a partir desta rede. Aguarde ${wait} e tente novamente.`,
  forgotWait: (wait: string) => `Muitas solicitações. Aguarde ${wait} e tente novamente.`,
  forgotFailed: 'Erro ao enviar o link.',
  forgotSent: 'Link enviado com sucesso. Verifique seu e-mail.',
  resetInvalid: 'Link de redefinição inválido ou expirado.',
  resetPasswordFailed: 'Erro ao redefinir senha.',
  resetPasswordDone: 'Senha redefinida com sucesso. Entre com a nova senha.',
  /** On the login page after a password changed in the profile, which ends every session. */
  passwordChanged: 'Senha alterada com sucesso. Entre com a nova senha.',

  // Profile, reset and deletion (SPEC §5, §8)
  askPassword: 'Por favor, insira sua senha.',
  wrongPassword: 'Senha incorreta.',
  updateUserFailed: 'Erro ao atualizar usuário',
  resetAccountsDone: 'Contas resetadas com sucesso!',
  resetAccountsFailed: 'Erro ao resetar contas. Tente novamente.',
  deleteUserDone: 'Contas Excluída com sucesso!',
  deleteUserFailed: 'Erro ao excluir sua conta. Tente novamente.',
  userDeleted: 'Conta excluída com sucesso.',

  // Bankroll (SPEC §5, §8)
  accountNotFound: 'Conta não encontrada',
  accountInactive: 'Esta conta está inativa. Reative-a para movimentá-la.',
  nameRequired: 'O campo Nome é obrigatório.',
  betRequired: 'Selecione uma casa de apostas.',
  // An id input sent empty (a field of an integrator's form left blank).
  accountIdRequired: 'Informe a conta.',
  betIdRequired: 'Informe a aposta.',
  eventIdRequired: 'Informe o evento.',
  accountNameTaken: 'Já existe uma conta com este nome.',
  accountNameTakenInactive: 'Já existe uma conta com este nome entre as Contas Inativas.',
  insufficient: 'Saldo disponível insuficiente para a retirada.',
  balanceChanged: 'O saldo da conta mudou. Atualize a página e tente novamente.',
  moneyMissing: 'Informe o valor.',
  moneyInvalid: 'Informe um valor numérico com ponto decimal (ex.: 10.50).',
  moneyDecimals: 'Use no máximo duas casas decimais.',
  moneyPositive: 'O valor deve ser maior que zero.',
  moneyNonNegative: 'O valor não pode ser negativo.',
  moneyTooBig: 'O valor máximo é R$\u00a0999.999.999,99.',
  /** A comma, dot or letter typed in a money field (SPEC §5: digits only, read as cents). */
  moneyDigitsOnly: 'Digite só os números: os dois últimos são os centavos.',
  statementInvalidCursor: 'Cursor de paginação inválido. Recarregue o extrato desde o início.',
  wagerInvalidCursor: 'Cursor de paginação inválido. Recarregue a lista de apostas desde o início.',
  statementInvalidLimit: (max: number) => `O limite deve ser um número inteiro entre 1 e ${max}.`,
  createAccountFailed: 'Erro ao criar conta',
  updateAccountFailed: 'Erro ao atualizar conta',
  updateBalanceFailed: 'Erro ao calcular saldo',
  depositFailed: 'Erro ao tentar investimento',
  withdrawFailed: 'Erro ao tentar retirada de investimento',
  hideAccountFailed: 'Erro ao ocultar conta',
  reactivateAccountFailed: 'Erro ao reativar conta',
  balanceTooBig: 'O saldo da conta não pode passar de R$\u00a0999.999.999,99.',
  lockedBelowOpenStakes: (open: string) =>
    `O saldo em apostas não pode ser menor que o das apostas em aberto (${open}).`,

  // Bets (wagers) recorded on an account
  wagerNotFound: 'Aposta não encontrada.',
  wagerOddsInvalid: 'Informe as odds em decimal, com ponto e até quatro casas (ex.: 1.85).',
  wagerOddsTooLow: 'As odds devem ser maiores que 1,00.',
  wagerOddsTooHigh: 'As odds devem ser no máximo 1.000,00.',
  wagerStakeInsufficient: 'Saldo disponível insuficiente para esta aposta.',
  wagerReturnTooBig: 'O retorno possível passaria de R$ 999.999.999,99. Diminua o valor apostado.',
  wagerLegsRequired: 'Escolha ao menos uma seleção para a aposta.',
  wagerLegsMax: (max: number) => `Uma aposta pode ter no máximo ${max} seleções.`,
  wagerSameEvent: 'Uma aposta múltipla não pode ter duas seleções do mesmo evento.',
  wagerEventNotFound: 'Evento não encontrado.',
  wagerEventClosed: (event: string) =>
    `${event} já terminou, foi adiado ou cancelado: não aceita novas apostas.`,
  wagerChoiceNotInMarket: 'Esta opção não existe neste mercado do evento.',
  wagerMarketSuspended: (event: string) =>
    `As apostas neste mercado de ${event} estão suspensas agora. Tente novamente em instantes.`,
  wagerMarketNotInEvent: 'Este mercado não existe nas odds do evento.',
  wagerLineNotInMarket: 'Esta linha não existe neste mercado do evento.',
  wagerLineRequired: 'Informe a linha deste mercado (por exemplo, 2.5).',
  wagerFeedUnavailable: 'Não foi possível consultar o evento agora. Tente novamente em instantes.',
  wagerAlreadySettled:
    'Esta aposta já foi liquidada com outro resultado ou valor. Desfaça a liquidação antes.',
  wagerNotSettled: 'Esta aposta está em aberto: não há liquidação a desfazer.',
  wagerReopenInsufficient:
    'Saldo disponível insuficiente para desfazer a liquidação: o retorno da aposta já saiu da conta.',
  wagerResultInvalid: 'Resultado inválido. Use won, lost, refunded, half_won ou half_lost.',
  wagerStatusInvalid: 'Filtro de situação inválido.',
  wagerSportInvalid: 'Filtro de esporte inválido.',
  wagerDayInvalid: 'Data inválida: use o formato AAAA-MM-DD.',
  wagerDaysReversed: 'A data final não pode ser anterior à inicial.',
  wagerCashoutTooBig: 'O valor do cash-out é maior que o retorno possível da aposta.',
  wagerLegLost:
    'Uma seleção desta aposta já foi dada como perdida: liquide-a como perdida ou devolvida, ou reabra-a depois que for encerrada.',

  // Blog and sports (SPEC §8)
  postNotFound: 'Post não encontrado',
  sectionUnavailable: 'Esta informação não está disponível',

  // Upstreams unreachable (BFF); bancaUnavailable is also the API’s own answer when its database is out of reach
  sportsUnavailable: 'Os dados esportivos estão indisponíveis no momento. Tente novamente em instantes.',
  bancaUnavailable: 'O serviço da banca está indisponível no momento. Tente novamente em instantes.',
  upstreamUnavailable: 'Um serviço de dados está indisponível no momento. Tente novamente em instantes.',
  // Web app: an amount left at zero.
  amountPositive: 'Informe um valor maior que zero.',
  // Web app: a pasted amount the money input cannot read for sure, or above its maximum.
  amountUnreadable: 'Não foi possível ler o valor colado. Use um formato como 1.234,56 ou R$ 10.',
  amountTooBig: 'O valor colado passa do máximo de R$ 999.999.999,99.',
  // Web app: a withdrawal above what is available, warned before it is sent (the API refuses it too).
  withdrawAboveAvailable: (available: string) =>
    `Saldo disponível insuficiente: você pode sacar até ${available}; o que está em apostas fica na casa.`,
  // Web app: confirmations of the dashboard's changes (a status message).
  depositDone: (amount: string, account: string) => `Depósito de ${amount} em ${account} registrado.`,
  withdrawDone: (amount: string, account: string) => `Saque de ${amount} de ${account} registrado.`,
  balanceUpdated: (account: string) => `${account}: saldo atualizado.`,
  accountCreated: (account: string) => `${account}: conta criada.`,
  accountUpdated: (account: string) => `${account}: conta atualizada.`,
  accountHidden: (account: string) => `${account}: conta ocultada.`,
  accountReactivated: (account: string) => `${account}: conta reativada.`,
} as const satisfies Record<string, string | ((...values: never[]) => string)>;

export type MessageKey = keyof typeof MESSAGES;

/** What a day-by-day line chart's screen-reader text is made of: its figures, formatted (DayLineChart). */
export interface DayLineSummary {
  from: string;
  to: string;
  first: string;
  last: string;
  low: string;
  lowDay: string;
  high: string;
  highDay: string;
}

/** Shown in place of any optional value the data does not carry (SPEC §2, events). */
export const NOT_AVAILABLE = 'N/A';

// The sports' names live in their own module, so that the agenda's sport switcher loads them without the
// rest of this catalogue (the first load's budget).
export { SPORT_NAMES, type SportSlug } from './sport-names.ts';

/** Player positions (SPEC §9). */
export const POSITION_NAMES = {
  G: 'Goleiro',
  D: 'Defensor',
  M: 'Meio-campista',
  F: 'Atacante',
} as const;

/** The event status types the feed uses, each with its filter label (SPEC §2); 'all' is the default. */
export const STATUS_FILTER_LABELS = {
  all: 'Todos',
  notstarted: 'Agendado',
  inprogress: 'Em Andamento',
  finished: 'Finalizado',
  canceled: 'Cancelado',
  postponed: 'Adiado',
} as const;

/** Upstream status descriptions (lower case, as the feed writes them in English) that read as one phrase. */
export const STATUS_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'not started': 'Não iniciado',
  halftime: 'Intervalo',
  'half time': 'Intervalo',
  ended: 'Encerrado',
  finished: 'Encerrado',
  postponed: 'Adiado',
  canceled: 'Cancelado',
  cancelled: 'Cancelado',
  overtime: 'Prorrogação',
  'extra time': 'Prorrogação',
  penalties: 'Pênaltis',
  'awaiting extra time': 'Aguardando prorrogação',
  'extra time halftime': 'Intervalo da prorrogação',
  'awaiting penalties': 'Aguardando pênaltis',
  aet: 'Após prorrogação',
  aot: 'Após prorrogação',
  ap: 'Após pênaltis',
  pen: 'Pênaltis',
  ot: 'Prorrogação',
  so: 'Disputa de pênaltis',
  ft: 'Encerrado',
  ht: 'Intervalo',
  'after extra time': 'Após prorrogação',
  'after penalties': 'Após pênaltis',
  'after overtime': 'Após prorrogação',
  interrupted: 'Interrompido',
  abandoned: 'Abandonado',
  suspended: 'Suspenso',
  delayed: 'Atrasado',
  'start delayed': 'Início atrasado',
  pause: 'Pausa',
  break: 'Pausa',
  live: 'Ao vivo',
  'in progress': 'Em andamento',
  'will continue': 'Será retomado',
  walkover: 'W.O.',
  retired: 'Desistência',
  removed: 'Removido',
  'coverage canceled': 'Cobertura cancelada',
  started: 'Em andamento',
  'awaiting overtime': 'Aguardando prorrogação',
  'overtime break': 'Intervalo da prorrogação',
  'innings break': 'Intervalo entre entradas',
  'golden set': 'Set de ouro',
  'golden goal': 'Gol de ouro',
  'first break': '1º intervalo',
  'second break': '2º intervalo',
  'third break': '3º intervalo',
  lunch: 'Intervalo para almoço',
  tea: 'Intervalo para o chá',
  stumps: 'Fim do dia de jogo',
  'rain delay': 'Paralisado pela chuva',
  'extra innings': 'Entradas extras',
  'top of inning': 'Parte alta da entrada',
  'bottom of inning': 'Parte baixa da entrada',
  'to finish': 'A terminar',
  'wait for ot': 'Aguardando prorrogação',
};

/**
 * A status whose description nobody translated, read by its code: the codes SofaScore keeps across sports
 * (a period's code differs per sport, 13 is a quarter or a period, so those read by their type instead).
 */
export const STATUS_BY_CODE: Readonly<Record<number, string>> = {
  0: STATUS_DESCRIPTIONS['not started'],
  20: STATUS_DESCRIPTIONS.started,
  30: STATUS_DESCRIPTIONS.pause,
  31: STATUS_DESCRIPTIONS.halftime,
  40: STATUS_DESCRIPTIONS.overtime,
  50: STATUS_DESCRIPTIONS.penalties,
  60: STATUS_DESCRIPTIONS.postponed,
  70: STATUS_DESCRIPTIONS.canceled,
  80: STATUS_DESCRIPTIONS.interrupted,
  90: STATUS_DESCRIPTIONS.abandoned,
  91: STATUS_DESCRIPTIONS.walkover,
  92: STATUS_DESCRIPTIONS.retired,
  100: STATUS_DESCRIPTIONS.ended,
  110: STATUS_DESCRIPTIONS['after extra time'],
  120: STATUS_DESCRIPTIONS['after penalties'],
};

/** Then by its type, the phase every status has (lower case, as the feed writes it). */
export const STATUS_BY_TYPE: Readonly<Record<string, string>> = {
  notstarted: STATUS_DESCRIPTIONS['not started'],
  inprogress: STATUS_DESCRIPTIONS['in progress'],
  finished: STATUS_DESCRIPTIONS.ended,
  postponed: STATUS_DESCRIPTIONS.postponed,
  canceled: STATUS_DESCRIPTIONS.canceled,
  cancelled: STATUS_DESCRIPTIONS.canceled,
  interrupted: STATUS_DESCRIPTIONS.interrupted,
  abandoned: STATUS_DESCRIPTIONS.abandoned,
  suspended: STATUS_DESCRIPTIONS.suspended,
  delayed: STATUS_DESCRIPTIONS.delayed,
  willcontinue: STATUS_DESCRIPTIONS['will continue'],
};

/** A status with neither a known description, code nor type: said neutrally, never in the feed's English. */
export const STATUS_UNKNOWN = 'Outra situação';

/** Baseball's half innings ("Top 9th", "Middle 3rd"): which part of the numbered inning. */
export const INNING_PARTS: Readonly<Record<string, string>> = {
  top: 'Parte alta',
  bottom: 'Parte baixa',
  middle: 'Meio',
  end: 'Fim',
};

/** A numbered period: "2º tempo", "6ª entrada" (the noun's ordinal by its gender, PERIOD_NOUNS). */
export const numberedPeriod = (n: number | string, noun: string, feminine: boolean) =>
  `${n}${feminine ? 'ª' : 'º'} ${noun}`;

/** Period words of "1st half", "3rd quarter", "2nd set"…: the pt-BR noun and whether its ordinal is feminine. */
export const PERIOD_NOUNS: Readonly<Record<string, readonly [noun: string, feminine: boolean]>> = {
  half: ['tempo', false],
  quarter: ['quarto', false],
  set: ['set', false],
  period: ['período', false],
  overtime: ['prorrogação', true],
  extra: ['prorrogação', true],
  inning: ['entrada', true],
  innings: ['entrada', true],
  map: ['mapa', false],
  game: ['game', false],
  round: ['rodada', true],
  leg: ['perna', true],
  break: ['intervalo', false],
};
