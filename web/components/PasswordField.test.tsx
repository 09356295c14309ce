import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMON_LABELS } from '../../server/i18n/screens/frame.ts';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('says a required password to assistive technology, leaving the check to the form', () => {
    render(<PasswordField label={COMMON_LABELS.password} required />);
    const input = screen.getByLabelText(COMMON_LABELS.password);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('says nothing of a password the form does not require', () => {
    render(<PasswordField label={COMMON_LABELS.password} />);
    expect(screen.getByLabelText(COMMON_LABELS.password).hasAttribute('aria-required')).toBe(false);
  });
});
