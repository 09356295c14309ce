import { builder } from '../../builder.ts';
import { INHERIT } from '../../plugins/cache-control.ts';
import type { Manager } from '../../upstreams/sports/decode/incidents.ts';

/** A coach as the managers section and a coach's card (incidents) name one: its own module, read by both. */
export const ManagerRef = builder.objectRef<Manager>('Manager').implement({
  extensions: INHERIT,
  description: "A team's manager (head coach).",
  fields: (t) => ({
    managerId: t.exposeInt('id', {
      nullable: true,
      description: "The manager's id in the sports feed; null when it sends none.",
    }),
    name: t.exposeString('name', { description: 'Full name as the feed writes it.' }),
    shortName: t.string({
      description: 'Shorter name; the full name when the feed has no short one.',
      resolve: (m) => m.shortName ?? m.name,
    }),
  }),
});
