// The web app's words for one screen (see screens/frame.ts). Data only; it imports nothing.

/** Sign-in, sign-up, password recovery and sign-out (SPEC §2, §5). */
export const AUTH_LABELS = {
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
  // After SPEC's 'Erro ao redefinir senha.', when the API refuses the link itself (not the password).
  resetLinkRefused:
    'Este link de redefinição é inválido, já foi usado ou expirou (cada link vale uma vez, por 60 minutos).',
  loggingOut: 'Saindo...',
  logoutTitle: 'Sair da conta',
  logoutQuestion: 'Deseja mesmo sair da sua conta neste navegador?',
  logoutConfirm: 'Sim, sair',
} as const;
