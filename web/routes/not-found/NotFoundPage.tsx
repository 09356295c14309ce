import { Link } from 'react-router';

/** Any path without a route (SPEC §2). */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found-code">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        <Link to="/blog">Ir para o blog</Link>
      </p>
    </section>
  );
}
