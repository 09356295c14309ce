import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { requestedCost } from '../../plugins/cost-model.ts';
import { getSchema } from '../../schema.ts';
import SportEventsPageQuery from '../../../../web/relay/__generated__/SportEventsPageQuery$parameters.ts';
import SportsTodayPageQuery from '../../../../web/relay/__generated__/SportsTodayPageQuery$parameters.ts';
import SitemapEventsQuery from '../../../../web/relay/__generated__/headQueriesSitemapEventsQuery.graphql.ts';

// The lists ask for 100 events with what each row shows: the web's own documents must fit the cost limit
// a visitor has, or the page fails with COST_LIMIT for everyone.
const persisted = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../web/relay/persisted-queries.json'), 'utf8'),
) as Record<string, string>;

function costOf(id: string, variables: Record<string, unknown>): number {
  const document = parse(persisted[id]);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  return requestedCost({
    schema: getSchema(),
    document,
    operation,
    variables,
    settings: {
      maxListSize: DEFAULT_LIMITS.graphqlListSize,
      defaultPageSize: DEFAULT_LIMITS.graphqlDefaultPageSize,
    },
  });
}

describe("the agenda's and the lists' documents", () => {
  it.each([
    [
      'a day of a sport',
      SportEventsPageQuery.params.id!,
      { slug: 'football', live: false, date: '2026-11-27' },
    ],
    ['the live list', SportEventsPageQuery.params.id!, { slug: 'football', live: true, date: null }],
    ['the agenda of a day', SportsTodayPageQuery.params.id!, { date: '2026-11-27' }],
  ])('%s fits the cost limit, viewer included', (_what, id, variables) => {
    const cost = costOf(id, { ...variables, withViewer: true });
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.graphqlCostPerRequest);
  });

  // The day's lists of every sport in one request (web/ssr/head-queries.ts): over the limit it would be
  // refused, and sitemap.xml could not be written (web/ssr/entry-server.tsx's sitemapPaths).
  it("the sitemap's events of a day fit the cost limit", () => {
    const cost = costOf(SitemapEventsQuery.params.id!, { date: '2026-11-27' });
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.graphqlCostPerRequest);
  });
});
