import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOG_LABELS } from '../../../server/i18n/screens/blog.ts';
import { resized, setWidths, withFakeResizeObserver } from '../../test/resize-observer.ts';
import { PostBody } from './PostBody.tsx';

// The renderer, counted: hydration must not call it for a body the server rendered.
const renderer = vi.hoisted(() => ({ calls: 0 }));
vi.mock('react-markdown', async (importOriginal) => {
  const Markdown = (await importOriginal<typeof import('react-markdown')>()).default;
  return {
    default: (props: Parameters<typeof Markdown>[0]) => {
      renderer.calls += 1;
      return Markdown(props);
    },
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
withFakeResizeObserver();

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A container holding what the server rendered for `markdown`, as a page arrives. */
function serverRendered(markdown: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<PostBody markdown={markdown} />);
  document.body.append(container);
  return container;
}

describe('PostBody', () => {
  it('adopts the body the server rendered when hydrating, without drawing it again', async () => {
    const container = serverRendered('## Dicas\n\nTexto com **negrito**.');
    const body = container.querySelector('.post-body')!;
    const paragraph = body.querySelector('p')!;
    renderer.calls = 0;
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <PostBody markdown={'## Dicas\n\nTexto com **negrito**.'} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(renderer.calls).toBe(0);
    expect(container.querySelector('.post-body p')).toBe(paragraph);
    expect(container.querySelector('.post-body strong')?.textContent).toBe('negrito');
  });

  it('draws another post given in its place from the markdown', async () => {
    const container = serverRendered('Primeiro post.');
    await act(async () => {
      root = hydrateRoot(container, <PostBody markdown="Primeiro post." />);
    });
    renderer.calls = 0;
    await act(async () => {
      root!.render(<PostBody markdown={'Segundo *post*.'} />);
    });
    expect(renderer.calls).toBeGreaterThan(0);
    expect(container.querySelector('.post-body')?.textContent).toBe('Segundo post.');
    expect(container.querySelector('.post-body em')?.textContent).toBe('post');
  });

  it('draws a table written in GitHub markdown as a table that scrolls in its own box', async () => {
    const container = serverRendered(
      '| Conta | Saldo |\n|---|---:|\n| Casa A | R$ 600,00 |\n\nTexto ~~riscado~~ e <b>html</b>.',
    );
    const region = container.querySelector('.post-body .table-scroll')!;
    expect(region.getAttribute('role')).toBe('region');
    expect(region.getAttribute('aria-label')).toBe('Tabela do post');
    expect([...region.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Conta', 'Saldo']);
    expect([...region.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Casa A', 'R$ 600,00']);
    // A column's alignment is a class: a style attribute is refused by the Content-Security-Policy.
    expect(container.innerHTML).not.toContain('style=');
    expect([...region.querySelectorAll('td')].map((td) => td.className)).toEqual(['', 'align-right']);
    expect(container.querySelector('.post-body del')?.textContent).toBe('riscado');
    // HTML in the markdown is still text, never markup.
    expect(container.querySelector('.post-body b')).toBeNull();
    expect(container.textContent).toContain('<b>html</b>');
  });

  it("keeps an adopted body's table a Tab stop only while it scrolls", async () => {
    const markdown = '| Conta | Saldo |\n|---|---:|\n| Casa A | R$ 600,00 |';
    const container = serverRendered(markdown);
    const box = container.querySelector<HTMLElement>('.post-body .table-scroll')!;
    expect(box.tabIndex).toBe(0);
    setWidths(box, { content: 700, box: 700 });
    await act(async () => {
      root = hydrateRoot(container, <PostBody markdown={markdown} />);
    });
    expect(container.querySelector('.post-body .table-scroll')).toBe(box);
    expect(box.tabIndex).toBe(-1);
    setWidths(box, { content: 700, box: 358 });
    resized(box);
    expect(box.tabIndex).toBe(0);
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe(BLOG_LABELS.postTable);
  });
});
