import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { LABELS, MESSAGES } from '../../../server/i18n/pt-BR.ts';

/** Unexpected failures of a route (a chunk missing after a deploy, a bug): a way out instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="message message-error" role="alert">
      <h1>{MESSAGES.internal}</h1>
      <button type="button" className="button" onClick={() => location.reload()}>
        {LABELS.shell.reload}
      </button>
    </section>
  );
}
