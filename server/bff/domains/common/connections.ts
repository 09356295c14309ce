import type { ObjectRef } from '@pothos/core';
import { builder, type BuilderTypes } from '../../builder.ts';
import { cost } from '../../plugins/cost-model.ts';
import type { KeysetConnection } from './cursors.ts';

/**
 * A connection type with `totalCount`, for the keyset connections of common/cursors.ts. `rowsOfOnePage`:
 * the page's items are rows of the one upstream page the connection field pays for (UPSTREAM_CALL), so
 * edges and nodes cost nothing of their own. Counting each as an object made a statement page cost ~107
 * points, and the CSV export of a long statement emptied a user's budget after ~19 pages.
 */
export function countedConnection<T extends object>(
  type: ObjectRef<BuilderTypes, T>,
  names: { connection: string; edge: string },
  options: { totalCount: string; rowsOfOnePage?: boolean },
) {
  const free = options.rowsOfOnePage ? { extensions: cost({ cost: 0 }) } : {};
  return builder.connectionObject(
    {
      type,
      name: names.connection,
      fields: (t) => ({
        totalCount: t.int({
          description: options.totalCount,
          resolve: (connection) => (connection as unknown as KeysetConnection<T>).totalCount,
        }),
      }),
      edgesField: free,
    },
    { name: names.edge, nodeField: free },
  );
}
