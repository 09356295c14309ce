import { useCallback, useEffect, useRef, useState } from 'react';
import { APP_PAGE_META } from '../../../server/i18n/screens/app-pages.ts';
import { useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay/hooks.js';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { LogoutMutation } from '../../relay/__generated__/LogoutMutation.graphql.ts';
import type { RootLayoutQuery } from '../../relay/__generated__/RootLayoutQuery.graphql.ts';
import { rootLayoutQuery } from '../root/RootLayout.tsx';
import { isLogoutIntent, logoutNotice } from './logout-intent.ts';
import type { LoginLocationState } from './LoginPage.tsx';
import { FALLBACK_REDIRECT_URL, isExternal, loadPage } from './logout-redirect.ts';
import { logoutMutation } from './LogoutMutation.ts';
import { clearViewer } from './session-end.ts';
import { AUTH_LABELS } from '../../../server/i18n/screens/auth.ts';
import { COMMON_LABELS } from '../../../server/i18n/screens/frame.ts';
import { usePageMeta } from '../../components/usePageMeta.ts';

/**
 * /logout: ends the session on the server (a POST with the CSRF header, as every mutation of the app),
 * forgets the user here, then leaves (SPEC §2, §4). Reached from this app it does so at once; reached
 * directly (typed, or a link from another site) it asks first, so no other site can sign a user out.
 */
export function LogoutPage() {
  usePageMeta(AUTH_LABELS.logoutTitle, APP_PAGE_META.logout);
  const [commit] = useMutation<LogoutMutation>(logoutMutation);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const location = useLocation();
  const [leaving, setLeaving] = useState(() => isLogoutIntent(location.state));
  // StrictMode runs effects twice; the session must be ended once.
  const started = useRef(false);

  const logOut = useCallback(() => {
    if (started.current) return;
    started.current = true;
    // What the screen that ended the session wants the login page to say: a visitor is sent there next.
    const notice = logoutNotice(location.state);
    const leave = (to: string) => {
      // Even when the server could not be reached the local state is cleared: the user asked to leave.
      void clearViewer(environment);
      if (isExternal(to)) loadPage(to);
      else {
        const state: LoginLocationState | undefined = notice ? { notice } : undefined;
        void navigate(to, { replace: true, state });
      }
    };
    commit({
      variables: {},
      // The address is the server's LOGOUT_REDIRECT_URL, so one build serves every deployment.
      onCompleted: (response) => leave(response.logout?.redirectUrl ?? FALLBACK_REDIRECT_URL),
      onError: () => leave(FALLBACK_REDIRECT_URL),
    });
  }, [commit, environment, navigate, location.state]);

  useEffect(() => {
    if (leaving) logOut();
  }, [leaving, logOut]);

  // Who is here: the header's viewer, which a page brought into the store or the route asked for
  // (loadViewer), as VisitorOnly reads it.
  const { viewer } = useLazyLoadQuery<RootLayoutQuery>(rootLayoutQuery, {}, { fetchPolicy: 'store-only' });
  // A visitor has no session here to end: nothing to ask, the sign-in is where leaving leads.
  if (!leaving && viewer === null) return <Navigate to="/login" replace />;

  if (leaving) {
    return (
      <p className="message" role="status">
        {AUTH_LABELS.loggingOut}
      </p>
    );
  }
  return (
    <section className="card form-card" aria-labelledby="logout-title">
      <h1 id="logout-title">{AUTH_LABELS.logoutTitle}</h1>
      <p>{AUTH_LABELS.logoutQuestion}</p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={() => setLeaving(true)}>
          {AUTH_LABELS.logoutConfirm}
        </button>
        <Link to="/" className="button">
          {COMMON_LABELS.noGoBack}
        </Link>
      </div>
    </section>
  );
}
