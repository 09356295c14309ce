import { builder } from '../../builder.ts';
import { INHERIT, publicFor, sportsMaxAge } from '../../plugins/cache-control.ts';
import type { SportTeam } from '../../upstreams/sports/decode/event.ts';
import { countryName } from '../../../i18n/places.ts';
import { Gender } from './feed-enums.ts';
import { parseNodeIntId } from '../common/global-id.ts';

type Country = NonNullable<SportTeam['country']>;
type TeamColors = NonNullable<SportTeam['teamColors']>;

export const CountryRef = builder.objectRef<Country>('Country').implement({
  extensions: INHERIT,
  description: 'A country as the sports feed names it (English names, ISO codes when known).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'As the feed writes it (English).' }),
    namePt: t.string({
      description:
        'pt-BR name (EN → Inglaterra, SX → Escócia, "Brazil" → Brasil); one nobody translated is as the feed ' +
        'wrote it, and counted as a label miss.',
      resolve: (c) => countryName(c),
    }),
    alpha2: t.exposeString('alpha2', {
      nullable: true,
      description: 'ISO code, or the feed’s own for the home nations (EN, SX, WA, NX).',
    }),
    alpha3: t.exposeString('alpha3', {
      nullable: true,
      description: 'Three-letter ISO code ("BRA"); null when the feed sends none.',
    }),
  }),
});

export const TeamColorsRef = builder.objectRef<TeamColors>('TeamColors').implement({
  extensions: INHERIT,
  description: 'Kit colours as CSS hex strings.',
  fields: (t) => ({
    primary: t.exposeString('primary', {
      nullable: true,
      description: 'Main colour of the kit ("#000000"); null when unknown.',
    }),
    secondary: t.exposeString('secondary', {
      nullable: true,
      description: 'Second colour of the kit; null when unknown.',
    }),
    text: t.exposeString('text', {
      nullable: true,
      description: 'Colour for text drawn on the primary colour; null when unknown.',
    }),
  }),
});

export const TeamRef = builder.objectRef<SportTeam>('Team');

builder.node(TeamRef, {
  extensions: publicFor(sportsMaxAge('team')),
  description: 'A team (or a player, in individual sports).',
  id: {
    resolve: (team) => team.id,
    // As Event's: a decoded id that is no number is BAD_USER_INPUT, one that names no team loads nothing.
    parse: (id) => parseNodeIntId(id, 'Team') ?? 0,
  },
  loadOne: async (id, ctx) => (id > 0 ? ctx.sports.team(id) : null),
  fields: (t) => ({
    teamId: t.exposeInt('id', { description: 'The id of the team in the sports feed.' }),
    name: t.exposeString('name', {
      description:
        'Full name: a club’s or player’s as the feed writes it ("FK Partizani"), a proper name, but for its ' +
        'age group in pt-BR ("Real Betis Sub-19"); a national side’s in pt-BR ("Egito", "Síria Sub-23").',
    }),
    shortName: t.string({
      description:
        'Shorter name for lists ("Partizani", "RD Congo"); the full name when the feed has no short one.',
      resolve: (team) => team.shortName ?? team.name,
    }),
    nameCode: t.exposeString('nameCode', {
      nullable: true,
      description: 'Three-letter code shown on narrow screens.',
    }),
    slug: t.exposeString('slug', {
      nullable: true,
      description: 'URL-safe name in the feed ("fk-partizani"); null when it sends none.',
    }),
    national: t.boolean({
      description: "Whether it is a country's national team; false when the feed does not say.",
      resolve: (team) => team.national ?? false,
    }),
    gender: t.field({
      type: Gender.ref,
      nullable: true,
      description: 'Men’s or women’s team; null when the feed does not say.',
      resolve: (team) => Gender.read(team.gender),
    }),
    country: t.field({
      type: CountryRef,
      nullable: true,
      description: 'The country the team (or player) represents or is based in; null when unknown.',
      resolve: (team) => team.country,
    }),
    colors: t.field({
      type: TeamColorsRef,
      nullable: true,
      description: 'Kit colours; null when the feed sends none.',
      resolve: (team) => team.teamColors,
    }),
  }),
});
