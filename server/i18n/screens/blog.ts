// The web app's words for one screen (see screens/frame.ts). Data only; it imports nothing.

/** The blog's list and posts (SPEC §2). */
export const BLOG_LABELS = {
  /** A table of a post, which scrolls sideways on a phone (a region keyboards can reach). */
  postTable: 'Tabela do post',
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
} as const;
