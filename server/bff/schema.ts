import { lexicographicSortSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
// Each import registers its types and fields on the builder.
import './domains/common/scalars.ts';
import './domains/common/error-code.ts';
import './domains/common/user-error.ts';
import './domains/common/nodes.ts';
import './domains/auth/user.ts';
import './domains/auth/mutations.ts';
import './domains/bankroll/betting-house.ts';
import './domains/bankroll/statement.ts';
import './domains/bankroll/account.ts';
import './domains/bankroll/bankroll.ts';
import './domains/bankroll/mutations.ts';
import './domains/bets/bet.ts';
import './domains/bets/bet-stats.ts';
import './domains/bets/viewer-updates.ts';
import './domains/blog/post.ts';
import './domains/sports/register.ts';
import './domains/live/live.ts';

let schema: GraphQLSchema | undefined;

/** The schema, built once (Pothos builders cannot build twice) and sorted so the printed SDL is stable. */
export function getSchema(): GraphQLSchema {
  schema ??= lexicographicSortSchema(builder.toSchema());
  return schema;
}
