/**
 * Every pt-BR text the site shows a person, in one place: MESSAGES (the Banca API's refusals, the BFF's
 * user errors, the web app's messages), LABELS (the web app's words, per screen), MAIL, and the names of
 * the feed's codes and statistics (looked up through labels.ts). Texts that SPEC §2, §5, §8 and §9 write
 * are copied here exactly (tests assert them).
 *
 * The web bundle imports this file as well as the server, so it holds data only and imports nothing.
 * Keys are stable codes: code reads `MESSAGES.fillAll` or `LABELS.event.tabs.odds`, never the text, so a
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
  idMismatch: 'O id do corpo não confere com o da URL.',
  idempotencyReused: 'Esta Idempotency-Key já foi usada com outro pedido.',
  idempotencyInvalid: 'Cabeçalho Idempotency-Key inválido: use de 1 a 200 caracteres visíveis.',
  notFound: 'Não encontrado',
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
  // The server answers while it is still starting.
  startingUp: 'Iniciando, tente novamente.',
  // SPEC §8: the one text for anything unexpected.
  internal: 'Ocorreu um erro. Tente novamente.',

  // Session and sign-in (SPEC §5, §6, §8)
  noToken: 'Token de autenticação não encontrado.',
  sessionExpired: 'Sessão expirada. Entre novamente.',
  fillAll: 'Por favor, preencha todos os campos',
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
  insufficient: 'Saldo disponível insuficiente para a retirada.',
  balanceChanged: 'O saldo da conta mudou. Atualize a página e tente novamente.',
  moneyMissing: 'Informe o valor.',
  moneyInvalid: 'Informe um valor numérico com ponto decimal (ex.: 10.50).',
  moneyDecimals: 'Use no máximo duas casas decimais.',
  moneyPositive: 'O valor deve ser maior que zero.',
  moneyNonNegative: 'O valor não pode ser negativo.',
  moneyTooBig: 'O valor máximo é 999999999.99.',
  statementInvalidCursor: 'Cursor de paginação inválido. Recarregue o extrato desde o início.',
  statementInvalidLimit: (max: number) => `O limite deve ser um número inteiro entre 1 e ${max}.`,
  createAccountFailed: 'Erro ao criar conta',
  updateAccountFailed: 'Erro ao atualizar conta',
  updateBalanceFailed: 'Erro ao calcular saldo',
  depositFailed: 'Erro ao tentar investimento',
  withdrawFailed: 'Erro ao tentar retirada de investimento',
  hideAccountFailed: 'Erro ao ocultar conta',
  reactivateAccountFailed: 'Erro ao reativar conta',

  // Blog and sports (SPEC §8)
  postNotFound: 'Post não encontrado',
  sectionUnavailable: 'Esta informação não está disponível',

  // Upstreams unreachable (BFF)
  sportsUnavailable: 'Os dados esportivos estão indisponíveis no momento. Tente novamente em instantes.',
  bancaUnavailable: 'O serviço da banca está indisponível no momento. Tente novamente em instantes.',
  upstreamUnavailable: 'Um serviço de dados está indisponível no momento. Tente novamente em instantes.',
  // Web app: a session that ended, a live connection that dropped, an amount left at zero.
  sessionMissing: 'Sessão expirada ou ausente.',
  liveConnectionFailed: 'Falha na conexão ao vivo',
  amountPositive: 'Informe um valor maior que zero.',

  // GraphQL requests (BFF): their shape, CSRF, limits, deadlines and the session store
  graphqlQueryNotText: 'O parâmetro "query" deve ser um texto com o documento GraphQL.',
  graphqlParamNotObject: (name: string) => `O parâmetro "${name}" deve ser um objeto JSON.`,
  graphqlOperationNameNotText: 'O parâmetro "operationName" deve ser um texto.',
  graphqlQueryMissing: 'Envie uma consulta em "query" ou o id de uma operação persistida em "doc_id".',
  graphqlParamTooDeep: (name: string, depth: number) =>
    `O parâmetro "${name}" tem mais de ${depth} níveis de objetos e listas.`,
  graphqlParamTooManyValues: (name: string, values: number) =>
    `O parâmetro "${name}" tem mais de ${values} valores.`,
  graphqlParamsNotJson: 'Os parâmetros "variables" e "extensions" devem ser objetos JSON válidos.',
  persistedUnknown: 'Operação persistida desconhecida. Atualize a página.',
  requestTooLarge: 'Requisição grande demais.',
  csrfOrigin: 'Origem da requisição não permitida.',
  csrfHeaderMissing: (header: string) =>
    `Requisição sem o cabeçalho ${header} exigido para sessões por cookie.`,
  costLimit: 'Consulta cara demais: peça menos itens ou menos campos por requisição.',
  argumentNegative: (argument: string) => `O argumento "${argument}" não pode ser negativo.`,
  argumentTooLarge: (argument: string, size: number, max: number) =>
    `O argumento "${argument}" pede ${size} itens; o máximo é ${max}.`,
  deadline: 'A consulta demorou demais e foi interrompida.',
  callBudget:
    'A consulta fez chamadas demais aos serviços de dados e foi interrompida. Peça menos itens de cada vez.',
  sessionStoreUnavailable: 'Não foi possível verificar sua sessão agora. Tente novamente em instantes.',

  // GraphQL inputs (BFF): scalars, global ids, cursors and arguments
  moneyScalarInvalid:
    'Valor inválido: use um texto decimal com ponto e até duas casas, por exemplo "1234.56".',
  decimalInvalid: 'Número decimal inválido.',
  dateTimeInvalid: 'Data e hora inválidas: use ISO 8601.',
  dateInvalid: 'Data inválida: use AAAA-MM-DD.',
  idInvalid: (id: string) => `ID inválido: "${id}".`,
  cursorInvalid: (cursor: string) =>
    `Cursor inválido: "${cursor}". Use um cursor recebido em pageInfo ou edges.`,
  statementBackward:
    'O extrato é paginado do mais recente para o mais antigo: use first e after (last e before não são aceitos).',
  idempotencyKeyField: 'Chave de idempotência inválida: use de 1 a 200 caracteres visíveis.',

  // Live updates (BFF): subscriptions, their sockets and their admission limits
  liveUnavailable: 'Atualizações ao vivo indisponíveis.',
  liveFeedUnavailable: 'Não foi possível consultar os dados ao vivo agora. Tente de novo em instantes.',
  liveFull: 'Acompanhamento ao vivo lotado no momento. Tente de novo em instantes.',
  eventNotFound: 'Evento não encontrado.',
  sportNotFound: 'Esporte não encontrado.',
  sportInvalid: 'Esporte inválido.',
  liveSubscriptionsPerConnection: (max: number) => `Limite de ${max} assinaturas por conexão atingido.`,
  liveSubscriptionsPerAddress: (max: number) => `Limite de ${max} assinaturas ao vivo por endereço atingido.`,
  liveTopicsPerAddress: (max: number) =>
    `Limite de ${max} jogos e listas ao vivo acompanhados ao mesmo tempo por endereço atingido.`,
  liveUnknownTooMany:
    'Tentativas demais de acompanhar jogos ou esportes que não existem. Aguarde um minuto e tente de novo.',
  liveSocketsPerAddress: (max: number) => `Limite de ${max} conexões ao vivo por endereço atingido.`,
  socketDocumentInvalid: 'Documento inválido.',
  socketDocumentMissing: 'Documento ausente ou desconhecido.',
  socketOperationMissing: 'Operação não encontrada no documento.',
  socketSubscriptionsOnly:
    'Pelo WebSocket, apenas assinaturas (subscription). Envie consultas e mutações por HTTP em /graphql.',
} as const satisfies Record<string, string | ((...values: never[]) => string)>;

export type MessageKey = keyof typeof MESSAGES;

/** The Banca API's fields as its forms call them, to name one in a refusal; unknown keys are named as sent. */
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  name: 'nome',
  email: 'e-mail',
  password: 'senha',
  password_confirmation: 'confirmação de senha',
  confirm_password: 'confirmação de senha',
  token: 'token',
  amount: 'valor',
  total_balance: 'saldo total',
  available_balance: 'saldo disponível',
  bet_locked_balance: 'saldo em apostas',
  bet_id: 'casa de apostas',
  id: 'id',
};

