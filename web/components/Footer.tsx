import { LABELS } from '../../server/i18n/pt-BR.ts';

/** Footer text of SPEC §1: responsible play, 18+, copyright 2025. */
export function Footer() {
  return (
    <footer className="footer">
      <p>{LABELS.shell.responsiblePlay}</p>
      <p>{LABELS.shell.copyright}</p>
    </footer>
  );
}
