import { GraphQLError } from 'graphql';
import { MESSAGES } from '../../../i18n/pt-BR.ts';
import { DeadlineError } from '../../upstreams/budget.ts';
import { UpstreamUnavailableError } from '../../upstreams/http.ts';

/**
 * Runs the load of one nullable section. "No coverage" already arrives as null (no error); any other
 * failure becomes an UPSTREAM_UNAVAILABLE on this field's path only, so the rest of the screen still
 * renders (DEADLINE and an open circuit's UPSTREAM_UNAVAILABLE keep their own message).
 * The cause is logged where the upstream call failed and deliberately not attached: clients get the
 * stable code, not upstream internals.
 */
export async function loadSection<T>(load: () => Promise<T | null>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    // The operation ran out of time or calls, or the feed's circuit is open: the client is told which,
    // with that error's own code, since retrying later (or asking less) helps.
    if (error instanceof DeadlineError || error instanceof UpstreamUnavailableError) throw error;
    throw sectionUnavailable();
  }
}

export function sectionUnavailable(): GraphQLError {
  return new GraphQLError(MESSAGES.sectionUnavailable, { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
}

/**
 * `shape` over a decoded list, worked out once per list and context (the event's sport, its teams): a
 * decoded section is one value for every request while the feed's text is unchanged
 * (upstreams/sports/loaders.ts), so its answer-ready items are kept beside it. Items whose fields are all
 * properties run inline under compiled execution, where a field with a resolver of its own costs a call
 * and a resolve-info object per item. Nothing writes to them. `keyOf` names a context (String by default).
 */
export function shapedOnce<T, S, C = undefined>(
  shape: (item: T, context: C) => S,
  keyOf: (context: C) => string = String,
): (items: readonly T[], context: C) => S[] {
  const shaped = new WeakMap<readonly T[], Map<string, S[]>>();
  return (items, context) => {
    let byContext = shaped.get(items);
    if (!byContext) shaped.set(items, (byContext = new Map<string, S[]>()));
    const key = keyOf(context);
    let answer = byContext.get(key);
    if (!answer) byContext.set(key, (answer = items.map((item) => shape(item, context))));
    return answer;
  };
}
