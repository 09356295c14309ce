/**
 * An offline check of a page's JSON-LD against what Google's rich-result guidelines require (Search
 * Central's structured data pages for Article, Event and Breadcrumb; SportsEvent is an Event, BlogPosting an
 * Article): the properties a result needs, in the forms Google reads. Returns the problems found.
 */
type Json = Record<string, unknown>;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A string property as it is; anything else as '' (which no check accepts). */
function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function text(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function absoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

function named(value: unknown): boolean {
  return typeof value === 'object' && value !== null && text((value as Json).name);
}

/** Article (BlogPosting): headline, an ISO datePublished with a zone, authors with names (and a URL). */
function article(data: Json): string[] {
  const problems: string[] = [];
  if (!text(data.headline)) problems.push('BlogPosting.headline');
  else if ((data.headline as string).length > 110) problems.push('BlogPosting.headline over 110 characters');
  if (!ISO_WITH_ZONE.test(str(data.datePublished))) problems.push('BlogPosting.datePublished');
  if (data.dateModified !== undefined && !ISO_WITH_ZONE.test(str(data.dateModified)))
    problems.push('BlogPosting.dateModified');
  const authors = Array.isArray(data.author) ? data.author : [data.author];
  if (!authors.every((author) => named(author) && (author as Json)['@type'] !== undefined))
    problems.push('BlogPosting.author (a Person or Organization with a name)');
  return problems;
}

/**
 * Event: name, an ISO startDate with a zone, a schema.org status, and a location with a name and an address
 * where one is stated. An event whose venue is unknown states none (and goes without an event result)
 * rather than a placeholder place.
 */
function event(data: Json): string[] {
  const problems: string[] = [];
  if (!text(data.name)) problems.push('SportsEvent.name');
  if (!ISO_WITH_ZONE.test(str(data.startDate))) problems.push('SportsEvent.startDate');
  const location = data.location as Json | undefined;
  if (location !== undefined && (location['@type'] !== 'Place' || !text(location.name) || !location.address))
    problems.push('SportsEvent.location (a Place with name and address)');
  if (
    data.eventStatus !== undefined &&
    !/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed|Rescheduled|MovedOnline)$/.test(
      str(data.eventStatus),
    )
  )
    problems.push('SportsEvent.eventStatus');
  const competitors = data.competitor as unknown[] | undefined;
  if (!Array.isArray(competitors) || competitors.length < 2 || !competitors.every(named))
    problems.push('SportsEvent.competitor (both sides, named)');
  return problems;
}

/** BreadcrumbList: ListItems numbered from 1, each named, each but the last with an absolute URL. */
function breadcrumbs(data: Json): string[] {
  const items = data.itemListElement as Json[] | undefined;
  if (!Array.isArray(items) || items.length === 0) return ['BreadcrumbList.itemListElement'];
  const problems: string[] = [];
  items.forEach((item, index) => {
    if (item['@type'] !== 'ListItem' || item.position !== index + 1)
      problems.push(`ListItem ${index + 1}.position`);
    if (!text(item.name)) problems.push(`ListItem ${index + 1}.name`);
    if (index < items.length - 1 && !absoluteUrl(item.item)) problems.push(`ListItem ${index + 1}.item`);
  });
  return problems;
}

const CHECKS: Record<string, (data: Json) => string[]> = {
  BlogPosting: article,
  SportsEvent: event,
  BreadcrumbList: breadcrumbs,
};

/** The problems of one JSON-LD object for the rich result of its type; [] when it qualifies. */
export function richResultProblems(data: Json): string[] {
  if (data['@context'] !== 'https://schema.org') return ['@context'];
  const check = CHECKS[String(data['@type'])];
  return check ? check(data) : [`no rich result for @type ${String(data['@type'])}`];
}

/** Every `<script type="application/ld+json">` of an HTML page, parsed. */
export function jsonLdOf(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Json,
  );
}
