// The web app's words for one screen (see screens/frame.ts). Data only; it imports nothing.

/** The user's profile, bankroll reset and account deletion (SPEC §2, §5). */
export const USER_LABELS = {
  profile: 'Editar Perfil',
  saveProfile: 'Alterar Dados',
  resetBankroll: 'Reiniciar Banca',
  deleteAccount: 'Deletar Conta',
  loadFailed: 'Erro ao buscar usuário',
  deleteTitle: 'Excluir minha conta',
  deleteQuestion: 'Tem certeza que deseja excluir sua conta?',
  resetTitle: 'Reiniciar minhas contas',
  resetQuestion: 'Tem certeza que deseja excluir todas as contas?',
  // What each of them takes away, said before the password is asked (SPEC's question stays as written).
  resetWarning:
    'Apaga todas as suas contas, com os extratos e as apostas, também as em aberto. Seu usuário continua. Não é possível desfazer.',
  deleteWarning: 'Apaga seu usuário, com todas as contas, extratos e apostas. Não é possível desfazer.',
  confirmDelete: 'Sim, quero excluir',
} as const;
