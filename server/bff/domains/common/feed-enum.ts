import { builder } from '../../builder.ts';

/** One value of a feed enum: the feed's codes for it and what it means to an integrator. */
export interface FeedEnumValue {
  /** The code(s) the feed sends for this value ("goal"; 1; "M"). */
  feed: string | number | readonly (string | number)[];
  description: string;
}

/**
 * A fixed value set the feed carries as a string or a number, published as a GraphQL enum whose every value
 * is described. `read` maps a feed code to its value: a code the feed adds later reads OTHER when the enum
 * has one (`other` gives its meaning), else null, so an unknown code never fails the field.
 */
export function feedEnum<const V extends string>(
  name: string,
  options: { description: string; values: Record<V, FeedEnumValue>; other?: string },
) {
  const byCode = new Map<string, V>();
  for (const [value, { feed }] of Object.entries(options.values) as [V, FeedEnumValue][])
    for (const code of Array.isArray(feed) ? feed : [feed]) byCode.set(String(code), value);
  const values = Object.fromEntries(
    Object.entries<FeedEnumValue>(options.values).map(([value, { description }]) => [value, { description }]),
  );
  if (options.other) values.OTHER = { description: options.other };
  const ref = builder.enumType(name, {
    description: options.description,
    values: values as Record<V | 'OTHER', { description: string }>,
  });
  const fallback = options.other ? ('OTHER' as const) : null;
  return {
    ref,
    read(code: string | number | null | undefined): V | 'OTHER' | null {
      if (code === null || code === undefined) return null;
      return byCode.get(String(code)) ?? fallback;
    },
  };
}
