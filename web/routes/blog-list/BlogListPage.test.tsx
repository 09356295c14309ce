import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BlogListPageQuery from '../../relay/__generated__/BlogListPageQuery.graphql.ts';
import { rejectQuery, renderRoute, resolveQuery } from '../../test/render-route.tsx';

describe('/blog', () => {
  it('shows a skeleton while loading, then post cards', async () => {
    const { environment } = renderRoute('/blog');
    expect(await screen.findByText('Carregando posts...')).toBeTruthy();
    await resolveQuery(
      environment,
      BlogListPageQuery,
      {},
      {
        BlogPost: (_ctx, id) => ({
          slug: `post-${id()}`,
          title: `Título ${id()}`,
          excerpt: 'Resumo do post',
        }),
      },
    );
    const more = await screen.findAllByText('Continuar lendo...');
    expect(more.length).toBeGreaterThan(0);
    expect(more[0].closest('a')!.getAttribute('href')).toMatch(/^\/blog\/posts\/post-/);
    expect(screen.getAllByText('Resumo do post').length).toBe(more.length);
  });

  it('says so when there are no posts', async () => {
    const { environment } = renderRoute('/blog');
    await resolveQuery(
      environment,
      BlogListPageQuery,
      {},
      { QueryBlogPostsConnection: () => ({ edges: [] }) },
    );
    expect(await screen.findByText('Nenhum post publicado ainda.')).toBeTruthy();
  });

  it('shows the failure text', async () => {
    const { environment } = renderRoute('/blog');
    await rejectQuery(environment, BlogListPageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Falha ao carregar os posts do blog');
  });
});
