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
  // A leg of a bet (legs.<index>.<field>): named with its place, "escolha da seleção 2".
  event_id: 'evento',
  market_id: 'mercado',
  line: 'linha',
  choice: 'escolha',
  odds: 'odd',
  closing_odds: 'odd de fechamento',
};

/** A key the table names, else the key as sent (never a name inherited from Object: "constructor"). */
const nameOf = (key: string) => (Object.hasOwn(FIELD_NAMES, key) ? FIELD_NAMES[key] : key);

/** A body field's name in a message: as the form names it, a bet leg's with its place in the slip. */
export function fieldNameOf(path: string): string {
  const leg = /^legs\.(\d{1,3})\.(\w+)$/.exec(path);
  if (leg) return `${nameOf(leg[2])} da seleção ${Number(leg[1]) + 1}`;
  return nameOf(path);
}

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
