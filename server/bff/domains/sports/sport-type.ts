import { sportName } from '../../../i18n/labels.ts';
import { SPORT_NAMES } from '../../../i18n/pt-BR.ts';
import { builder } from '../../builder.ts';
import { publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { cost, UPSTREAM_CALL } from '../../plugins/cost-model.ts';
import type { GraphQLContext } from '../../context.ts';
import { loadSection } from './section.ts';
import { CALLS_PER_DAY_LIST, eventsOfDay } from './day-list.ts';

export interface SportShape {
  slug: string;
  /** The São Paulo day the counts are of (already validated); today's when absent. */
  date?: string;
}

/**
 * Live and total events of the sport on its day. Today's come from the feed's event-count (one call for
 * every sport); another day's are counted in that day's list of the sport, where "live" means the day's
 * events in progress now (a match past midnight on the day before, none on days ahead). So are today's
 * when the feed has no event-count (404, no coverage): a 0 there would say the day has no events. Counted so,
 * a match begun before midnight and still on is not among today's live ones, as event-count has it.
 */
async function countsOf(sport: SportShape, ctx: GraphQLContext): Promise<{ live: number; total: number }> {
  const today = ctx.sports.today();
  const date = sport.date ?? today;
  if (date === today) {
    const counts = await loadSection(() => ctx.sports.eventCounts());
    if (counts !== null) {
      const count = counts.find((c) => c.slug === sport.slug);
      return { live: count?.live ?? 0, total: count?.total ?? 0 };
    }
  }
  const events = (await loadSection(() => eventsOfDay(ctx, sport.slug, date))) ?? [];
  return {
    live: events.filter((e) => e.status.type === 'inprogress').length,
    total: events.length,
  };
}

const SITE_SPORTS = new Set(Object.keys(SPORT_NAMES));

/**
 * Whether the sport exists: the site's 17 are known without asking; another slug must be one the feed
 * counts events for today (one shared, cached call). Throws when the feed cannot say.
 */
export async function sportExists(ctx: Pick<GraphQLContext, 'sports'>, slug: string): Promise<boolean> {
  if (SITE_SPORTS.has(slug)) return true;
  const counts = await ctx.sports.eventCounts();
  return counts?.some((c) => c.slug === slug) ?? false;
}

export const SportRef = builder.objectRef<SportShape>('Sport').implement({
  extensions: publicFor(sportsMaxAge('eventCounts')),
  description:
    'A sport with its pt-BR name and how many events it has live and on a day (São Paulo time): today, or ' +
    'the date given to `sports`.',
  fields: (t) => ({
    slug: t.exposeString('slug', {
      description:
        'Key of the sport in the sports feed, e.g. "ice-hockey"; what `sport(slug:)` and `liveEvents(sport:)` ' +
        "take. A string, not an enum: the feed may report sports beyond the site's 17, which `sports` lists.",
    }),
    name: t.string({
      description:
        'pt-BR name, of the site’s 17 sports and the feed’s others (snooker → Sinuca); an unknown slug is ' +
        'returned as is and counted as a label miss.',
      resolve: (s) => sportName(s.slug),
    }),
    // Costed as the upstream list another day reads per sport (today's one event-count call is shared; a
    // feed without it has today's counted in the list as another day's, day-list.ts).
    liveCount: t.int({
      description: 'Events of the day in progress now.',
      extensions: {
        ...cost({ cost: CALLS_PER_DAY_LIST * UPSTREAM_CALL }),
        ...publicFor(sportsMaxAge('eventCounts')),
      },
      resolve: async (sport, _args, ctx) => (await countsOf(sport, ctx)).live,
    }),
    totalCount: t.int({
      description: 'Events of the day, whatever their status.',
      extensions: {
        ...cost({ cost: CALLS_PER_DAY_LIST * UPSTREAM_CALL }),
        ...publicFor(sportsMaxAge('eventCounts')),
      },
      resolve: async (sport, _args, ctx) => (await countsOf(sport, ctx)).total,
    }),
  }),
});
