import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BETS_LABELS } from '../../server/i18n/screens/bets.ts';
import { STATEMENT_LABELS } from '../../server/i18n/screens/statement.ts';
import { DayLineChart } from './DayLineChart.tsx';

const describeChart = ({ from, to }: { from: string; to: string }) => `de ${from} a ${to}`;

/** The texts under the drawing of `days` (date and amount pairs): its days. */
function dayLabelsOf(days: Array<[date: string, amount: string]>) {
  const { container } = render(
    <DayLineChart days={days.map(([date, amount]) => ({ date, amount }))} describe={describeChart} />,
  );
  return [...container.querySelectorAll('svg > text')].map((text) => text.textContent);
}

describe('DayLineChart', () => {
  it('writes the first and the last day under the drawing', () => {
    expect(
      dayLabelsOf([
        ['2026-11-01', '0.00'],
        ['2026-11-28', '12.50'],
      ]),
    ).toEqual(['01/11/2026', '28/11/2026']);
  });

  it('writes a single day once when every point is of that day', () => {
    expect(
      dayLabelsOf([
        ['2026-11-28', '0.00'],
        ['2026-11-28', '-20.00'],
      ]),
    ).toEqual(['28/11/2026']);
  });

  it('names a single day once in what a screen reader hears', () => {
    const days = [
      { date: '2026-11-28', amount: '0.00' },
      { date: '2026-11-28', amount: '-20.00' },
    ];
    const nameWith = (describe: typeof STATEMENT_LABELS.chart) =>
      render(<DayLineChart days={days} describe={describe} />)
        .container.querySelector('svg')
        ?.getAttribute('aria-label');
    expect(nameWith(STATEMENT_LABELS.chart)).toBe(
      'Saldo total em 28/11/2026: início R$\u00a00,00, fim -R$\u00a020,00, mínimo -R$\u00a020,00, máximo R$\u00a00,00',
    );
    expect(nameWith(BETS_LABELS.chart)).toBe(
      'Lucro acumulado das apostas em 28/11/2026: fim -R$\u00a020,00, mínimo -R$\u00a020,00, máximo R$\u00a00,00',
    );
  });
});
