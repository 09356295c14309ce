/**
 * The site's days and hours are São Paulo's (SPEC §9), whatever the zone of the server or the browser. The
 * BFF asks the feed for "today" with it, and the web app shows every date with it, so both sides count the
 * same day. Intl knows the zone's rules (Brazil dropped summer time in 2019, older instants keep theirs).
 *
 * Shared by the server and the web bundle: it uses only the platform's Intl.
 */

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

// Built once, on first use: an Intl formatter is costly to create (the zone's data is loaded then), and a
// module's top level runs in the browser's start-up task whether the page needs a date yet or not.
// en-CA formats a date as YYYY-MM-DD.
let day: Intl.DateTimeFormat | undefined;
const DAY = () =>
  (day ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

let parts: Intl.DateTimeFormat | undefined;
const PARTS = () =>
  (parts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SAO_PAULO_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }));

/** An instant read on São Paulo's clock, each part zero-padded ("2025", "03", "09", "00", "05"). */
export interface SaoPauloParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** The São Paulo calendar date (YYYY-MM-DD) of an instant (a Date or epoch milliseconds). */
export function saoPauloDate(instant: Date | number): string {
  return DAY().format(instant);
}

/** The São Paulo date and time of an instant, part by part. */
export function saoPauloParts(instant: Date | number): SaoPauloParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of PARTS().formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    // Some engines wrote midnight as "24" under hour12: false; h23 should not, but the guard is cheap.
    hour: parts.hour === '24' ? '00' : (parts.hour ?? ''),
    minute: parts.minute ?? '',
  };
}
