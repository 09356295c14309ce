/**
 * The BFF's own pt-BR refusals: the shape, limits and deadlines of GraphQL requests, the inputs it parses
 * (scalars, global ids, cursors, list sizes) and live updates. Integrators and the web app read them in
 * answers; the web bundle does not carry them (pt-BR.ts's MESSAGES is what the web app itself shows).
 * Data only; it imports nothing.
 */
/** Labels of the bets' statistics groups that have no name of their own. */
export const BETS_STATS_LABELS = {
  all: 'Todas as apostas',
  mixed: {
    sport: 'Acumuladas de vários esportes',
    league: 'Acumuladas de vários campeonatos',
    house: 'Sem casa',
    market: 'Acumuladas de vários mercados',
  },
} as const;

export const BFF_MESSAGES = {
  // GraphQL requests (BFF): their shape, CSRF, limits, deadlines and the session store
  graphqlQueryNotText: 'O parâmetro "query" deve ser um texto com o documento GraphQL.',
  graphqlParamNotObject: (name: string) => `O parâmetro "${name}" deve ser um objeto JSON.`,
  graphqlOperationNameNotText: 'O parâmetro "operationName" deve ser um texto.',
  graphqlQueryMissing: 'Envie uma consulta em "query" ou o id de uma operação persistida em "doc_id".',
  graphqlOperationUndetermined:
    'Não foi possível determinar qual operação executar: o documento precisa de uma operação (query, ' +
    'mutation ou subscription), e "operationName" deve dizer uma delas quando há mais de uma.',
  graphqlParamTooDeep: (name: string, depth: number) =>
    `O parâmetro "${name}" tem mais de ${depth} níveis de objetos e listas.`,
  graphqlParamTooManyValues: (name: string, values: number) =>
    `O parâmetro "${name}" tem mais de ${values} valores.`,
  graphqlContentEncodingUnsupported:
    'Corpo comprimido não aceito: envie o JSON sem Content-Encoding (a resposta pode vir comprimida).',
  graphqlCharsetUnsupported: 'Conjunto de caracteres não aceito: envie o JSON em UTF-8.',
  graphqlParamNumberOutOfRange: (name: string) =>
    `O parâmetro "${name}" tem um número grande demais para ser representado.`,
  graphqlParamsNotJson: 'Os parâmetros "variables" e "extensions" devem ser objetos JSON válidos.',
  graphqlBodyNotJson: 'O corpo da requisição não é um JSON válido.',
  graphqlBodyNotObject: 'O corpo da requisição deve ser um objeto JSON com "query" ou "doc_id".',
  graphqlBatchUnsupported:
    'Envie uma operação por requisição: listas de operações (batching) não são aceitas.',
  graphqlMethodNotAllowed: 'Método não aceito: envie a consulta por GET ou POST.',
  notAcceptable: (types: string) =>
    `Esta resposta não pode ser enviada em nenhum formato do cabeçalho Accept; peça um destes: ${types}.`,
  graphqlMediaTypeUnsupported:
    'Tipo de conteúdo não aceito: envie a consulta por GET ou por POST com Content-Type: application/json.',
  persistedUnknown: 'Operação persistida desconhecida. Atualize a página.',
  requestTooLarge: 'Requisição grande demais.',
  metricsRestricted: 'Acesso às métricas não autorizado.',
  csrfOrigin: 'Origem da requisição não permitida.',
  csrfHeaderMissing: (header: string) =>
    `Requisição sem o cabeçalho ${header} exigido para sessões por cookie.`,
  bearerMalformed:
    'Cabeçalho Authorization inválido: envie "Bearer " seguido do token recebido no login, sem espaços.',
  depthLimit: (max: number, found?: number) =>
    `Consulta profunda demais: ${found ?? 'mais de ' + max} níveis de campos; o máximo é ${max}.`,
  aliasLimit: (max: number, found?: number) =>
    `Apelidos (aliases) demais: ${found ?? 'mais de ' + max}; o máximo é ${max}.`,
  directiveLimit: (max: number, found?: number) =>
    `Diretivas demais: ${found ?? 'mais de ' + max}; o máximo é ${max}.`,
  tokenLimit: (max: number) => `Documento longo demais: o máximo é ${max} tokens GraphQL.`,
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
  moneyScalarNegative: 'O valor não pode ser negativo.',
  /**
   * A literal of the document refused for its type, with the reason: graphql-js's "Expected value of type"
   * in pt-BR (graphql-js.ts), and the BFF's scalars' own refusals of a literal (scalars.ts).
   */
  literalInvalid: (type: string, found: string, reason: string) =>
    `Esperava um valor do tipo "${type}", encontrou ${found}; ${reason}`,
  decimalInvalid: 'Número decimal inválido.',
  dateTimeInvalid: 'Data e hora inválidas: use ISO 8601.',
  dateInvalid: 'Data inválida: use AAAA-MM-DD.',
  dateOutOfRange: (days: number) =>
    `Data fora do período da agenda: escolha um dia até ${days} dias antes ou depois de hoje.`,
  nodeNotFound: 'Nenhum objeto com esse ID.',
  idInvalid: (id: string) => `ID inválido: "${id}".`,
  cursorInvalid: (cursor: string) =>
    `Cursor inválido: "${cursor}". Use um cursor recebido em pageInfo ou edges.`,
  pageForwardOnly:
    'Esta lista é paginada só para a frente: use first e after com o endCursor recebido (last e before não são aceitos).',
  idempotencyKeyField: 'Chave de idempotência inválida: use de 1 a 200 caracteres visíveis.',

  // Live updates (BFF): subscriptions, their sockets and their admission limits
  liveUnavailable: 'Atualizações ao vivo indisponíveis.',
  viewerUpdatesSignIn: 'Entre na sua conta para acompanhar a sua banca ao vivo.',
  liveFeedUnavailable: 'Não foi possível consultar os dados ao vivo agora. Tente de novo em instantes.',
  liveFull: 'Acompanhamento ao vivo lotado no momento. Tente de novo em instantes.',
  liveStartFailed: 'Não foi possível iniciar a atualização ao vivo. Tente de novo em instantes.',
  eventNotFound: 'Evento não encontrado.',
  sportNotFound: 'Esporte não encontrado.',
  sportInvalid: 'Esporte inválido.',
  liveSubscriptionsPerConnection: (max: number) => `Limite de ${max} assinaturas por conexão atingido.`,
  liveSubscriptionsPerSseClient: (max: number) =>
    `Limite de ${max} assinaturas ao mesmo tempo por sessão (ou por endereço, sem sessão) atingido.`,
  liveSubscriptionsPerAddress: (max: number) => `Limite de ${max} assinaturas ao vivo por endereço atingido.`,
  viewerUpdatesPerUser: (max: number) =>
    `Limite de ${max} acompanhamentos ao vivo da sua banca ao mesmo tempo atingido. Feche outras abas ou aparelhos.`,
  liveTopicsPerAddress: (max: number) =>
    `Limite de ${max} jogos e listas ao vivo acompanhados ao mesmo tempo por endereço atingido.`,
  liveUnknownTooMany:
    'Tentativas demais de acompanhar jogos ou esportes que não existem. Aguarde um minuto e tente de novo.',
  liveSocketsPerAddress: (max: number) => `Limite de ${max} conexões ao vivo por endereço atingido.`,
  liveSocketPathUnknown: (path: string) => `As conexões ao vivo (WebSocket) ficam em ${path}.`,
  socketDocumentInvalid: 'Documento inválido.',
  subscriptionRootDirective: (operation: string | null) =>
    `${operation === null ? 'Uma assinatura anônima' : `A assinatura "${operation}"`} não pode usar @skip nem ` +
    '@include no seu campo de primeiro nível: ela assina sempre exatamente um campo.',
  socketIdTooLong: (max: number) => `Identificador de assinatura longo demais: no máximo ${max} caracteres.`,
  socketSubscriptionsOnly:
    'Pelo WebSocket, apenas assinaturas (subscription). Envie consultas e mutações por HTTP em /graphql.',

  // GraphiQL: the note atop each example tab, on who the operations run as (GraphQL comment lines)
  graphiqlAuthNote: [
    'Exemplo do guia docs/GRAPHQL.md. Esportes e',
    'blog são públicos: não pedem login.',
    'Logado no site neste navegador, as abas usam',
    'o cookie da sessão, o que o cabeçalho',
    'x-bancada-csrf em Headers permite; a aba',
    'SignIn com ele entra por cookie.',
    'Integradores: numa janela anônima (sem o',
    'cookie do site), rodem SignIn com Headers {}',
    'para receber o token e usem em Headers:',
    '{"authorization": "Bearer <token>"}',
  ].join('\n'),
} as const satisfies Record<string, string | ((...values: never[]) => string)>;

