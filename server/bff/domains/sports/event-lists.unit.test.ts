import { execute, parse } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { getSchema } from '../../schema.ts';
import { UpstreamError } from '../../upstreams/http.ts';

/** `sport(slug:)` answers only sports that exist: the feed's event counts are a stub saying which. */
async function sportOf(slug: string, eventCounts: () => Promise<unknown>) {
  const result = await execute({
    schema: getSchema(),
    document: parse('query($slug: String!) { sport(slug: $slug) { slug name } }'),
    contextValue: { sports: { eventCounts } },
    variableValues: { slug },
  });
  expect(result.errors).toBeUndefined();
  return (result.data as { sport: { slug: string; name: string } | null }).sport;
}

describe('Query.sport', () => {
  it("answers the site's sports without asking the feed", async () => {
    const eventCounts = vi.fn(async () => []);
    expect(await sportOf('table-tennis', eventCounts)).toEqual({
      slug: 'table-tennis',
      name: 'Tênis de Mesa',
    });
    expect(eventCounts).not.toHaveBeenCalled();
  });

  it('answers another sport only when the feed counts events for it', async () => {
    const eventCounts = vi.fn(async () => [{ slug: 'football' }, { slug: 'curling' }]);
    expect(await sportOf('curling', eventCounts)).toEqual({ slug: 'curling', name: 'Curling' });
    expect(await sportOf('futebolx', eventCounts)).toBeNull();
  });

  it('answers null for a malformed slug without asking the feed', async () => {
    const eventCounts = vi.fn(async () => []);
    expect(await sportOf('Futebol!', eventCounts)).toBeNull();
    expect(eventCounts).not.toHaveBeenCalled();
  });

  it('takes a sport as existing while the feed cannot say, so its lists report the failure', async () => {
    const failure = new UpstreamError('sports', 'http', 'sports answered 503', { status: 503 });
    expect(await sportOf('curling', () => Promise.reject(failure))).toEqual({
      slug: 'curling',
      name: 'Curling',
    });
  });
});
