import { parse, subscribe, type ExecutionResult } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { LiveTopicError, type LiveHub } from '../../live/hub.ts';
import { eventTopic, type LiveTopic } from '../../live/topics.ts';
import { getSchema } from '../../schema.ts';
import { UpstreamError } from '../../upstreams/http.ts';
import { encodeId } from '../common/global-id.ts';

/**
 * The live subscription fields refuse what cannot be followed before a topic opens: the hub is a spy and
 * the sports loaders are stubs, so each test says exactly what the feed answers.
 */

function fakeContext(sports: { event?: () => Promise<unknown>; eventCounts?: () => Promise<unknown> }) {
  const iterate = vi.fn((topic: LiveTopic) => {
    void topic;
    return (async function* () {})();
  });
  const live = { iterate } as unknown as LiveHub;
  return { ctx: { live, sports }, iterate };
}

async function start(document: string, contextValue: object, variables?: Record<string, unknown>) {
  const result = await subscribe({
    schema: getSchema(),
    document: parse(document),
    contextValue,
    variableValues: variables,
  });
  return result as ExecutionResult | AsyncIterable<unknown>;
}

const EVENT = 'subscription($id: ID!) { liveEvent(id: $id) { version } }';
const codeOf = (result: ExecutionResult | AsyncIterable<unknown>) =>
  'errors' in result ? result.errors?.map((e) => [e.extensions.code, e.message]) : 'OPENED';

describe('live subscriptions refuse what cannot be followed', () => {
  it('refuses an event the feed does not know with NOT_FOUND, and text that is no id with BAD_USER_INPUT, opening no topic', async () => {
    const event = vi.fn(async () => null);
    const { ctx, iterate } = fakeContext({ event });
    expect(codeOf(await start(EVENT, ctx, { id: encodeId('Event', 42) }))).toEqual([
      ['NOT_FOUND', 'Evento não encontrado.'],
    ]);
    // An id of another type names no event: the same answer as an unknown one.
    expect(codeOf(await start(EVENT, ctx, { id: encodeId('Account', 42) }))).toEqual([
      ['NOT_FOUND', 'Evento não encontrado.'],
    ]);
    expect(codeOf(await start(EVENT, ctx, { id: 'not-an-id' }))).toEqual([
      ['BAD_USER_INPUT', 'ID inválido: "not-an-id".'],
    ]);
    expect(event).toHaveBeenCalledTimes(1);
    expect(iterate).not.toHaveBeenCalled();
  });

  it('opens the topic of an event the feed knows', async () => {
    const { ctx, iterate } = fakeContext({ event: async () => ({ id: 42 }) });
    expect(codeOf(await start(EVENT, ctx, { id: encodeId('Event', 42) }))).toBe('OPENED');
    expect(iterate).toHaveBeenCalledWith(eventTopic(42));
  });

  it('answers a feed failure with UPSTREAM_UNAVAILABLE rather than waiting', async () => {
    const failure = new UpstreamError('sports', 'http', 'sports answered 503', { status: 503 });
    const { ctx, iterate } = fakeContext({ event: () => Promise.reject(failure) });
    const result = await start(EVENT, ctx, { id: encodeId('Event', 42) });
    expect(codeOf(result)).toEqual([
      [
        'UPSTREAM_UNAVAILABLE',
        'Não foi possível consultar os dados ao vivo agora. Tente de novo em instantes.',
      ],
    ]);
    expect(iterate).not.toHaveBeenCalled();
  });

  it("accepts the site's sports without asking, another slug only when the feed counts it", async () => {
    const eventCounts = vi.fn(async () => [{ slug: 'football' }, { slug: 'curling' }]);
    const { ctx, iterate } = fakeContext({ eventCounts });
    const list = (sport: string) => start(`subscription { liveEvents(sport: "${sport}") { initial } }`, ctx);
    expect(codeOf(await list('table-tennis'))).toBe('OPENED');
    expect(eventCounts).not.toHaveBeenCalled();
    expect(codeOf(await list('curling'))).toBe('OPENED');
    expect(codeOf(await list('quidditch'))).toEqual([['NOT_FOUND', 'Esporte não encontrado.']]);
    expect(iterate.mock.calls.map(([topic]) => topic.key)).toEqual(['live:table-tennis', 'live:curling']);
  });

  it("turns the hub's process-wide topic cap into RATE_LIMITED", async () => {
    const { ctx, iterate } = fakeContext({ event: async () => ({ id: 42 }) });
    iterate.mockImplementation(() => {
      throw new LiveTopicError('too many live topics');
    });
    expect(codeOf(await start(EVENT, ctx, { id: encodeId('Event', 42) }))).toEqual([
      ['RATE_LIMITED', 'Acompanhamento ao vivo lotado no momento. Tente de novo em instantes.'],
    ]);
  });
});