/** Mail the site sends. */
export const MAIL = {
  passwordReset: {
    subject: 'Bancada: redefinição de senha',
    text: (name: string, minutes: number, link: string) =>
      `Olá, ${name}.\n\nRecebemos um pedido para redefinir a sua senha na Bancada. ` +
      `Para escolher uma nova senha, abra o link abaixo (válido por ${minutes} minutos):\n\n${link}\n\n` +
      'Se você não fez este pedido, ignore esta mensagem: sua senha continua a mesma.\n',
  },
} as const;

/**
 * The web app's words: headings, column headings, tabs, buttons, empty states and aria-labels, per screen.
 * Code reads `LABELS.event.tabs.odds`, so a missing key fails type checking. Texts SPEC §2 writes are copied
 * exactly (the web and e2e tests assert them).
 */
export const LABELS = {
  // Words more than one screen uses.
  common: {
    loading: 'Carregando...',
    saving: 'Salvando...',
    save: 'Salvar',
    cancel: 'Cancelar',
    close: 'Fechar',
    wait: 'Aguarde...',
    noGoBack: 'Não, voltar',
    email: 'E-mail',
    password: 'Senha',
    name: 'Nome',
    status: 'Status',
    dateTime: 'Data e Hora',
    season: 'Temporada',
    total: 'Total',
    statistic: 'Estatística',
    available: 'Disponível',
    inBets: 'Em Apostas',
    value: 'Valor',
    balance: 'Saldo',
    versus: 'X',
  },

  // The frame of every page: header, footer, menus, dialogs, form controls, the error and 404 pages.
  shell: {
    brand: 'Bancada',
    openMenu: 'Abrir menu',
    closeMenu: 'Fechar menu',
    mainNav: 'Principal',
    blog: 'Blog',
    schedule: 'Agenda esportiva',
    logout: 'Sair',
    signup: 'Cadastre-se',
    login: 'Entre',
    skipToContent: 'Pular para o conteúdo',
    pageLoading: 'Carregando página',
    closeDialog: 'Fechar janela',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    newPassword: 'Nova senha',
    repeatNewPassword: 'Repetir nova senha',
    currency: 'R$',
    responsiblePlay: 'Jogue com responsabilidade. Conteúdo destinado a maiores de 18 anos (18+).',
    copyright: '© 2025 Bancada. Todos os direitos reservados.',
    reload: 'Recarregar a página',
    // SPEC §2 writes the 404 heading in English.
    notFound: 'Page not found',
    goToBlog: 'Ir para o blog',
  },

  // Event start times near now (São Paulo days).
  dates: {
    today: (time: string) => `Hoje ${time}`,
    tomorrow: (time: string) => `Amanhã ${time}`,
  },

  // The event page (SPEC §2): header, details, tabs and their sections.
  event: {
    notFound: 'Evento não encontrado ou formato inválido',
    loadFailed: 'Erro ao buscar dados do evento',
    versus: 'vs',
    details: {
      tournament: 'Torneio',
      round: 'Rodada',
      category: 'Categoria',
      country: 'País',
      venue: 'Estádio',
      city: 'Cidade',
      capacity: 'Capacidade',
      attendance: 'Público',
      referee: 'Árbitro',
    },
    tabsLabel: 'Informações do evento',
    tabs: {
      odds: 'Odds',
      votes: 'Votos',
      lineups: 'Escalações',
      statistics: 'Estatísticas',
      goals: 'Distribuição de Gols',
      standings: 'Classificação',
    },
    votes: {
      winner: 'Quem vence?',
      bothTeamsToScore: 'Ambos marcam?',
      firstTeamToScore: 'Quem marca primeiro?',
      whoShouldHaveWon: 'Quem merecia vencer?',
      draw: 'Empate',
      yes: 'Sim',
      no: 'Não',
      noGoal: 'Sem gols',
    },
    lineups: {
      confirmed: 'Escalações confirmadas',
      unconfirmed: 'Escalações não confirmadas',
      jerseyNumber: 'Nº',
      player: 'Jogador',
      position: 'Posição',
      marketValue: 'Valor de mercado',
      rating: 'Nota',
      missing: 'Desfalques:',
      missingPlayer: (name: string, doubtful: boolean) => `${name} (${doubtful ? 'dúvida' : 'fora'})`,
    },
    statistics: {
      match: 'Estatísticas da partida',
      period: 'Período',
      season: 'Estatísticas da temporada',
    },
    goals: {
      matches: (count: number) => `(${count} jogos)`,
      period: (start: number, end: number, scored: number, conceded: number) =>
        `${start}–${end} min: ${scored} marcados, ${conceded} sofridos`,
      chart: (team: string, summary: string) => `Distribuição de gols de ${team}: ${summary}`,
      scored: 'Marcados',
      conceded: 'Sofridos',
    },
    standings: {
      team: 'Time',
      points: 'P',
      played: 'J',
      wins: 'V',
      draws: 'E',
      losses: 'D',
      goalDifference: 'SG',
    },
  },

  // The sports of the day and the events of a sport (SPEC §2).
  sports: {
    loadFailed: 'Erro ao buscar eventos',
    noSports: 'Nenhum esporte encontrado.',
    todayCaption: 'Eventos de hoje por esporte',
    sport: 'Esporte',
    live: 'Ao Vivo',
    liveOf: (count: number, sport: string) => `${count} eventos de ${sport} ao vivo`,
    todayOf: (count: number, sport: string) => `${count} eventos de ${sport} hoje`,
    eventsOf: 'Eventos de',
    liveSuffix: ' ao vivo',
    statusFilter: 'Filtrar por status',
    homeTeam: 'Time da Casa',
    awayTeam: 'Time Visitante',
    noEvents: 'Nenhum evento encontrado.',
  },

  // Sign-in, sign-up, password recovery and sign-out (SPEC §2, §5).
  auth: {
    login: 'Entrar',
    loggingIn: 'Entrando...',
    createAccount: 'Criar uma conta',
    forgotPassword: 'Esqueceu a senha?',
    forgotIntro: 'Informe seu e-mail e enviaremos um link para criar uma nova senha.',
    sending: 'Enviando...',
    sendLink: 'Enviar link',
    backToLogin: 'Voltar para o login',
    signup: 'Cadastro',
    repeatPassword: 'Repetir Senha',
    signingUp: 'Cadastrando...',
    signupSubmit: 'Cadastrar',
    haveAccount: 'Já tenho uma conta',
    resetPassword: 'Redefinir senha',
    resetLinkInvalid: 'Link de redefinição inválido ou incompleto.',
    askNewLink: 'Pedir um novo link',
    loggingOut: 'Saindo...',
    logoutTitle: 'Sair da conta',
    logoutQuestion: 'Deseja mesmo sair da sua conta neste navegador?',
    logoutConfirm: 'Sim, sair',
  },

  // The bankroll dashboard and its dialogs (SPEC §2, §4, §5).
  balance: {
    title: 'Minha Banca',
    dashboardTitle: 'Dashboard',
    loadFailed: 'Erro: Erro ao buscar contas',
    error: 'Erro:',
    summary: 'Resumo da banca',
    invested: 'Investido',
    redeemed: 'Resgatado',
    yield: 'Rendimento',
    createAccount: 'Criar Conta',
    updateAccount: 'Atualizar Conta',
    inactiveAccounts: 'Contas Inativas',
    activeAccounts: 'Contas ativas',
    statement: 'Extrato',
    statementOf: 'Extrato de',
    account: 'Conta',
    deposits: 'Investimentos',
    withdrawals: 'Retiradas',
    currentBalance: 'Saldo Atual',
    result: 'Resultado',
    withdraw: 'Retirar',
    deposit: 'Investir',
    edit: 'Editar',
    hide: 'Ocultar',
    noAccounts: 'Nenhuma conta encontrada',
    updateBalance: 'Atualizar Saldo',
    updateBalanceOf: (name: string) => `Atualizar saldo de ${name}`,
    bet: 'Casa de apostas',
    choose: 'Selecione...',
    betsLoading: 'Carregando casas de apostas',
    betsFailed: 'Erro ao buscar saldo',
    inactiveTitle: 'Contas inativas',
    inactiveFailed: 'Falha ao carregar contas inativas',
    noInactive: 'Nenhuma conta inativa.',
    reactivate: 'Reativar',
    reactivateOf: (name: string) => `Reativar ${name}`,
    withdrawTitle: 'Sacar',
    depositTitle: 'Depositar',
    currentBalanceIs: 'Saldo atual:',
    finalBalanceIs: 'Saldo final:',
    totalIs: 'Total:',
  },

  // The statement of an account (SPEC §2, §3, §4).
  statement: {
    backToBankroll: '← Voltar para a banca',
    loadFailed: 'Erro ao buscar extrato de contas',
    date: 'Data',
    direction: 'Direção',
    dailyVariation: 'Variação diária',
    transaction: 'Transação',
    empty: 'Nenhuma movimentação encontrada',
    loading: 'Carregando extrato...',
    exporting: 'Exportando...',
    export: 'Exportar CSV',
    exportFailed: 'Erro ao exportar o extrato.',
    loadMore: 'Carregar mais',
    deposit: 'Depósito',
    withdraw: 'Retirada',
    balanceUpdate: 'Variação de saldo',
    up: 'Variação positiva',
    down: 'Variação negativa',
    flat: 'Sem variação',
    chart: (c: {
      from: string;
      to: string;
      first: string;
      last: string;
      low: string;
      lowDay: string;
      high: string;
      highDay: string;
    }) =>
      `Saldo total de ${c.from} a ${c.to}: início ${c.first}, fim ${c.last}, ` +
      `mínimo ${c.low} em ${c.lowDay}, máximo ${c.high} em ${c.highDay}`,
  },

  // The blog's list and posts (SPEC §2).
  blog: {
    noPosts: 'Nenhum post publicado ainda.',
    loadMore: 'Carregar mais posts',
    listFailed: 'Falha ao carregar os posts do blog',
    listLoading: 'Carregando posts...',
    readMore: 'Continuar lendo...',
    readMoreOf: (title: string) => `Continuar lendo: ${title}`,
    related: 'Posts Relacionados',
    noRelated: 'Nenhum post relacionado encontrado.',
    backToBlog: '← Voltar para o blog',
    postFailed: 'Falha ao carregar o post',
    postLoading: 'Carregando post...',
  },

  // The user's profile, bankroll reset and account deletion (SPEC §2, §5).
  user: {
    profile: 'Editar Perfil',
    saveProfile: 'Alterar Dados',
    resetBankroll: 'Reiniciar Banca',
    deleteAccount: 'Deletar Conta',
    loadFailed: 'Erro ao buscar usuário',
    deleteTitle: 'Excluir minha conta',
    deleteQuestion: 'Tem certeza que deseja excluir sua conta?',
    resetTitle: 'Reiniciar minhas contas',
    resetQuestion: 'Tem certeza que deseja excluir todas as contas?',
    confirmDelete: 'Sim, quero excluir',
  },
} as const;