export type BffMessageKey = keyof typeof BFF_MESSAGES;

/**
 * Reasons of a closed graphql-ws socket (at most 123 bytes each, the WebSocket limit): graphql-ws's own
 * (live/sockets.ts gives them by close code) and the BFF's. The close code (docs/GRAPHQL.md) says the same
 * to a program.
 */
export const SOCKET_CLOSE_REASONS = {
  invalidMessage: 'Mensagem inválida.',
  forbidden: 'Conexão recusada: autorização ausente ou inválida.',
  unauthorized: 'Envie connection_init e aguarde connection_ack antes de assinar.',
  subprotocol: 'Subprotocolo não aceito: use graphql-transport-ws.',
  initTimeout: 'O connection_init não chegou a tempo.',
  tooManyInits: 'O connection_init só pode ser enviado uma vez.',
  subscriberExists: 'Já existe uma assinatura com este id nesta conexão.',
  tooManyMessages: 'Mensagens demais: reconecte em instantes.',
  tooManyLogins: 'Tentativas demais de entrar: aguarde um minuto.',
  idTooLong: 'Identificador de assinatura longo demais.',
  binary: 'Só mensagens de texto são aceitas.',
  tooSlow: 'Leitura lenta demais para acompanhar as atualizações ao vivo: reconecte.',
  internal: 'Erro interno do servidor.',
} as const;
