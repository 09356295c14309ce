import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { FRAME_MESSAGES, SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';

/** Unexpected failures of a route (a chunk missing after a deploy, a bug): a way out instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section className="message message-error" role="alert">
      <h1>{FRAME_MESSAGES.internal}</h1>
      <button type="button" className="button" onClick={() => location.reload()}>
        {SHELL_LABELS.reload}
      </button>
    </section>
  );
}
