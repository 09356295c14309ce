import { useEffect, useState, useSyncExternalStore } from 'react';
import { FRAME_MESSAGES } from '../../server/i18n/screens/frame.ts';
import { isLiveDropped, liveRefusal, onLiveDropChange } from '../relay/subscriptions.ts';

/** A drop shorter than this (a network blip) is not worth a word: the connection is back before it is read. */
export const LIVE_NOTICE_DELAY_MS = 3000;

/**
 * Says so while the live connection is down under a screen that follows live data: its score, minute or
 * balances are not being updated until it is back (the screen then reads them again). The status is placed,
 * empty, as the connection drops, and written in once the drop lasts: a live region is read when what it
 * says changes, not when it appears.
 */
export function LiveNotice() {
  const dropped = useSyncExternalStore(onLiveDropChange, isLiveDropped, () => false);
  const refused = useSyncExternalStore(onLiveDropChange, liveRefusal, () => null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!dropped) return setShown(false);
    const timer = setTimeout(() => setShown(true), LIVE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dropped]);
  // A stream the server refused (too many open for the user) is said at once: it is not coming back alone.
  if (refused)
    return (
      <p className="live-notice live-notice-shown" role="status">
        {refused}
      </p>
    );
  if (!dropped) return null;
  return (
    <p className={shown ? 'live-notice live-notice-shown' : 'live-notice'} role="status">
      {shown ? FRAME_MESSAGES.liveReconnecting : ''}
    </p>
  );
}
