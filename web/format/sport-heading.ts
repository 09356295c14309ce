import { sportName } from '../../server/i18n/labels.ts';
import { SPORTS_LABELS } from '../../server/i18n/screens/sports.ts';

/** A sport list's heading and title ("Eventos de Futebol ao vivo"): the page, its head and breadcrumbs. */
export function sportEventsHeading(slug: string, live: boolean): string {
  return `${SPORTS_LABELS.eventsOf} ${sportName(slug)}${live ? SPORTS_LABELS.liveSuffix : ''}`;
}
