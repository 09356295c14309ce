import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { addToSlip, clearSlip } from '../bets/bet-slip.ts';
import { slipLeg, storedSlip } from '../../test/slip-fixtures.ts';
import { clearViewer } from './session-end.ts';

const leg = slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85');

afterEach(() => clearSlip());

describe('the session ending on this browser', () => {
  // Both ways a session ends call clearViewer: /logout, and any request the server refuses for want of a
  // session (web/app.tsx's onUnauthenticated, before it goes to /login).
  it('empties the bet slip, so the next user to sign in here does not find the previous one’s selections', async () => {
    addToSlip(leg);
    expect(storedSlip()?.legs).toHaveLength(1);
    await clearViewer(createMockEnvironment());
    expect(storedSlip()?.legs).toEqual([]);
    // The slip in memory too: a choice added now starts a new slip.
    addToSlip({ ...leg, eventId: 'RXZlbnQ6OA==' });
    expect(storedSlip()?.legs).toEqual([{ ...leg, eventId: 'RXZlbnQ6OA==' }]);
  });
});
