import { Link } from 'react-router';
import { SPORT_NAMES } from '../../server/i18n/sport-names.ts';
import { AGENDA_LABELS as L } from '../../server/i18n/screens/agenda.ts';
import { revealFocused } from './reveal-focused.ts';

export interface SportSwitcherProps {
  /** The sport shown, marked as the current page; none on the agenda. */
  current?: string;
  /** Where a sport's link goes (the same kind of list, the same day). */
  hrefOf: (slug: string) => string;
}

/** Links to the site's sports in SPEC §9's order, by their pt-BR names. */
export function SportSwitcher({ current, hrefOf }: SportSwitcherProps) {
  return (
    <nav className="sport-switcher" aria-label={L.sportSwitcher}>
      <ul onFocus={revealFocused}>
        {Object.entries(SPORT_NAMES).map(([slug, name]) => (
          <li key={slug}>
            <Link to={hrefOf(slug)} aria-current={slug === current ? 'page' : undefined}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
