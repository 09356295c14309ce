// en-CA formats as YYYY-MM-DD. Built once: an Intl formatter is costly to create.
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The São Paulo calendar date (YYYY-MM-DD) of an instant: the site's days, whatever the server's zone. */
export function saoPauloDate(ms: number): string {
  return SAO_PAULO_DAY.format(ms);
}
