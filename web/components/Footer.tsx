import { SHELL_LABELS } from '../../server/i18n/screens/frame.ts';

/** Footer text of SPEC §1: responsible play, 18+, copyright 2025. */
export function Footer() {
  return (
    <footer className="footer">
      <p>{SHELL_LABELS.responsiblePlay}</p>
      <p>{SHELL_LABELS.copyright}</p>
    </footer>
  );
}
