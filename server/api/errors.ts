import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with the status and pt-BR message the client gets; never logged as a fault. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra top-level fields some screens read (e.g. `error` on /account/reset). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
    this.extra = options.extra;
  }

  toBody(): Record<string, unknown> {
    return { message: this.message, ...(this.errors ? { errors: this.errors } : {}), ...this.extra };
  }
}

export const MESSAGES = {
  invalidBody: 'Corpo da requisição inválido.',
  invalidQuery: 'Parâmetros da requisição inválidos.',
  bodyTooLarge: (kb: number) => `Corpo da requisição muito grande (máximo de ${kb} KB).`,
  unsupportedType: 'Tipo de conteúdo não suportado. Envie application/json.',
  unsupportedTypeForm:
    'Tipo de conteúdo não suportado. Envie application/json ou application/x-www-form-urlencoded.',
  noToken: 'Token de autenticação não encontrado.',
  sessionExpired: 'Sessão expirada. Entre novamente.',
  fillAll: 'Por favor, preencha todos os campos',
  invalidEmail: 'Por favor, insira um e-mail válido',
  passwordsDiffer: 'As senhas não coincidem',
  signupPasswordMin: 'A senha deve ter no mínimo 8 caracteres',
  passwordMin: 'A senha deve ter no mínimo 6 caracteres',
  passwordMax: 'A senha deve ter no máximo 128 caracteres',
  badCredentials: 'Usuário ou senha incorretos',
  loginWait: (wait: string) => `Muitas tentativas de login. Aguarde ${wait} e tente novamente.`,
  passwordWait: (wait: string) =>
    `Muitas tentativas com a senha incorreta. Aguarde ${wait} e tente novamente.`,
  signupWait: (wait: string) =>
    `Muitos cadastros feitos a partir desta rede. Aguarde ${wait} e tente novamente.`,
  forgotWait: (wait: string) => `Muitas solicitações. Aguarde ${wait} e tente novamente.`,
  tooManyRequests: 'Muitas requisições. Aguarde um momento e tente novamente.',
  emailTaken: 'Este e-mail já está cadastrado.',
  askPassword: 'Por favor, insira sua senha.',
  wrongPassword: 'Senha incorreta.',
  resetInvalid: 'Link de redefinição inválido ou expirado.',
  accountNotFound: 'Conta não encontrada',
  accountInactive: 'Esta conta está inativa. Reative-a para movimentá-la.',
  nameRequired: 'O campo Nome é obrigatório.',
  betRequired: 'Selecione uma casa de apostas.',
  insufficient: 'Saldo disponível insuficiente para a retirada.',
  balanceChanged: 'O saldo da conta mudou. Atualize a página e tente novamente.',
  idMismatch: 'O id do corpo não confere com o da URL.',
  idempotencyReused: 'Esta Idempotency-Key já foi usada com outro pedido.',
  idempotencyInvalid: 'Cabeçalho Idempotency-Key inválido: use de 1 a 200 caracteres visíveis.',
  postNotFound: 'Post não encontrado',
  notFound: 'Não encontrado',
  internal: 'Ocorreu um erro. Tente novamente.',
} as const;
