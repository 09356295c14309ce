import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DayLineChart } from './DayLineChart.tsx';

const describeChart = ({ from, to }: { from: string; to: string }) => `de ${from} a ${to}`;

/** The texts under the drawing: its days. */
function dayLabels(container: HTMLElement) {
  return [...container.querySelectorAll('svg > text')].map((text) => text.textContent);
}

describe('DayLineChart', () => {
  it('writes the first and the last day under the drawing', () => {
    const { container } = render(
      <DayLineChart
        days={[
          { date: '2026-11-01', amount: '0.00' },
          { date: '2026-11-28', amount: '12.50' },
        ]}
        describe={describeChart}
      />,
    );
    expect(dayLabels(container)).toEqual(['01/11/2026', '28/11/2026']);
  });

  it('writes a single day once when every point is of that day', () => {
    const { container } = render(
      <DayLineChart
        days={[
          { date: '2026-11-28', amount: '0.00' },
          { date: '2026-11-28', amount: '-20.00' },
        ]}
        describe={describeChart}
      />,
    );
    expect(dayLabels(container)).toEqual(['28/11/2026']);
  });
});
