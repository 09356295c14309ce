import { escapeMarkup } from '../../server/escape-markup.ts';
import { sportName } from '../../server/i18n/labels.ts';
import { EVENT_LABELS } from '../../server/i18n/screens/event.ts';
import { PAGE_META, SHELL_LABELS } from '../../server/i18n/screens/frame.ts';
import { postDescription } from '../format/post-description.ts';
import { sportEventsHeading } from '../format/sport-heading.ts';
import { PAGE_HEAD } from '../../server/i18n/screens/page-head.ts';
import type { headQueriesEventQuery$data } from '../relay/__generated__/headQueriesEventQuery.graphql.ts';
import type { headQueriesPostQuery$data } from '../relay/__generated__/headQueriesPostQuery.graphql.ts';
import type { PageFailure } from '../routes/root/page-failure.ts';
import { INDIVIDUAL_SPORTS } from '../routes/event-detail/tabs.ts';
import {
  agendaDayAsked,
  agendaDayOrToday,
  agendaDescription,
  agendaToday,
  sportEventsDescription,
  withAgendaDay,
} from '../format/agenda-day.ts';
import { saoPauloDate } from '../../server/i18n/sao-paulo.ts';
import { CARD_SIZE, cardPaths } from './card-paths.ts';
import { scriptJson } from './payload.ts';

/** What a server-rendered page says of itself in <head>: search results, link previews, structured data. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page without tracking or paging noise. */
  canonical: string;
  /** Open Graph's type: `article` for posts, `website` otherwise. */
  ogType: 'article' | 'website';
  /** The link preview's image: a post's own, an event's card, or the site's card. */
  image: PageImage;
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd: object[];
}

export interface PageImage {
  /** Absolute address. */
  url: string;
  alt: string;
  /** Known for the cards the site draws; a post's own image may have any size. */
  width?: number;
  height?: number;
}

function siteCard(origin: string): PageImage {
  return { url: origin + cardPaths.site, alt: PAGE_HEAD.siteCardAlt, ...CARD_SIZE };
}

/** A post's own image: the first one of its markdown, at an absolute http(s) address; null without one. */
export function postImage(origin: string, markdown: string, title: string): PageImage | null {
  const match = /!\[([^\]]*)\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/.exec(markdown);
  if (!match) return null;
  let url: URL;
  try {
    url = new URL(match[2], origin + '/');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return { url: url.href, alt: match[1].trim() || title };
}

type Post = NonNullable<headQueriesPostQuery$data['blogPost']>;
type Event = NonNullable<headQueriesEventQuery$data['event']>;

/** A crumb of a BreadcrumbList: the last one is the page itself. */
interface Crumb {
  name: string;
  path: string;
}

function breadcrumbs(origin: string, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  };
}

/** A page's title as the browser's pages set it (components/usePageMeta.ts): one wording on both sides. */
const titled = (heading: string) => `${heading}${PAGE_META.titleSuffix}`;

const AGENDA_PATH = '/sports/scheduled/today';
const agendaCrumb: Crumb = { name: SHELL_LABELS.schedule, path: AGENDA_PATH };
const blogCrumb: Crumb = { name: SHELL_LABELS.blog, path: '/blog' };

export function blogHead(origin: string): PageHead {
  return {
    title: titled(SHELL_LABELS.blog),
    description: PAGE_META.blog,
    canonical: origin + '/blog',
    ogType: 'website',
    image: siteCard(origin),
    jsonLd: [breadcrumbs(origin, [blogCrumb])],
  };
}

export function postHead(origin: string, post: Post): PageHead {
  const path = `/blog/posts/${encodeURIComponent(post.slug)}`;
  const url = origin + path;
  const description = postDescription(post);
  const publisher = { '@type': 'Organization', name: PAGE_HEAD.siteName, url: origin + '/' };
  return {
    title: titled(post.title),
    description,
    canonical: url,
    ogType: 'article',
    image: postImage(origin, post.content, post.title) ?? siteCard(origin),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        ...(post.publishedAt ? { datePublished: post.publishedAt, dateModified: post.publishedAt } : {}),
        ...(post.category ? { articleSection: post.category.name } : {}),
        author: publisher,
        publisher,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
        inLanguage: 'pt-BR',
      },
      breadcrumbs(origin, [blogCrumb, { name: post.title, path }]),
    ],
  };
}

/** The agenda of the day `search` asks for: another day's page is its own, with its own description. */
export function agendaHead(origin: string, search = ''): PageHead {
  const { day, today } = agendaDayAsked(search);
  return {
    title: titled(SHELL_LABELS.schedule),
    description: agendaDescription(day, today),
    canonical: origin + withAgendaDay(AGENDA_PATH, day, today),
    ogType: 'website',
    image: siteCard(origin),
    // The last crumb is the page itself: that day's agenda.
    jsonLd: [breadcrumbs(origin, [{ ...agendaCrumb, path: withAgendaDay(AGENDA_PATH, day, today) }])],
  };
}

