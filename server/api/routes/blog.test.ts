import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBlogFiles } from '../db/seed/blog-files.ts';
import { seedBlogPosts } from '../db/seed/blog.ts';
import type { BlogPostSeed } from '../db/seed/blog-files.ts';
import { BACKENDS, noteSkippedPostgres, startTestApi, type TestApi } from '../test/harness.ts';
import type { CategoriesAnswer, PostAnswer, PostsAnswer } from '../test/answers.ts';

noteSkippedPostgres('blog');

/** Test posts dated after any real content, so they lead the newest-first list in a known order. */
const testPosts: BlogPostSeed[] = Array.from({ length: 12 }, (_, i) => ({
  slug: `post-de-teste-${String(i + 1).padStart(2, '0')}`,
  title: `Post de teste ${i + 1}`,
  excerpt: `Resumo ${i + 1}`,
  category: i % 2 === 0 ? 'Análise Tática' : 'Gestão de Banca',
  publishedAt: new Date(Date.UTC(2099, 0, 1 + i, 12)),
  content: `# Título ${i + 1}\n\nCorpo em **markdown** do post ${i + 1}.`,
}));

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`blog endpoints (${backend.name})`, () => {
    let api: TestApi;
    let fileCount: number;
    beforeAll(async () => {
      fileCount = (await loadBlogFiles()).length;
      api = await startTestApi(backend, {
        prepare: async (db) => {
          await seedBlogPosts(db, testPosts);
          // A second run updates by slug instead of duplicating.
          await seedBlogPosts(db, [{ ...testPosts[0], title: 'Post de teste 1 (revisto)' }]);
        },
      });
    });
    afterAll(async () => {
      await api?.dispose();
    });

    it('pages posts newest first, Laravel-style', async () => {
      const first = await api.call<PostsAnswer>('GET', '/blog/posts?per_page=5');
      expect(first.status).toBe(200);
      const page = first.body.data;
      const total = testPosts.length + fileCount;
      expect(page).toMatchObject({ current_page: 1, per_page: 5, total, last_page: Math.ceil(total / 5) });
      expect(page.data.map((p: { slug: string }) => p.slug)).toEqual([
        'post-de-teste-12',
        'post-de-teste-11',
        'post-de-teste-10',
        'post-de-teste-09',
        'post-de-teste-08',
      ]);
      const third = await api.call<PostsAnswer>('GET', '/blog/posts?per_page=5&page=3');
      expect(third.body.data.current_page).toBe(3);
      // Index 10 of the list: the test posts (dated 2099) come before every real post.
      expect(third.body.data.data[0].slug).toBe('post-de-teste-02');
      const defaults = await api.call<PostsAnswer>('GET', '/blog/posts');
      expect(defaults.body.data.per_page).toBe(10);
      expect(defaults.body.data.data).toHaveLength(Math.min(10, total));
      const past = await api.call<PostsAnswer>('GET', '/blog/posts?page=999');
      expect(past.status).toBe(200);
      expect(past.body.data.data).toEqual([]);
    });

    it('pages posts by keyset with `cursor` beside SPEC’s page numbers, refusing a bad cursor with a code', async () => {
      const first = await api.call<PostsAnswer>('GET', '/blog/posts?per_page=5');
      const cursor = first.body.data.next_cursor;
      expect(cursor).toEqual(expect.any(String));
      const next = await api.call<PostsAnswer>('GET', `/blog/posts?per_page=5&cursor=${cursor}`);
      expect(next.status).toBe(200);
      // The page after the fifth post is the numbered second page, without its number.
      const second = await api.call<PostsAnswer>('GET', '/blog/posts?per_page=5&page=2');
      expect(next.body.data.data).toEqual(second.body.data.data);
      expect(next.body.data).not.toHaveProperty('current_page');
      const both = await api.call('GET', `/blog/posts?page=2&cursor=${cursor}`);
      expect(both.status).toBe(422);
      expect(both.body).toMatchObject({ errors: { cursor: [expect.stringMatching(/page ou cursor/)] } });
      for (const bad of [
        'lixo!',
        Buffer.from('entry:1').toString('base64url'),
        Buffer.from('post:x.1').toString('base64url'),
        // Past the integer column of the post's id, and past bigint: refused, never a database error.
        Buffer.from('post:1758639600000.2147483648').toString('base64url'),
        Buffer.from('post:9223372036854775808.1').toString('base64url'),
      ]) {
        const refused = await api.call('GET', `/blog/posts?cursor=${encodeURIComponent(bad)}`);
        expect(refused.status, bad).toBe(400);
        expect(refused.body, bad).toMatchObject({ code: 'INVALID_CURSOR' });
        expect((refused.body as { message: string }).message).toMatch(/posts/);
      }
    });

    it('returns one post by slug with its category, and 404 for an unknown slug', async () => {
      const answer = await api.call<PostAnswer>('GET', '/blog/posts/post-de-teste-01');
      expect(answer.status).toBe(200);
      // Asymmetric matchers are typed `any`; as `unknown` they match without leaking it.
      const anyId: unknown = expect.any(Number);
      expect(answer.body.data.data).toEqual({
        id: anyId,
        slug: 'post-de-teste-01',
        title: 'Post de teste 1 (revisto)',
        excerpt: 'Resumo 1',
        content: '# Título 1\n\nCorpo em **markdown** do post 1.',
        published_at: '2099-01-01T12:00:00.000Z',
        category: { id: anyId, name: 'Análise Tática', slug: 'analise-tatica' },
      });
      const missing = await api.call<PostAnswer>('GET', '/blog/posts/nao-existe');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Post não encontrado', code: 'NOT_FOUND' });
    });

    it('lists categories created by name', async () => {
      const answer = await api.call<CategoriesAnswer>('GET', '/blog/categories');
      expect(answer.status).toBe(200);
      const slugs = answer.body.data.data.map((c: { slug: string }) => c.slug);
      expect(slugs).toEqual(expect.arrayContaining(['analise-tatica', 'gestao-de-banca']));
      expect(new Set(slugs).size).toBe(slugs.length);
    });

    it('serves the markdown files of the content folder', async () => {
      const files = await loadBlogFiles();
      for (const file of files.slice(0, 3)) {
        const answer = await api.call<PostAnswer>('GET', `/blog/posts/${file.slug}`);
        expect(answer.status).toBe(200);
        expect(answer.body.data.data).toMatchObject({ title: file.title, content: file.content });
      }
    });
  });
}
