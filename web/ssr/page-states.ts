import { MESSAGES } from '../../server/i18n/pt-BR.ts';
import { BLOG_LABELS } from '../../server/i18n/screens/blog.ts';
import { EVENT_LABELS } from '../../server/i18n/screens/event.ts';
import { FRAME_MESSAGES, PAGE_META } from '../../server/i18n/screens/frame.ts';
import { SPORTS_LABELS } from '../../server/i18n/screens/sports.ts';
import type { PageFailure } from '../routes/root/page-failure.ts';
import type { PublicPage } from '../routes/routes.tsx';

// What a server-rendered page says when it cannot show its subject, in the words its screen uses in the
// browser: the server's <title> is the one the page sets once hydrated. Server only.

/** The heading of a page whose subject does not exist (the screens' own, SPEC §8). */
const NOT_FOUND_HEADINGS: Record<PublicPage, string> = {
  blog: PAGE_META.notFoundTitle,
  post: MESSAGES.postNotFound,
  agenda: PAGE_META.notFoundTitle,
  sport: SPORTS_LABELS.notFound,
  event: EVENT_LABELS.notFound,
  'not-found': PAGE_META.notFoundTitle,
};

/** What each screen says when its data failed to load (SPEC §8). */
const FAILED_HEADINGS: Record<PublicPage, string> = {
  blog: BLOG_LABELS.listFailed,
  post: BLOG_LABELS.postFailed,
  agenda: SPORTS_LABELS.loadFailed,
  sport: SPORTS_LABELS.loadFailed,
  event: EVENT_LABELS.loadFailed,
  'not-found': FRAME_MESSAGES.internal,
};

export function notFoundHeading(page: PublicPage): string {
  return NOT_FOUND_HEADINGS[page];
}

/** A page whose data could not be read: the screen's failure text, and why (429: the visitor's budget). */
export function pageFailure(page: PublicPage, status: number): PageFailure {
  return {
    heading: FAILED_HEADINGS[page],
    detail: status === 429 ? MESSAGES.tooManyRequests : MESSAGES.upstreamUnavailable,
  };
}
