import { readFileSync } from 'node:fs';
import { NoDeprecatedCustomRule, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from '../server/bff/schema.ts';
import { DEFAULT_LIMITS } from '../server/limits.ts';
import { PERSISTED_FILE, persistedCosts } from './persisted-costs.ts';

describe("the web app's persisted operations", () => {
  it('each fits the per-request cost limit with typical variables', () => {
    const operations = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>;
    const costs = persistedCosts(operations);
    expect(costs.length).toBe(Object.keys(operations).length);
    const over = costs.filter((c) => c.cost > DEFAULT_LIMITS.graphqlCostPerRequest);
    expect(over).toEqual([]);
  });

  it('gives an enum variable a name of the enum, not its internal value (BetSettleResult.HALF_WON is half_won)', () => {
    const [cost] = persistedCosts({
      x: 'mutation X($input: SettleBetInput!) { settleBet(input: $input) { bet { id } } }',
    });
    expect(cost.error).toBeUndefined();
    expect(cost.cost).toBeGreaterThan(0);
  });

  it('select no deprecated field, argument or enum value: the web app moves first, so the next baseline may drop them', () => {
    const operations = JSON.parse(readFileSync(PERSISTED_FILE, 'utf8')) as Record<string, string>;
    const uses = Object.values(operations).flatMap((text) => {
      const document = parse(text);
      const name = document.definitions.flatMap((d) => ('name' in d && d.name ? [d.name.value] : []))[0];
      return validate(getSchema(), document, [NoDeprecatedCustomRule]).map((e) => `${name}: ${e.message}`);
    });
    expect(uses).toEqual([]);
  });

  it('reports a page larger than allowed as a refusal', () => {
    const [cost] = persistedCosts({ x: 'query X { blogPosts(first: 500) { edges { node { id } } } }' });
    expect(cost.cost).toBe(Number.POSITIVE_INFINITY);
    expect(cost.error).toContain('first');
  });
});
