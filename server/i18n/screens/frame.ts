// The web app's words on every page (SPEC §1, §2), with pt-BR.ts's other tables: screens/ keeps each
// screen's words in its own module, so a page downloads only its own. Data only; it imports nothing.

/**
 * What the frame itself says when something fails: every page loads it, so it does not wait for pt-BR.ts.
 * `internal` is SPEC §8's text, as MESSAGES.internal (a test keeps them equal).
 */
export const FRAME_MESSAGES = {
  internal: 'Ocorreu um erro. Tente novamente.',
  sessionMissing: 'Sessão expirada ou ausente.',
  /** On /login, for a user whose session ended while they used the site: the request was refused. */
  sessionEnded:
    'Sua sessão expirou ou foi encerrada. Entre novamente; o que não foi confirmado na tela não foi registrado.',
  liveConnectionFailed: 'Falha na conexão ao vivo',
  /** While the live connection is down and being tried again: what is on screen is not being updated. */
  liveReconnecting: 'Atualizações ao vivo interrompidas. Reconectando…',
  offline: 'Sem conexão com a internet',
  offlineDetail: 'A página carrega assim que a conexão voltar.',
} as const;

/** Words more than one screen uses. */
export const COMMON_LABELS = {
  backToSchedule: '← Voltar para a agenda esportiva',
  loading: 'Carregando...',
  saving: 'Salvando...',
  save: 'Salvar',
  cancel: 'Cancelar',
  close: 'Fechar',
  tryAgain: 'Tentar novamente',
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
} as const;

/** The frame of every page: header, footer, menus, dialogs, form controls, the error and 404 pages. */
export const SHELL_LABELS = {
  brand: 'Bancada',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  mainNav: 'Principal',
  blog: 'Blog',
  schedule: 'Agenda esportiva',
  bets: 'Apostas',
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
} as const;

/** Event start times near now (São Paulo days). */
export const DATE_LABELS = {
  today: (time: string) => `Hoje ${time}`,
  tomorrow: (time: string) => `Amanhã ${time}`,
} as const;

/**
 * Each public page's `<meta name="description">` (search results, link previews); a page's `<title>` is its
 * heading followed by `titleSuffix`. The account screens' own are in app-pages.ts, out of every first load.
 */
export const PAGE_META = {
  titleSuffix: ' — Bancada',
  notFoundTitle: 'Página não encontrada',
  blog: 'Artigos da Bancada sobre apostas esportivas, estatísticas e controle de banca.',
  post: (excerpt: string) => excerpt,
  schedule: 'Agenda esportiva de hoje: eventos ao vivo e do dia em 17 esportes, com odds e estatísticas.',
  /** The agenda of another day (`day` as 30/11/2026). */
  scheduleOn: (day: string) =>
    `Agenda esportiva de ${day}: eventos do dia em 17 esportes, com odds e estatísticas.`,
  /** A sport's list: today's, or another day's (`day` as 30/11/2026). */
  sportEvents: (title: string, day?: string) =>
    `${title}${day ? ` de ${day}` : ''}: placares, horários e odds na Bancada.`,
  /** An event's title: "Flamengo × Palmeiras". */
  eventTitle: (home: string, away: string) => `${home} × ${away}`,
  notFound: 'Esta página não existe na Bancada.',
} as const;

/**
 * The page the web role serves while the app has not been built (server/webapp/role.ts); apart from
 * FRAME_MESSAGES, which the web app's first load carries.
 */
export const NOT_BUILT_TEXT = {
  heading: 'Aplicativo web não compilado',
  missingFolder: (folder: string) => `O servidor está no ar, mas a pasta ${folder} não existe.`,
  build: (command: string) => `Execute ${command} e recarregue a página.`,
};
