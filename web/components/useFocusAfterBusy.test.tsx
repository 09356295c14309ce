import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterBusy } from './useFocusAfterBusy.ts';

function Form({ busy }: { busy: boolean }) {
  const formRef = useFocusAfterBusy(busy);
  return (
    <>
      <form ref={formRef}>
        {/* Not disabled here: happy-dom keeps the focus on a disabled control, where a browser drops it to
            the page; the tests drop it themselves (blur). */}
        <input aria-label="E-mail" aria-disabled={busy} />
      </form>
      <button type="button">Fora</button>
    </>
  );
}

describe('useFocusAfterBusy', () => {
  it('gives the focus back to the control that had it once the form is enabled again', () => {
    const view = render(<Form busy={false} />);
    const field = screen.getByLabelText('E-mail');
    act(() => field.focus());
    view.rerender(<Form busy />);
    // What a browser does to a focused control that is disabled.
    act(() => field.blur());
    expect(document.activeElement).toBe(document.body);
    view.rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where the user moved it meanwhile', () => {
    const view = render(<Form busy={false} />);
    const field = screen.getByLabelText('E-mail');
    act(() => field.focus());
    view.rerender(<Form busy />);
    const outside = screen.getByRole('button', { name: 'Fora' });
    act(() => outside.focus());
    view.rerender(<Form busy={false} />);
    expect(document.activeElement).toBe(outside);
  });
});