/** Shown in place of any optional value the data does not carry (SPEC §2, events). */
export const NOT_AVAILABLE = 'N/A';

/** The 17 sports of SPEC §9, in the order the sports list shows them. */
export const SPORT_NAMES = {
  football: 'Futebol',
  tennis: 'Tênis',
  basketball: 'Basquete',
  'ice-hockey': 'Hóquei no Gelo',
  baseball: 'Beisebol',
  volleyball: 'Voleibol',
  handball: 'Handebol',
  futsal: 'Futsal',
  minifootball: 'Minifutebol',
  waterpolo: 'Polo Aquático',
  darts: 'Dardos',
  cricket: 'Críquete',
  // SPEC gives no Portuguese names for these three; Brazilian usage keeps the original words.
  badminton: 'Badminton',
  bandy: 'Bandy',
  floorball: 'Floorball',
  'table-tennis': 'Tênis de Mesa',
  esports: 'Esportes Eletrônicos',
} as const;

export type SportSlug = keyof typeof SPORT_NAMES;

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
  ap: 'Após pênaltis',
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
};

/** Period words of "1st half", "3rd quarter", "2nd set"…: the pt-BR noun and whether its ordinal is feminine. */
export const PERIOD_NOUNS: Readonly<Record<string, readonly [noun: string, feminine: boolean]>> = {
  half: ['tempo', false],
  quarter: ['quarto', false],
  set: ['set', false],
  period: ['período', false],
  overtime: ['prorrogação', true],
  extra: ['prorrogação', true],
  inning: ['entrada', true],
  map: ['mapa', false],
  game: ['game', false],
  round: ['rodada', true],
  leg: ['perna', true],
  break: ['intervalo', false],
};