/** A sport's list: the live one, or the day's that `search` asks for (its canonical names the day). */
export function sportHead(origin: string, slug: string, live: boolean, search = ''): PageHead {
  const heading = sportEventsHeading(slug, live);
  const path = `/events/${live ? 'live' : 'today'}/${encodeURIComponent(slug)}`;
  const { day, today } = agendaDayAsked(live ? '' : search);
  const dayOf = (page: string) => withAgendaDay(page, day, today);
  return {
    title: titled(heading),
    description: sportEventsDescription(heading, day, today),
    canonical: origin + dayOf(path),
    ogType: 'website',
    image: siteCard(origin),
    // That day's agenda, then the page itself.
    jsonLd: [
      breadcrumbs(origin, [
        { ...agendaCrumb, path: dayOf(AGENDA_PATH) },
        { name: heading, path: dayOf(path) },
      ]),
    ],
  };
}

/** schema.org's eventStatus: a match under way or over is still the scheduled event (no such status). */
const EVENT_STATUS: Record<string, string> = {
  CANCELED: 'https://schema.org/EventCancelled',
  POSTPONED: 'https://schema.org/EventPostponed',
};

/**
 * An event page's head. `tabs` are what its page shows (describedTabs, event-description.ts, of the page's
 * own query): the description names only those, in the words the browser's page sets.
 */
export function eventHead(origin: string, event: Event, tabs: readonly string[]): PageHead {
  const path = `/sports/event/${event.eventId}`;
  const url = origin + path;
  const home = event.homeTeam.name;
  const away = event.awayTeam.name;
  const match = PAGE_META.eventTitle(home, away);
  const sport = event.sport ? sportName(event.sport.slug) : undefined;
  const description = EVENT_LABELS.description(match, event.tournament?.namePt ?? null, tabs);
  const venue = event.venue;
  const address = [venue?.cityPt, venue?.country?.namePt].filter(Boolean).join(', ');
  // A venue the feed does not know is left out: a placeholder stated as a Place ("Local a definir") would
  // tell search engines the match is held somewhere of that name. A known one without a city or country
  // has its name for its address, the one thing known of where it is.
  const place = venue?.name
    ? {
        '@type': 'Place',
        name: venue.name,
        address: address
          ? {
              '@type': 'PostalAddress',
              ...(venue.cityPt ? { addressLocality: venue.cityPt } : {}),
              ...(venue.country ? { addressCountry: venue.country.namePt } : {}),
            }
          : venue.name,
      }
    : null;
  // One player against another (tennis, darts…): each side is a person, which schema.org allows there too.
  const sideType = event.sport && INDIVIDUAL_SPORTS.has(event.sport.slug) ? 'Person' : 'SportsTeam';
  const team = (name: string) => ({ '@type': sideType, name });
  // The sport's list of the match's day, where the agenda reaches it (a match a week out is not today's).
  const today = agendaToday();
  const matchDay = event.startTime ? saoPauloDate(Date.parse(event.startTime)) : null;
  const sportPath = withAgendaDay(
    event.sport ? `/events/today/${encodeURIComponent(event.sport.slug)}` : AGENDA_PATH,
    agendaDayOrToday(matchDay, today),
    today,
  );
  return {
    title: titled(match),
    description,
    canonical: url,
    ogType: 'website',
    image: {
      url: origin + cardPaths.event(event.eventId),
      alt: PAGE_HEAD.eventCardAlt(match, event.tournament?.namePt ?? null),
      ...CARD_SIZE,
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: match,
        description,
        url,
        ...(event.startTime ? { startDate: event.startTime } : {}),
        eventStatus: EVENT_STATUS[event.status.type] ?? 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        ...(place ? { location: place } : {}),
        ...(sport ? { sport } : {}),
        homeTeam: team(home),
        awayTeam: team(away),
        competitor: [team(home), team(away)],
        ...(event.tournament
          ? { superEvent: { '@type': 'SportsEvent', name: event.tournament.namePt } }
          : {}),
      },
      breadcrumbs(origin, [
        agendaCrumb,
        ...(event.sport ? [{ name: sportEventsHeading(event.sport.slug, false), path: sportPath }] : []),
        { name: match, path },
      ]),
    ],
  };
}

/** The head of a page that only says something: its subject is missing, or its data could not be read. */
function messageHead(origin: string, path: string, heading: string, description: string): PageHead {
  return {
    title: titled(heading),
    description,
    canonical: origin + path,
    ogType: 'website',
    image: siteCard(origin),
    jsonLd: [],
  };
}

/** A 404's head, titled with the page's own heading (an event's, a post's) as the browser titles it. */
export function notFoundHead(
  origin: string,
  path: string,
  heading: string = PAGE_META.notFoundTitle,
): PageHead {
  return messageHead(origin, path, heading, PAGE_META.notFound);
}

/** The head of a page whose data could not be read: what failed, and why (routes/root/page-failure.ts). */
export function failedHead(origin: string, path: string, failure: PageFailure): PageHead {
  return messageHead(origin, path, failure.heading, failure.detail);
}

/** The head's tags as HTML (title, description, canonical, Open Graph, Twitter card, JSON-LD). */
export function headHtml(head: PageHead, options: { indexable: boolean }): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`;
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(options.indexable ? [] : [meta('name', 'robots', 'noindex')]),
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
    meta('property', 'og:site_name', PAGE_HEAD.siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image.url),
    ...(head.image.width && head.image.height
      ? [
          meta('property', 'og:image:width', String(head.image.width)),
          meta('property', 'og:image:height', String(head.image.height)),
        ]
      : []),
    meta('property', 'og:image:alt', head.image.alt),
    // A large image under the title, as WhatsApp, Telegram and X show a page with one.
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ].join('\n    ');
}
