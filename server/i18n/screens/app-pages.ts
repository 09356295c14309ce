/**
 * The `<meta name="description">` of the screens the browser alone renders (sign-in, sign-up, the bankroll,
 * the profile): apart from frame.ts's PAGE_META, whose public pages' texts every first load carries.
 */
export const APP_PAGE_META = {
  login: 'Entre na Bancada para controlar sua banca em várias casas de apostas.',
  signup: 'Crie sua conta na Bancada e acompanhe sua banca em várias casas de apostas.',
  forgotPassword: 'Peça um link para criar uma nova senha na Bancada.',
  resetPassword: 'Crie uma nova senha para sua conta na Bancada.',
  logout: 'Saia da sua conta da Bancada neste navegador.',
  bankroll: 'Sua banca: saldo, investimentos, retiradas e resultado de cada conta.',
  /** An account's statement; an account not found has no name to give. */
  statement: (account: string | undefined) =>
    `Extrato da conta${account ? ` ${account}` : ''}: cada movimentação e o saldo ao longo do tempo.`,
  user: 'Seus dados na Bancada: perfil, senha, reinício da banca e exclusão da conta.',
} as const;
