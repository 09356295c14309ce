import { useMemo } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks.js';
import { Navigate, useLocation } from 'react-router';
import { sessionEndedNotice } from './session-end.ts';
import type { LoginLocationState } from './LoginPage.tsx';

/**
 * Sends a visitor from a signed-in page to /login, with the notice left for the page they were sent to: a
 * password reset goes to / (SPEC §2), which a visitor only passes through, and its success is read on /login;
 * or, for a user whose session ended under them, that it did.
 */
export function ToLogin() {
  const environment = useRelayEnvironment();
  // A user whose session ended while they used the site (it expired, or was ended elsewhere) is told so.
  const notice =
    (useLocation().state as LoginLocationState | null)?.notice ?? sessionEndedNotice(environment);
  // One object per notice: <Navigate> navigates again whenever its state changes identity, which a new
  // object at each render would do until /login's code has loaded.
  const state = useMemo<LoginLocationState | undefined>(() => (notice ? { notice } : undefined), [notice]);
  return <Navigate to="/login" replace state={state} />;
}
