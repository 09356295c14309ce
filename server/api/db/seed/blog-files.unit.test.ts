import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlogFiles, parseBlogPost } from './blog-files.ts';

describe('parseBlogPost', () => {
  it('reads the front matter and the markdown body', () => {
    const post = parseBlogPost(
      'odds-decimais',
      [
        '---',
        'title: "Odds decimais: o guia"',
        "excerpt: 'Entenda as odds'",
        'category: Análise de Odds',
        'published_at: 2025-03-14T12:00:00-03:00',
        '---',
        '# Odds',
        '',
        'Texto com: dois pontos.',
      ].join('\r\n'),
    );
    expect(post).toEqual({
      slug: 'odds-decimais',
      title: 'Odds decimais: o guia',
      excerpt: 'Entenda as odds',
      category: 'Análise de Odds',
      publishedAt: new Date('2025-03-14T15:00:00.000Z'),
      content: '# Odds\n\nTexto com: dois pontos.',
    });
  });

  it('derives a missing excerpt from the first paragraph and allows no category', () => {
    const post = parseBlogPost(
      'x',
      '---\ntitle: T\npublished_at: 2025-01-01\n---\n## Sub\n\nPrimeiro **parágrafo**.\n\nOutro.',
    );
    expect(post.excerpt).toBe('Primeiro parágrafo.');
    expect(post.category).toBeUndefined();
  });

  it.each([
    ['no front matter', '# Só corpo'],
    ['no title', '---\npublished_at: 2025-01-01\n---\ncorpo'],
    ['bad date', '---\ntitle: T\npublished_at: ontem\n---\ncorpo'],
    ['empty body', '---\ntitle: T\npublished_at: 2025-01-01\n---\n'],
    ['line without colon', '---\ntitle: T\nsolta\n---\ncorpo'],
  ])('refuses a file with %s', (_name, source) => {
    expect(() => parseBlogPost('x', source)).toThrow();
  });
});

describe('loadBlogFiles', () => {
  it('loads every .md file, skipping bad ones with a reason', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bancada-blog-'));
    try {
      await writeFile(path.join(dir, 'bom-post.md'), '---\ntitle: Bom\npublished_at: 2025-01-01\n---\ncorpo');
      await writeFile(path.join(dir, 'quebrado.md'), 'sem front matter');
      await writeFile(path.join(dir, 'Nome Ruim.md'), '---\ntitle: T\npublished_at: 2025-01-01\n---\ncorpo');
      await writeFile(path.join(dir, 'notas.txt'), 'ignorado');
      const skipped: string[] = [];
      const posts = await loadBlogFiles(dir, (file) => skipped.push(file));
      expect(posts.map((p) => p.slug)).toEqual(['bom-post']);
      expect(skipped.sort()).toEqual(['Nome Ruim.md', 'quebrado.md']);
      expect(await loadBlogFiles(path.join(dir, 'nao-existe'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('parses every post of the content folder', async () => {
    const skipped: string[] = [];
    await loadBlogFiles(undefined, (file, reason) => skipped.push(`${file}: ${reason}`));
    expect(skipped).toEqual([]);
  });
});
