import { useEffect } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks.js';
import { useNavigate } from 'react-router';
import { forgetSlips } from '../bets/bet-slip.ts';
import { clearViewer } from './session-end.ts';

// Loaded when a session ends (session-end.ts) and with the screens of a signed-in user, never with a first
// load of the public pages (their budget, scripts/build-web.ts).

/** The channel the tabs of this browser share; one object per tab, which hears the others, not itself. */
let channel: BroadcastChannel | null | undefined;
function sessionChannel(): BroadcastChannel | null {
  return (channel ??=
    typeof BroadcastChannel === 'function' ? new BroadcastChannel('bancada-session') : null);
}

/**
 * What stays in this browser of a session that ended goes: the bet slip, and, when the session ended in this
 * tab (`tellOtherTabs`), the screens of the other tabs, which are told so (useSessionEndedElsewhere).
 */
export function endSession(tellOtherTabs: boolean): void {
  forgetSlips();
  if (tellOtherTabs) sessionChannel()?.postMessage('ended');
}

/**
 * For the screens of a signed-in user: when another tab of this browser signs out (or its session is refused),
 * this one forgets the user and goes to /login too, rather than keep a bankroll on screen for whoever sits at
 * the computer next. The session cookie is the browser's: it ended for every tab at once.
 */
export function useSessionEndedElsewhere(): void {
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  useEffect(() => {
    const tabs = sessionChannel();
    if (!tabs) return;
    const onEnded = () => {
      void clearViewer(environment, false);
      void navigate('/login', { replace: true });
    };
    tabs.addEventListener('message', onEnded);
    return () => tabs.removeEventListener('message', onEnded);
  }, [environment, navigate]);
}
