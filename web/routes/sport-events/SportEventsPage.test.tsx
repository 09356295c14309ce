import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MockPayloadGenerator, type MockResolvers } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import SportEventsLiveSubscription from '../../relay/__generated__/SportEventsLiveSubscription.graphql.ts';
import SportEventsPageQuery from '../../relay/__generated__/SportEventsPageQuery.graphql.ts';
import { rejectQuery, renderRoute, resolveQuery, type MockEnvironment } from '../../test/render-route.tsx';
import { STATUS_FILTER_LABELS } from '../../../server/i18n/pt-BR.ts';
import { SPORTS_LABELS } from '../../../server/i18n/screens/sports.ts';
import { addDays } from '../../../server/calendar-days.ts';
import { agendaToday } from '../../format/agenda-day.ts';
import { formatDay } from '../../format/dates.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';
import { AGENDA_DAY_CHECK_MS } from '../../components/useAgendaToday.ts';

const STATUSES = ['INPROGRESS', 'FINISHED', 'CANCELED', 'POSTPONED', 'NOTSTARTED'];

function resolvers() {
  let n = 0;
  return {
    Event: () => {
      const type = STATUSES[n % STATUSES.length];
      n += 1;
      return {
        eventId: 100 + n,
        startTime: null,
        status: { type, descriptionPt: `st-${type}` },
        season: { name: 'Brasileirão 2025' },
        homeTeam: { name: `Casa ${n}`, nameCode: `CA${n}` },
        awayTeam: { name: `Fora ${n}`, nameCode: `FO${n}` },
        scoreboard: {
          home: { score: 2, penalties: null, redCards: 0, lastInnings: null },
          away: { score: 1, penalties: null, redCards: 0, lastInnings: null },
        },
        time: { running: false, periodStart: null, initialSeconds: null, maxSeconds: null },
      };
    },
    SportScheduledEventsConnection: () => ({ edges: STATUSES.map(() => ({})) }),
    SportLiveEventsConnection: () => ({ edges: STATUSES.map(() => ({})) }),
  };
}

