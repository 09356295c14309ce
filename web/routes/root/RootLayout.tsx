import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks.js';
import { Outlet, useLocation } from 'react-router';
import { Footer } from '../../components/Footer.tsx';
import { Header } from '../../components/Header.tsx';
import { LiveNotice } from '../../components/LiveNotice.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import type { RootLayoutQuery } from '../../relay/__generated__/RootLayoutQuery.graphql.ts';
import { useViewerReadFailed } from './viewer.ts';
import { SHELL_LABELS } from '../../../server/i18n/screens/frame.ts';

/**
 * What the header shows. It is never fetched for itself alongside a route's query: the route queries select
 * `viewer { ...Header_viewer }` too (see viewer.ts), and Query is one record in Relay's store, so this reads
 * their answer. Only routes without a query of their own send it, and then as their one request.
 */
export const rootLayoutQuery = graphql`
  query RootLayoutQuery @preloadable {
    viewer {
      ...Header_viewer
    }
  }
`;

function SignedHeader() {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<RootLayoutQuery>(rootLayoutQuery, {}, { fetchPolicy: 'store-only' });
  const failed = useViewerReadFailed(environment);
  // Not in the store yet: wait for the route's query, unless asking for the user failed (SPEC §8: visitor links).
  if (data?.viewer === undefined) return <Header viewer={null} pending={!failed} />;
  return <Header viewer={data.viewer} />;
}

/**
 * After a page change in the app, the keyboard's focus goes to the new page's content, as a page loaded anew
 * starts there for a screen reader: it stayed on the header's link that was followed (which then read
 * nothing new), or fell to the page after a form that sent the user on. Only when the address's path
 * changes (a tab or a filter in its query leaves it where it is), and not when something in the new page
 * has taken it already.
 */
function useFocusOnPageChange(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (main.current && !main.current.contains(document.activeElement))
      main.current.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** Page frame of every route: header, progress bar, content, footer. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  return (
    <div className="app">
      <a className="skip-link" href="#conteudo">
        {SHELL_LABELS.skipToContent}
      </a>
      <ProgressBar />
      <Suspense fallback={<Header viewer={null} pending />}>
        <SignedHeader />
      </Suspense>
      <LiveNotice />
      <main ref={main} id="conteudo" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
