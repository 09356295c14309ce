import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BLOG_LABELS } from '../../server/i18n/screens/blog.ts';
import { STATEMENT_LABELS } from '../../server/i18n/screens/statement.ts';
import { isObserved, resized, setWidths, withFakeResizeObserver } from '../test/resize-observer.ts';
import { ScrollRegion } from './ScrollRegion.tsx';

withFakeResizeObserver();

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

const NAME = BLOG_LABELS.postTable;
const table = (
  <table>
    <tbody>
      <tr>
        <td>1</td>
      </tr>
    </tbody>
  </table>
);

/** A region holding a table, drawn in the browser; until told otherwise its table fits (0 of 0 pixels). */
function drawn() {
  render(<ScrollRegion aria-label={NAME}>{table}</ScrollRegion>);
  return screen.getByRole('region', { name: NAME });
}

describe('ScrollRegion', () => {
  it('is a named region and a Tab stop as the server writes it, which cannot measure', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ScrollRegion aria-label={NAME}>{table}</ScrollRegion>);
    const box = host.firstElementChild!;
    expect(box.className).toBe('table-scroll');
    expect(box.getAttribute('role')).toBe('region');
    expect(box.getAttribute('aria-label')).toBe(NAME);
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(host.innerHTML).not.toContain('style=');
  });

  it('hydrates the server markup as it is, then leaves the Tab order once it finds its table fits', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<ScrollRegion aria-label={NAME}>{table}</ScrollRegion>);
    document.body.append(host);
    const box = host.firstElementChild!;
    setWidths(box, { content: 1200, box: 1200 });
    const errors: unknown[] = [];
    await act(async () => {
      hydrated = hydrateRoot(host, <ScrollRegion aria-label={NAME}>{table}</ScrollRegion>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(host.firstElementChild).toBe(box);
    expect(box.getAttribute('tabindex')).toBe('-1');
  });

  it('is a Tab stop only while its table is wider than it, named region either way', () => {
    const box = drawn();
    expect(box.tabIndex).toBe(-1);
    // A phone held upright.
    setWidths(box, { content: 900, box: 390 });
    resized(box);
    expect(box.tabIndex).toBe(0);
    // Turned sideways.
    setWidths(box, { content: 844, box: 844 });
    resized(box);
    expect(box.tabIndex).toBe(-1);
    expect(screen.getByRole('region', { name: NAME })).toBe(box);
  });

  it('becomes a Tab stop when its table grows wider in a box of the same size (more rows, longer names)', () => {
    const box = drawn();
    setWidths(box, { content: 900, box: 390 });
    resized(box.querySelector('table')!);
    expect(box.tabIndex).toBe(0);
  });

  it('stops watching when it leaves the page', () => {
    const { unmount } = render(<ScrollRegion aria-label={NAME}>{table}</ScrollRegion>);
    const box = screen.getByRole('region', { name: NAME });
    expect(isObserved(box)).toBe(true);
    unmount();
    expect(isObserved(box)).toBe(false);
  });

  it('takes its name from a heading when given aria-labelledby', () => {
    render(
      <>
        <h2 id="heading">{STATEMENT_LABELS.lines}</h2>
        <ScrollRegion aria-labelledby="heading">{table}</ScrollRegion>
      </>,
    );
    expect(screen.getByRole('region', { name: STATEMENT_LABELS.lines }).className).toBe('table-scroll');
  });

  it('hands its box to a ref, which can still focus it while its table fits', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <ScrollRegion ref={ref} aria-label={NAME}>
        {table}
      </ScrollRegion>,
    );
    const box = screen.getByRole('region', { name: NAME });
    expect(ref.current).toBe(box);
    expect(box.tabIndex).toBe(-1);
    act(() => ref.current!.focus());
    expect(document.activeElement).toBe(box);
  });
});
