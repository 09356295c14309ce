import { describe, expect, it } from 'vitest';
import { postDescription, summary } from './post-description.ts';

describe('post description', () => {
  it('summarises long text at a word', () => {
    expect(summary('curto')).toBe('curto');
    const long = summary('palavra '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(155);
    expect(long).toMatch(/palavra…$/);
  });

  it('is the excerpt when the post has one', () => {
    expect(postDescription({ excerpt: '  Resumo do post. ', content: '# Outro texto' })).toBe(
      'Resumo do post.',
    );
  });

  it("falls back to the start of the post's text without markdown", () => {
    const content = Array(10)
      .fill('# Título\n\nUm texto [com link](https://x.example) e **negrito**.')
      .join('\n\n');
    const description = postDescription({ excerpt: '   ', content });
    expect(description).toMatch(/^Título Um texto com link e negrito\. Título/);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description).toMatch(/…$/);
    expect(postDescription({ excerpt: null, content: '![Gráfico](/a.png) Gols por tempo' })).toBe(
      'Gráfico Gols por tempo',
    );
    expect(postDescription({ excerpt: null, content: '- Mandante e _visitante_\n- 1º tempo' })).toBe(
      'Mandante e visitante 1º tempo',
    );
  });
});