describe('/events/:kind/:sport', () => {
  it('titles the live list and filters by status on the client', async () => {
    const user = userEvent.setup();
    const { environment } = renderRoute('/events/live/football');
    expect(await screen.findByRole('heading', { name: 'Eventos de Futebol ao vivo' })).toBeTruthy();
    await resolveQuery(environment, SportEventsPageQuery, { slug: 'football', live: true }, resolvers());
    const table = await screen.findByRole('table');
    expect(
      within(table.querySelector('thead')!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Status', 'Temporada', 'Time da Casa', 'X', 'Time Visitante', 'Data e Hora']);
    const eventRows = () => table.querySelectorAll('.event-row');
    expect(eventRows()).toHaveLength(5);
    expect(screen.getByText('st-INPROGRESS').className).toContain('status-inprogress');
    expect(screen.getByText('st-CANCELED').className).toContain('status-canceled');
    expect(within(table).getAllByText('2 × 1')).toHaveLength(5);
    expect(within(table).getAllByText('N/A').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Finalizado' }));
    expect(eventRows()).toHaveLength(1);
    expect(screen.getByText('st-FINISHED')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Adiado' }));
    expect(screen.getByText('st-POSTPONED').className).toContain('status-postponed');
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    expect(eventRows()).toHaveLength(5);
    expect(
      within(table)
        .getByRole('link', { name: /Casa 1/ })
        .getAttribute('href'),
    ).toBe('/sports/event/101');
  });

  it('says how many events a status filter shows once one is chosen, not on load', async () => {
    const user = userEvent.setup();
    const { environment } = renderRoute('/events/live/football');
    // Two events: one in progress, one finished.
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'football', live: true },
      {
        ...resolvers(),
        SportLiveEventsConnection: () => ({ edges: [{}, {}] }),
      },
    );
    await screen.findByRole('table');
    const filters = screen.getByRole('group', { name: SPORTS_LABELS.statusFilter });
    // Beside the filters from the first render, and empty until a filter is chosen.
    const status = filters.nextElementSibling!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    const words = SPORTS_LABELS.eventsShown;
    await user.click(within(filters).getByRole('button', { name: STATUS_FILTER_LABELS.finished }));
    expect(status.textContent).toBe(words.one);
    await user.click(within(filters).getByRole('button', { name: STATUS_FILTER_LABELS.canceled }));
    expect(status.textContent).toBe(words.none);
    // Read out, not shown: the table's own row says it on screen, once.
    expect(status.querySelector('p')?.className).toBe('visually-hidden');
    expect(screen.getAllByText(SPORTS_LABELS.noEvents)).toHaveLength(1);
    await user.click(within(filters).getByRole('button', { name: STATUS_FILTER_LABELS.all }));
    expect(status.textContent).toBe(words.many('2'));
  });

  it('says the day another day’s list shows in its description, once its query has answered too', async () => {
    // index.html's description, which the page sets (the document is the worker's: taken out after).
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.setAttribute('name', 'description');
    // One instant for the test and the page: "tomorrow" is the page's tomorrow, even across midnight.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    try {
      const tomorrow = addDays(agendaToday(), 1);
      const { environment } = renderRoute(`/events/today/football?data=${tomorrow}`);
      const expected = PAGE_META.sportEvents('Eventos de Futebol', formatDay(tomorrow));
      await waitFor(() => expect(meta.getAttribute('content')).toBe(expected));
      await resolveQuery(environment, SportEventsPageQuery, {}, resolvers());
      expect(await screen.findByRole('table')).toBeTruthy();
      expect(meta.getAttribute('content')).toBe(expected);
    } finally {
      meta.remove();
      vi.useRealTimers();
    }
  });

  it("follows São Paulo's midnight on today's list: yesterday's times lose their Hoje, and the new day's list is asked for", async () => {
    vi.useFakeTimers({
      now: new Date('2026-11-30T23:59:30-03:00'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    try {
      const { environment } = renderRoute('/events/today/football');
      await resolveQuery(
        environment,
        SportEventsPageQuery,
        {},
        {
          ...resolvers(),
          SportScheduledEventsConnection: () => ({ edges: [{}] }),
          Event: () => ({ ...resolvers().Event(), startTime: '2026-12-01T02:00:00Z' }),
        },
      );
      const table = await screen.findByRole('table');
      expect(within(table).getByText('Hoje 23:00')).toBeTruthy();
      const asked = () =>
        environment.mock
          .getAllOperations()
          .filter((operation) => operation.request.node.params.name === 'SportEventsPageQuery').length;
      expect(asked()).toBe(0);
      await act(async () => {
        vi.advanceTimersByTime(AGENDA_DAY_CHECK_MS);
      });
      // Asked as the day changed (fake intervals: Testing Library's waitFor would not poll).
      expect(asked()).toBe(1);
      expect(within(screen.getByRole('table')).getByText('30/11/2026 23:00')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves the oldest day the agenda reaches for today's address once São Paulo's midnight takes it out of range", async () => {
    vi.useFakeTimers({
      now: new Date('2026-11-30T23:59:30-03:00'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    try {
      const { environment, router } = renderRoute('/events/today/football?data=2026-10-31');
      await resolveQuery(environment, SportEventsPageQuery, {}, resolvers());
      await screen.findByRole('table');
      await act(async () => {
        vi.advanceTimersByTime(AGENDA_DAY_CHECK_MS);
      });
      expect(router.state.location.pathname + router.state.location.search).toBe('/events/today/football');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says a list whose service failed failed, and not that it has no events', async () => {
    const { environment } = renderRoute('/events/today/football');
    await resolveQuery(environment, SportEventsPageQuery, {}, { Sport: () => ({ scheduledEvents: null }) });
    expect((await screen.findByRole('alert')).textContent).toBe(SPORTS_LABELS.loadFailed);
    expect(screen.queryByText(SPORTS_LABELS.noEvents)).toBeNull();
  });

  it("titles today's list and keeps it empty on failure", async () => {
    const { environment } = renderRoute('/events/today/table-tennis');
    expect(await screen.findByRole('heading', { name: 'Eventos de Tênis de Mesa' })).toBeTruthy();
    await rejectQuery(environment, SportEventsPageQuery);
    expect((await screen.findByRole('alert')).textContent).toBe('Erro ao buscar eventos');
    expect(screen.getByRole('heading', { name: 'Eventos de Tênis de Mesa' })).toBeTruthy();
  });

  it('says a slug that is no sport is not found, and leads back to the agenda', async () => {
    const { environment } = renderRoute('/events/live/futebolx');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'futebolx', live: true },
      {
        Query: () => ({ sport: null }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Esporte não encontrado' })).toBeTruthy();
    // Said once, in the heading; the box says what to do.
    expect(screen.getAllByText(/Esporte não encontrado/)).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain('Escolha um dos esportes acima.');
    expect(screen.queryByText(/futebolx/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: /Voltar para a agenda/ }).getAttribute('href')).toBe(
      '/sports/scheduled/today',
    );
    await waitFor(() => expect(document.title).toBe('Esporte não encontrado — Bancada'));
  });

  it('says a slug that is no valid percent-encoding is not found, rather than failing to render', async () => {
    const { environment } = renderRoute('/events/today/%ZZ');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: '%ZZ', live: false },
      {
        Query: () => ({ sport: null }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Esporte não encontrado' })).toBeTruthy();
  });

  it('shows an empty list', async () => {
    const { environment } = renderRoute('/events/today/football');
    await resolveQuery(
      environment,
      SportEventsPageQuery,
      { slug: 'football', live: false },
      {
        SportScheduledEventsConnection: () => ({ edges: [] }),
      },
    );
    expect(await screen.findByText('Nenhum evento encontrado.')).toBeTruthy();
  });
});

describe('/events/:kind/:sport live', () => {
  /** Global id of event n (what the payloads' `finished` lists). */
  const idOf = (n: number) => `RXZlbnQ6${n}`;
  const event = (n: number, type: string, home: number, away: number) => ({
    id: idOf(n),
    eventId: n,
    startTime: null,
    status: { type, descriptionPt: type === 'FINISHED' ? 'Encerrado' : 'Em andamento' },
    season: { name: 'Brasileirão 2025' },
    homeTeam: { name: `Casa ${n}`, nameCode: `CA${n}` },
    awayTeam: { name: `Fora ${n}`, nameCode: `FO${n}` },
    scoreboard: {
      home: { score: home, penalties: null, redCards: 0, lastInnings: null },
      away: { score: away, penalties: null, redCards: 0, lastInnings: null },
    },
    time: { running: false, periodStart: null, initialSeconds: null, maxSeconds: null },
  });
  const listOf = (events: Array<ReturnType<typeof event>>): MockResolvers => {
    const queue = [...events];
    return {
      Event: () => queue.shift()!,
      SportLiveEventsConnection: () => ({ edges: events.map(() => ({})) }),
      SportScheduledEventsConnection: () => ({ edges: events.map(() => ({})) }),
    };
  };
  const named = (environment: MockEnvironment, name: string) =>
    environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

  async function push(environment: MockEnvironment, update: Record<string, unknown>) {
    const [subscription] = named(environment, 'SportEventsLiveSubscription');
    await act(async () => {
      environment.mock.nextValue(
        SportEventsLiveSubscription,
        MockPayloadGenerator.generate(subscription, {
          LiveEventsUpdate: () => ({ initial: false, added: [], changed: [], finished: [], ...update }),
        }),
      );
    });
  }

  async function showLive(path: string, live: boolean) {
    const rendered = renderRoute(path);
    await resolveQuery(
      rendered.environment,
      SportEventsPageQuery,
      { slug: 'football', live },
      listOf([event(1, 'INPROGRESS', 0, 0), event(2, 'INPROGRESS', 1, 1)]),
    );
    await screen.findByText('Casa 1');
    await waitFor(() => expect(named(rendered.environment, 'SportEventsLiveSubscription')).toHaveLength(1));
    expect(named(rendered.environment, 'SportEventsLiveSubscription')[0].request.variables).toEqual({
      sport: 'football',
    });
    return rendered;
  }

  const rows = () => screen.getByRole('table').querySelectorAll('.event-row').length;

  it('updates scores in place and drops finished events from the live list', async () => {
    const { environment } = await showLive('/events/live/football', true);
    expect(screen.getByText('0 × 0')).toBeTruthy();

    await push(environment, { changed: [event(1, 'INPROGRESS', 2, 0)] });
    expect(screen.getByText('2 × 0')).toBeTruthy();
    expect(screen.queryByText('0 × 0')).toBeNull();

    await push(environment, { finished: [idOf(2)] });
    expect(rows()).toBe(1);
    expect(screen.queryByText('Casa 2')).toBeNull();
    expect(named(environment, 'SportEventsPageQuery')).toHaveLength(0);

    // A match that starts is not in the list yet: the list is asked for again.
    await push(environment, { added: [event(3, 'INPROGRESS', 0, 0)] });
    expect(named(environment, 'SportEventsPageQuery')).toHaveLength(1);
  });

  it('says a filter’s count as it is chosen, and not again when a live update moves a row', async () => {
    const user = userEvent.setup();
    const { environment } = await showLive('/events/live/football', true);
    const filters = screen.getByRole('group', { name: SPORTS_LABELS.statusFilter });
    const status = filters.nextElementSibling!;
    await user.click(within(filters).getByRole('button', { name: STATUS_FILTER_LABELS.inprogress }));
    expect(status.textContent).toBe(SPORTS_LABELS.eventsShown.many('2'));
    // A match ends: the list changes under the filter, and the status does not speak by itself.
    await push(environment, { finished: [idOf(2)] });
    expect(rows()).toBe(1);
    expect(status.textContent).toBe('');
  });

  const link = (n: number) => screen.getByRole('link', { name: new RegExp(`^Casa ${n} ×`) });

  it('moves the focus to the next row when the focused match finishes, else the previous, else the heading', async () => {
    const { environment } = await showLive('/events/live/football', true);
    act(() => link(1).focus());
    await push(environment, { finished: [idOf(1)] });
    expect(document.activeElement).toBe(link(2));
    await push(environment, { finished: [idOf(2)] });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('moves the focus to the previous row when the focused match was the last', async () => {
    const { environment } = await showLive('/events/live/football', true);
    act(() => link(2).focus());
    await push(environment, { finished: [idOf(2)] });
    expect(document.activeElement).toBe(link(1));
  });

  it('leaves the focus alone when it was not in the row that left', async () => {
    const user = userEvent.setup();
    const { environment } = await showLive('/events/live/football', true);
    act(() => link(1).focus());
    await push(environment, { finished: [idOf(2)] });
    expect(document.activeElement).toBe(link(1));
    // On a filter outside the list.
    await user.click(screen.getByRole('button', { name: 'Todos' }));
    await push(environment, { finished: [idOf(1)] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Todos' }));
  });

  it('leaves the page with the focus a click took away from the row that left', async () => {
    const { environment } = await showLive('/events/live/football', true);
    act(() => link(1).focus());
    await act(async () => link(1).blur());
    await push(environment, { finished: [idOf(1)] });
    expect(document.activeElement).toBe(document.body);
  });

  it("fetches today's list again when an event finishes, keeping it there", async () => {
    const { environment } = await showLive('/events/today/football', false);
    await push(environment, { finished: [idOf(2)] });
    expect(rows()).toBe(2);
    const [refetch] = named(environment, 'SportEventsPageQuery');
    expect(refetch?.request.variables).toEqual({
      slug: 'football',
      live: false,
      date: null,
      withViewer: false,
    });
    await act(async () => {
      environment.mock.resolve(
        refetch,
        MockPayloadGenerator.generate(
          refetch,
          listOf([event(1, 'INPROGRESS', 0, 0), event(2, 'FINISHED', 3, 1)]),
        ),
      );
    });
    expect(screen.getByText('3 × 1')).toBeTruthy();
    expect(screen.getByText('Encerrado').className).toContain('status-finished');
  });
});
