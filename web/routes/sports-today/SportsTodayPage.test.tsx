import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SportsTodayLiveSubscription from '../../relay/__generated__/SportsTodayLiveSubscription.graphql.ts';
import SportsTodayPageQuery from '../../relay/__generated__/SportsTodayPageQuery.graphql.ts';
import { rejectQuery, renderRoute, resolveQuery } from '../../test/render-route.tsx';
import { addDays } from '../../../server/calendar-days.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';
import { agendaToday } from '../../format/agenda-day.ts';
import { formatDay } from '../../format/dates.ts';

describe('/sports/scheduled/today', () => {
  it('lists sports with links to live and today events', async () => {
    const { environment } = renderRoute('/sports/scheduled/today');
    expect(await screen.findByRole('status')).toBeTruthy();
    await resolveQuery(
      environment,
      SportsTodayPageQuery,
      {},
      {
        Query: () => ({ sports: [{ slug: 'football', name: 'Futebol', liveCount: 3, totalCount: 42 }] }),
      },
    );
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Esporte', 'Ao Vivo', 'Total']);
    const row = within(table).getByRole('row', { name: /Futebol/ });
    expect(
      within(row)
        .getByRole('link', { name: /3 eventos/ })
        .getAttribute('href'),
    ).toBe('/events/live/football');
    expect(
      within(row)
        .getByRole('link', { name: /42 eventos/ })
        .getAttribute('href'),
    ).toBe('/events/today/football');
  });

  it('describes another day as that day, as the server-rendered head does', async () => {
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.setAttribute('name', 'description');
    // One instant for the test and the page: "tomorrow" is the page's tomorrow, even across midnight.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const tomorrow = addDays(agendaToday(), 1);
      renderRoute(`/sports/scheduled/today?data=${tomorrow}`);
      await waitFor(() =>
        expect(meta.getAttribute('content')).toBe(PAGE_META.scheduleOn(formatDay(tomorrow))),
      );
    } finally {
      meta.remove();
      vi.useRealTimers();
    }
  });

  it('says when there are no sports, and reports failures', async () => {
    const first = renderRoute('/sports/scheduled/today');
    await resolveQuery(first.environment, SportsTodayPageQuery, {}, { Query: () => ({ sports: [] }) });
    expect(await screen.findByText('Nenhum esporte encontrado.')).toBeTruthy();
    first.unmount();

    const second = renderRoute('/sports/scheduled/today');
    await rejectQuery(second.environment, SportsTodayPageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao buscar eventos');
  });
});

describe('/sports/scheduled/today live', () => {
  it('shows the counts a subscription payload brings', async () => {
    const { environment } = renderRoute('/sports/scheduled/today');
    await resolveQuery(
      environment,
      SportsTodayPageQuery,
      {},
      {
        Query: () => ({
          sports: [
            { slug: 'football', name: 'Futebol', liveCount: 3, totalCount: 42 },
            { slug: 'tennis', name: 'Tênis', liveCount: 1, totalCount: 9 },
          ],
        }),
      },
    );
    await screen.findByRole('table');
    const subscribed = () =>
      environment.mock
        .getAllOperations()
        .some((op) => op.request.node.params.name === 'SportsTodayLiveSubscription');
    await waitFor(() => expect(subscribed()).toBe(true));
    await act(async () => {
      environment.mock.nextValue(SportsTodayLiveSubscription, {
        data: { sportCounts: { changed: [{ sport: { slug: 'football' }, live: 4, total: 43 }] } },
      });
    });
    const football = screen.getByRole('row', { name: /Futebol/ });
    expect(within(football).getByRole('link', { name: '4 eventos de Futebol ao vivo' }).textContent).toBe(
      '4',
    );
    expect(within(football).getByRole('link', { name: '43 eventos de Futebol hoje' })).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Tênis/ })).getByRole('link', {
        name: '1 evento de Tênis ao vivo',
      }),
    ).toBeTruthy();
  });
});
