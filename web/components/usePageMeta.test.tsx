import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
import { usePageMeta } from './usePageMeta.ts';

function Page({ title, next }: { title: string; next?: string }) {
  usePageMeta(title, `Sobre ${title}`);
  return next ? <Link to={next}>Próxima</Link> : null;
}

const SERVER_HEAD = `<title>Blog — Bancada</title>
  <meta name="description" content="Blog">
  <meta name="robots" content="noindex">
  <link rel="canonical" href="http://localhost:3000/blog">
  <meta property="og:title" content="Blog — Bancada">
  <meta name="twitter:title" content="Blog — Bancada">
  <script type="application/ld+json">{"@type":"BreadcrumbList"}</script>`;

describe('usePageMeta', () => {
  it('keeps the server’s tags on the page it rendered, and drops them once the app moves on', async () => {
    // The document is the worker's, its other suites' too: given back as it was.
    const before = document.head.innerHTML;
    onTestFinished(() => void (document.head.innerHTML = before));
    document.head.innerHTML = SERVER_HEAD;
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Routes>
          <Route path="/blog" element={<Page title="Blog" next="/sports/event/7" />} />
          <Route path="/sports/event/7" element={<Page title="Flamengo × Palmeiras" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(document.title).toBe('Blog — Bancada');
    expect(document.head.querySelectorAll('link, meta, script')).toHaveLength(6);

    await userEvent.setup().click(screen.getByRole('link', { name: 'Próxima' }));
    expect(document.title).toBe('Flamengo × Palmeiras — Bancada');
    expect([...document.head.querySelectorAll('link, meta, script')].map((tag) => tag.outerHTML)).toEqual([
      '<meta name="description" content="Sobre Flamengo × Palmeiras">',
    ]);
  });
});
