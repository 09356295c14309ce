import { Link } from 'react-router';
import { SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { PAGE_META } from '../../../server/i18n/screens/frame.ts';

/** Any path without a route (SPEC §2). */
export function NotFoundPage() {
  usePageMeta(PAGE_META.notFoundTitle, PAGE_META.notFound);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">404</p>
      {/* SPEC §2 writes this heading in English: a screen reader reads it with English sounds. */}
      <h1 id="not-found-title" lang="en">
        {SHELL_LABELS.notFound}
      </h1>
      <p>
        <Link className="standalone-link" to="/blog">
          {SHELL_LABELS.goToBlog}
        </Link>
      </p>
    </section>
  );
}
