import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureCards } from './FigureCards.tsx';

describe('FigureCards', () => {
  it('marks a figure too long for its card at the cards’ size, to be set to the card’s width', () => {
    render(
      <FigureCards
        label="Resumo"
        cards={[
          ['Investido', 'R$ 9.999.999,99', null],
          ['Disponível', 'R$ 1.999.999.999,98', 'Saldo final'],
        ]}
      />,
    );
    expect(screen.getByText('R$ 9.999.999,99').hasAttribute('data-long')).toBe(false);
    expect(screen.getByText('R$ 1.999.999.999,98').hasAttribute('data-long')).toBe(true);
  });
});
