import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamCrest } from './TeamCrest.tsx';

afterEach(() => vi.restoreAllMocks());

describe('TeamCrest', () => {
  it('shows the crest, and an empty place once it fails to load', () => {
    const { container } = render(<TeamCrest teamId={1} name="Flamengo" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/images/team/1');
    expect(image.getAttribute('alt')).toBe('Escudo de Flamengo');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.crest-missing')).not.toBeNull();
  });

  it('finds a crest that failed before the page was hydrated, when onError can no longer fire', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const { container } = render(<TeamCrest teamId={1} name="Flamengo" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.crest-missing')).not.toBeNull();
  });

  it('shows the next team’s crest after one failed, when the scoreboard moves to another event', () => {
    const { container, rerender } = render(<TeamCrest teamId={1} name="Flamengo" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<TeamCrest teamId={2} name="Palmeiras" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/team/2');
  });
});
