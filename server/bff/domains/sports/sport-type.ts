import { sportName } from '../../../i18n/labels.ts';
import { builder } from '../../builder.ts';
import { publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import { cost } from '../../plugins/cost-model.ts';
import { loadSection } from './section.ts';

export interface SportShape {
  slug: string;
}

export const SportRef = builder.objectRef<SportShape>('Sport').implement({
  extensions: publicFor(sportsMaxAge('eventCounts')),
  description: 'A sport with its pt-BR name and how many events it has live and today (São Paulo time).',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'Key of the sport in the sports feed, e.g. "ice-hockey".' }),
    name: t.string({
      description: 'pt-BR name; an unknown slug is returned as is.',
      resolve: (s) => sportName(s.slug),
    }),
    liveCount: t.int({
      extensions: { ...cost({ cost: 1 }), ...publicFor(sportsMaxAge('eventCounts')) },
      resolve: async (sport, _args, ctx) => {
        const counts = await loadSection(() => ctx.sports.eventCounts());
        return counts?.find((c) => c.slug === sport.slug)?.live ?? 0;
      },
    }),
    totalCount: t.int({
      extensions: { ...cost({ cost: 1 }), ...publicFor(sportsMaxAge('eventCounts')) },
      resolve: async (sport, _args, ctx) => {
        const counts = await loadSection(() => ctx.sports.eventCounts());
        return counts?.find((c) => c.slug === sport.slug)?.total ?? 0;
      },
    }),
  }),
});
