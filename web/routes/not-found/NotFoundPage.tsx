import { Link } from 'react-router';
import { LABELS } from '../../../server/i18n/pt-BR.ts';

/** Any path without a route (SPEC §2). */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">404</p>
      <h1 id="not-found-title">{LABELS.shell.notFound}</h1>
      <p>
        <Link to="/blog">{LABELS.shell.goToBlog}</Link>
      </p>
    </section>
  );
}