/**
 * Names of an event's match statistics (the feed's /statistics: periods, groups and items, named in
 * English). A name no table knows is shown as it comes: a new statistic is better shown in English than hidden.
 */
export const MATCH_STATISTICS = {
  groups: {
    'Match overview': 'Visão geral',
    Shots: 'Finalizações',
    Attack: 'Ataque',
    Passes: 'Passes',
    Duels: 'Duelos',
    Defending: 'Defesa',
    Goalkeeping: 'Goleiro',
    Scoring: 'Pontuação',
    Service: 'Saque',
    Return: 'Devolução',
    Points: 'Pontos',
    Other: 'Outros',
  },
  items: {
    'Ball possession': 'Posse de bola',
    'Expected goals': 'Gols esperados (xG)',
    'Big chances': 'Grandes chances',
    'Big chances scored': 'Grandes chances convertidas',
    'Big chances missed': 'Grandes chances perdidas',
    'Total shots': 'Finalizações',
    'Shots on target': 'Finalizações no alvo',
    'Shots off target': 'Finalizações para fora',
    'Blocked shots': 'Finalizações bloqueadas',
    'Hit woodwork': 'Bolas na trave',
    'Shots inside box': 'Finalizações de dentro da área',
    'Shots outside box': 'Finalizações de fora da área',
    'Goalkeeper saves': 'Defesas do goleiro',
    'Corner kicks': 'Escanteios',
    Fouls: 'Faltas',
    'Free kicks': 'Tiros livres',
    'Yellow cards': 'Cartões amarelos',
    'Red cards': 'Cartões vermelhos',
    Offsides: 'Impedimentos',
    Passes: 'Passes',
    'Accurate passes': 'Passes certos',
    'Long balls': 'Lançamentos',
    Crosses: 'Cruzamentos',
    'Throw-ins': 'Laterais',
    'Goal kicks': 'Tiros de meta',
    'Final third entries': 'Entradas no terço final',
    'Final third phase': 'Posse no terço final',
    'Touches in penalty area': 'Toques na área adversária',
    'Fouled in final third': 'Faltas sofridas no terço final',
    Tackles: 'Desarmes',
    'Total tackles': 'Desarmes',
    'Tackles won': 'Desarmes certos',
    Interceptions: 'Interceptações',
    Recoveries: 'Bolas recuperadas',
    Clearances: 'Cortes',
    'Errors lead to a shot': 'Erros que resultaram em finalização',
    'Errors lead to a goal': 'Erros que resultaram em gol',
    Duels: 'Duelos ganhos',
    Dispossessed: 'Perdas de posse',
    'Ground duels': 'Duelos no chão',
    'Aerial duels': 'Duelos aéreos',
    Dribbles: 'Dribles',
    'Total saves': 'Defesas',
    'Big saves': 'Defesas difíceis',
    'High claims': 'Saídas pelo alto',
    Punches: 'Socos',
    'Free throws': 'Lances livres',
    '2 pointers': 'Arremessos de 2 pontos',
    '3 pointers': 'Arremessos de 3 pontos',
    Rebounds: 'Rebotes',
    Assists: 'Assistências',
    Turnovers: 'Perdas de bola',
    Steals: 'Roubos de bola',
    Blocks: 'Tocos',
    Aces: 'Aces',
    'Double faults': 'Duplas faltas',
    'Break points saved': 'Break points salvos',
    'Total points won': 'Pontos ganhos',
    Timeouts: 'Pedidos de tempo',
  },
  periods: {
    ALL: 'Partida',
    '1ST': '1º tempo',
    '2ND': '2º tempo',
  },
} as const satisfies Record<string, Readonly<Record<string, string>>>;

