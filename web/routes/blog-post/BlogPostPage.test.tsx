import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BlogPostPageQuery from '../../relay/__generated__/BlogPostPageQuery.graphql.ts';
import { rejectQuery, renderRoute, resolveQuery } from '../../test/render-route.tsx';

const vars = { slug: 'apostas-conscientes' };

describe('/blog/posts/:slug', () => {
  it('shows Carregando post... then the post, its markdown and related posts', async () => {
    const { environment } = renderRoute('/blog/posts/apostas-conscientes');
    expect(await screen.findByText('Carregando post...')).toBeTruthy();
    await resolveQuery(environment, BlogPostPageQuery, vars, {
      BlogPost: (ctx, id) =>
        ctx.path?.includes('relatedPosts')
          ? { slug: `relacionado-${id()}`, title: `Relacionado ${id()}`, publishedAt: '2025-03-10T12:00:00Z' }
          : {
              title: 'Apostas conscientes',
              content:
                '## Dicas\n\nTexto com **negrito**.\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
              publishedAt: '2025-03-10T12:00:00Z',
              category: { name: 'Gestão de banca' },
            },
    });
    expect(await screen.findByRole('heading', { name: 'Apostas conscientes' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dicas' })).toBeTruthy();
    expect(screen.getByText('negrito').tagName).toBe('STRONG');
    expect(document.querySelector('.post-body script, .post-body img')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText(/Gestão de banca/)).toBeTruthy();
    expect(screen.getAllByText('10/03/2025').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Posts Relacionados' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Relacionado/ })[0].getAttribute('href')).toMatch(
      /^\/blog\/posts\//,
    );
    expect(screen.getByRole('link', { name: /Voltar para o blog/ }).getAttribute('href')).toBe('/blog');
  });

  it('says when there are no related posts', async () => {
    const { environment } = renderRoute('/blog/posts/apostas-conscientes');
    await resolveQuery(environment, BlogPostPageQuery, vars, { BlogPost: () => ({ relatedPosts: [] }) });
    expect(await screen.findByText('Nenhum post relacionado encontrado.')).toBeTruthy();
  });

  it('shows Post não encontrado for an unknown slug, as the page’s heading', async () => {
    const { environment } = renderRoute('/blog/posts/apostas-conscientes');
    await resolveQuery(environment, BlogPostPageQuery, vars, { Query: () => ({ blogPost: null }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post não encontrado' })).toBeTruthy();
  });

  it('shows Falha ao carregar o post on failure', async () => {
    const { environment } = renderRoute('/blog/posts/apostas-conscientes');
    await rejectQuery(environment, BlogPostPageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Falha ao carregar o post');
  });
});
