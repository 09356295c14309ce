import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../not-found/NotFoundPage.tsx';
import { FRAME_MESSAGES, SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';
import { usePageMeta } from '../../components/usePageMeta.ts';
import { isPageFailure, type PageFailure } from './page-failure.ts';

function ReloadButton() {
  return (
    <button type="button" className="button" onClick={() => location.reload()}>
      {SHELL_LABELS.reload}
    </button>
  );
}

/** A page whose data could not be read (page-failure.ts): what failed and why, and a way to try again. */
function PageFailed({ failure }: { failure: PageFailure }) {
  usePageMeta(failure.heading, failure.detail);
  return (
    <section className="message message-error" role="alert">
      <h1>{failure.heading}</h1>
      <p>{failure.detail}</p>
      <ReloadButton />
    </section>
  );
}

/** A page that could not load because the browser is offline: it loads itself once the network is back. */
function Offline() {
  useEffect(() => {
    const retry = () => location.reload();
    // Back before this effect ran: no `online` event is coming.
    if (navigator.onLine) return retry();
    addEventListener('online', retry);
    return () => removeEventListener('online', retry);
  }, []);
  return <PageFailed failure={{ heading: FRAME_MESSAGES.offline, detail: FRAME_MESSAGES.offlineDetail }} />;
}

/**
 * Failures of a route: an address that names nothing (404), a page whose data could not be read (a
 * server-rendered page's 429 or 503), a page whose code could not load offline, and unexpected ones (a
 * chunk missing after a deploy, a bug): a way out instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (isPageFailure(error.data)) return <PageFailed failure={error.data} />;
  }
  // Offline, a route's code that could not be fetched says so rather than "Ocorreu um erro" (a query's
  // failure is its screen's own). Node's navigator (server rendering) has no onLine.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return <Offline />;
  return (
    <section className="message message-error" role="alert">
      <h1>{FRAME_MESSAGES.internal}</h1>
      <ReloadButton />
    </section>
  );
}
