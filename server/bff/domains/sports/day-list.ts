import { addDays } from '../../../calendar-days.ts';
import { saoPauloDate } from '../../../i18n/sao-paulo.ts';
import type { GraphQLContext } from '../../context.ts';
import { DeadlineError } from '../../upstreams/budget.ts';
import type { SportEvent } from '../../upstreams/sports/decode/event.ts';

/** Upstream calls one São Paulo day's list makes: the feed's lists of that date and the next. */
export const CALLS_PER_DAY_LIST = 2;

interface Day {
  /** The next date's list the day was worked out with (null when the feed had none). */
  next: readonly SportEvent[] | null;
  events: SportEvent[];
}

const daysOfLists = new WeakMap<readonly SportEvent[], Map<string, Day>>();

/**
 * The sport's events that start on a São Paulo day. A feed files its lists by a day of its own, which is
 * not always São Paulo's: SofaScore's list for 2025-12-30 holds events of the 29th, 30th and 31st there
 * (../shared/sofascore-samples), and a feed that files by UTC puts a São Paulo evening's games, from 21:00,
 * under the next date. São Paulo's day lies within the feed's date and the next for any feed whose day
 * starts at or before São Paulo's, so both lists are read and only that day's events kept, each once. An
 * event with no start time stays when the date's own list holds it. The next date's list only adds: when it
 * fails the day is the date's list alone (DEADLINE still ends the field). Worked out once per pair of
 * decoded lists (one value while the feed's text is unchanged).
 */
export async function eventsOfDay(
  ctx: Pick<GraphQLContext, 'sports'>,
  slug: string,
  date: string,
): Promise<SportEvent[] | null> {
  const [events, next] = await Promise.all([
    ctx.sports.scheduledEvents(slug, date),
    ctx.sports.scheduledEvents(slug, addDays(date, 1)).catch((error: unknown) => {
      if (error instanceof DeadlineError) throw error;
      return null;
    }),
  ]);
  if (!events) return events;
  let byDate = daysOfLists.get(events);
  if (!byDate) daysOfLists.set(events, (byDate = new Map<string, Day>()));
  let day = byDate.get(date);
  if (day?.next !== next) {
    day = { next, events: dayOf(events, next ?? [], date) };
    byDate.set(date, day);
  }
  return day.events;
}

function dayOf(events: readonly SportEvent[], next: readonly SportEvent[], date: string): SportEvent[] {
  const onTheDay = (e: SportEvent) =>
    e.startTimestamp !== undefined && saoPauloDate(e.startTimestamp * 1000) === date;
  const day = events.filter((e) => e.startTimestamp === undefined || onTheDay(e));
  const ids = new Set(day.map((e) => e.id));
  for (const e of next) {
    if (!onTheDay(e) || ids.has(e.id)) continue;
    ids.add(e.id);
    day.push(e);
  }
  return day;
}
