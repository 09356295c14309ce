import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../../limits.ts';
import { subscriptionCostRefusal } from '../../plugins/cost.ts';
import { getSchema } from '../../schema.ts';
import EventLiveSubscription from '../../../../web/relay/__generated__/EventLiveSubscription.graphql.ts';

// The event page's subscription carries every section that moves during play (scoreboard, timeline,
// statistics, odds): it must stay within the cost a visitor's subscription may ask for, or no live page
// updates at all.
const persisted = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../web/relay/persisted-queries.json'), 'utf8'),
) as Record<string, string>;

describe("the event page's live subscription", () => {
  it('fits the per-request cost limit of a subscription', () => {
    const document = parse(persisted[EventLiveSubscription.params.id!]);
    const operation = document.definitions.find(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    )!;
    expect(operation.operation).toBe('subscription');
    const refusal = subscriptionCostRefusal(
      getSchema(),
      document,
      operation,
      { id: 'RXZlbnQ6MQ==' },
      DEFAULT_LIMITS,
    );
    expect(refusal?.extensions).toBeUndefined();
  });
});
