import { useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoginLocationState } from './LoginPage.tsx';

/**
 * Sends a visitor from a signed-in page to /login, with the notice left for the page they were sent to: a
 * password reset goes to / (SPEC §2), which a visitor only passes through, and its success is read on /login.
 */
export function ToLogin() {
  const notice = (useLocation().state as LoginLocationState | null)?.notice;
  // One object per notice: <Navigate> navigates again whenever its state changes identity, which a new
  // object at each render would do until /login's code has loaded.
  const state = useMemo<LoginLocationState | undefined>(() => (notice ? { notice } : undefined), [notice]);
  return <Navigate to="/login" replace state={state} />;
}
