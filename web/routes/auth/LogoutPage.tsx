import { useEffect, useRef } from 'react';
import { useMutation, useRelayEnvironment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { LogoutMutation } from '../../relay/__generated__/LogoutMutation.graphql.ts';
import { FALLBACK_REDIRECT_URL, isExternal, loadPage } from './logout-redirect.ts';
import { logoutMutation } from './LogoutMutation.ts';
import { clearViewer } from './session.ts';

/** /logout: ends the session on the server, forgets the user here, then leaves (SPEC §2, §4). */
export function LogoutPage() {
  const [commit] = useMutation<LogoutMutation>(logoutMutation);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  // StrictMode runs effects twice; the session must be ended once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const leave = (to: string) => {
      // Even when the server could not be reached the local state is cleared: the user asked to leave.
      clearViewer(environment);
      if (isExternal(to)) loadPage(to);
      else void navigate(to, { replace: true });
    };
    commit({
      variables: {},
      // The address is the server's LOGOUT_REDIRECT_URL, so one build serves every deployment.
      onCompleted: (response) => leave(response.logout?.redirectUrl ?? FALLBACK_REDIRECT_URL),
      onError: () => leave(FALLBACK_REDIRECT_URL),
    });
  }, [commit, environment, navigate]);

  return (
    <p className="message" role="status">
      Saindo...
    </p>
  );
}