/**
 * A team's season statistics (SPEC §3, §9; the feed's flat record of numeric keys): the summary above the
 * groups, the four groups of SPEC §9 in display order with their keys in order, and the group of keys no
 * table knows.
 */
export const TEAM_STATISTICS = {
  summary: {
    matches: 'Jogos',
    awardedMatches: 'Jogos decididos por W.O.',
    avgRating: 'Nota média',
  },
  groups: [
    {
      title: 'Gols & Finalização',
      labels: {
        goalsScored: 'Gols marcados',
        assists: 'Assistências',
        shots: 'Finalizações',
        shotsOnTarget: 'Finalizações no alvo',
        shotsOffTarget: 'Finalizações para fora',
        blockedScoringAttempt: 'Finalizações bloqueadas',
        shotsFromInsideTheBox: 'Finalizações de dentro da área',
        shotsFromOutsideTheBox: 'Finalizações de fora da área',
        goalsFromInsideTheBox: 'Gols de dentro da área',
        goalsFromOutsideTheBox: 'Gols de fora da área',
        headedGoals: 'Gols de cabeça',
        leftFootGoals: 'Gols de pé esquerdo',
        rightFootGoals: 'Gols de pé direito',
        penaltyGoals: 'Gols de pênalti',
        penaltiesTaken: 'Pênaltis cobrados',
        freeKickGoals: 'Gols de falta',
        freeKickShots: 'Finalizações de falta',
        bigChances: 'Grandes chances',
        bigChancesCreated: 'Grandes chances criadas',
        bigChancesMissed: 'Grandes chances perdidas',
        hitWoodwork: 'Bolas na trave',
        fastBreaks: 'Contra-ataques',
        fastBreakShots: 'Finalizações em contra-ataque',
        fastBreakGoals: 'Gols de contra-ataque',
      },
    },
    {
      title: 'Posse & Passes',
      labels: {
        averageBallPossession: 'Posse de bola (média)',
        totalPasses: 'Passes',
        accuratePasses: 'Passes certos',
        accuratePassesPercentage: 'Passes certos (%)',
        totalOwnHalfPasses: 'Passes no campo de defesa',
        accurateOwnHalfPasses: 'Passes certos no campo de defesa',
        accurateOwnHalfPassesPercentage: 'Passes certos no campo de defesa (%)',
        totalOppositionHalfPasses: 'Passes no campo de ataque',
        accurateOppositionHalfPasses: 'Passes certos no campo de ataque',
        accurateOppositionHalfPassesPercentage: 'Passes certos no campo de ataque (%)',
        totalLongBalls: 'Lançamentos',
        accurateLongBalls: 'Lançamentos certos',
        accurateLongBallsPercentage: 'Lançamentos certos (%)',
        totalCrosses: 'Cruzamentos',
        accurateCrosses: 'Cruzamentos certos',
        accurateCrossesPercentage: 'Cruzamentos certos (%)',
        corners: 'Escanteios',
        throwIns: 'Laterais',
        goalKicks: 'Tiros de meta',
        possessionLost: 'Posses de bola perdidas',
        totalPassesAgainst: 'Passes do adversário',
        accuratePassesAgainst: 'Passes certos do adversário',
        ownHalfPassesTotalAgainst: 'Passes do adversário no campo de defesa',
        accurateOwnHalfPassesAgainst: 'Passes certos do adversário no campo de defesa',
        oppositionHalfPassesTotalAgainst: 'Passes do adversário no campo de ataque',
        accurateOppositionHalfPassesAgainst: 'Passes certos do adversário no campo de ataque',
        totalFinalThirdPassesAgainst: 'Passes do adversário no terço final',
        accurateFinalThirdPassesAgainst: 'Passes certos do adversário no terço final',
        keyPassesAgainst: 'Passes decisivos do adversário',
        longBallsTotalAgainst: 'Lançamentos do adversário',
        longBallsSuccessfulAgainst: 'Lançamentos certos do adversário',
        crossesTotalAgainst: 'Cruzamentos do adversário',
        crossesSuccessfulAgainst: 'Cruzamentos certos do adversário',
        cornersAgainst: 'Escanteios do adversário',
      },
    },
    {
      title: 'Defesa',
      labels: {
        goalsConceded: 'Gols sofridos',
        cleanSheets: 'Jogos sem sofrer gols',
        tackles: 'Desarmes',
        interceptions: 'Interceptações',
        clearances: 'Cortes',
        clearancesOffLine: 'Cortes em cima da linha',
        lastManTackles: 'Desarmes como último defensor',
        ballRecovery: 'Bolas recuperadas',
        saves: 'Defesas do goleiro',
        ownGoals: 'Gols contra',
        errorsLeadingToGoal: 'Erros que resultaram em gol',
        errorsLeadingToShot: 'Erros que resultaram em finalização',
        penaltiesCommited: 'Pênaltis cometidos',
        penaltyGoalsConceded: 'Gols de pênalti sofridos',
        shotsAgainst: 'Finalizações sofridas',
        shotsOnTargetAgainst: 'Finalizações no alvo sofridas',
        shotsOffTargetAgainst: 'Finalizações para fora sofridas',
        shotsBlockedAgainst: 'Finalizações do adversário bloqueadas',
        blockedScoringAttemptAgainst: 'Finalizações bloqueadas pelo adversário',
        shotsFromInsideTheBoxAgainst: 'Finalizações sofridas de dentro da área',
        shotsFromOutsideTheBoxAgainst: 'Finalizações sofridas de fora da área',
        bigChancesAgainst: 'Grandes chances do adversário',
        bigChancesCreatedAgainst: 'Grandes chances criadas pelo adversário',
        bigChancesMissedAgainst: 'Grandes chances perdidas pelo adversário',
        hitWoodworkAgainst: 'Bolas na trave do adversário',
        errorsLeadingToGoalAgainst: 'Erros do adversário que resultaram em gol',
        errorsLeadingToShotAgainst: 'Erros do adversário que resultaram em finalização',
        tacklesAgainst: 'Desarmes do adversário',
        interceptionsAgainst: 'Interceptações do adversário',
        clearancesAgainst: 'Cortes do adversário',
      },
    },
    {
      title: 'Disputa & Faltas',
      labels: {
        totalDuels: 'Duelos',
        duelsWon: 'Duelos ganhos',
        duelsWonPercentage: 'Duelos ganhos (%)',
        totalGroundDuels: 'Duelos no chão',
        groundDuelsWon: 'Duelos no chão ganhos',
        groundDuelsWonPercentage: 'Duelos no chão ganhos (%)',
        totalAerialDuels: 'Duelos aéreos',
        aerialDuelsWon: 'Duelos aéreos ganhos',
        aerialDuelsWonPercentage: 'Duelos aéreos ganhos (%)',
        dribbleAttempts: 'Dribles tentados',
        successfulDribbles: 'Dribles certos',
        dribbleAttemptsTotalAgainst: 'Dribles tentados pelo adversário',
        dribbleAttemptsWonAgainst: 'Dribles certos do adversário',
        fouls: 'Faltas',
        freeKicks: 'Tiros livres',
        offsides: 'Impedimentos',
        offsidesAgainst: 'Impedimentos do adversário',
        yellowCards: 'Cartões amarelos',
        yellowRedCards: 'Cartões vermelhos (2º amarelo)',
        redCards: 'Cartões vermelhos',
        yellowCardsAgainst: 'Cartões amarelos do adversário',
        redCardsAgainst: 'Cartões vermelhos do adversário',
      },
    },
  ],
  other: 'Outros',
} as const satisfies {
  summary: Readonly<Record<string, string>>;
  groups: ReadonlyArray<{ title: string; labels: Readonly<Record<string, string>> }>;
  other: string;
};
