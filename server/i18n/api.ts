// The Banca API's own pt-BR texts beyond its messages (pt-BR.ts): the field names its refusals quote and
// the mail it sends. Only the server reads them, so the web bundle does not carry them. Data only.

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
