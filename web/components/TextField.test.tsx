import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';
import { EmailField, TextField } from './TextField.tsx';

describe('TextField', () => {
  it('says a required field to assistive technology, leaving the check to the form', () => {
    render(
      <>
        <TextField label={COMMON_LABELS.name} required />
        <EmailField required />
      </>,
    );
    for (const input of [
      screen.getByLabelText(COMMON_LABELS.name),
      screen.getByLabelText(COMMON_LABELS.email),
    ]) {
      expect(input.getAttribute('aria-required')).toBe('true');
      // The browser's own check would speak first, in its language.
      expect(input.hasAttribute('required')).toBe(false);
    }
  });

  it('says nothing of a field the form does not require', () => {
    render(<TextField label={COMMON_LABELS.name} />);
    expect(screen.getByLabelText(COMMON_LABELS.name).hasAttribute('aria-required')).toBe(false);
  });
});
