import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { addToSlip, clearSlip, type SlipLeg } from '../bets/bet-slip.ts';
import { clearViewer } from './session.ts';

const SLIP_KEY = 'bancada.bet-slip';

const leg: SlipLeg = {
  eventId: 'RXZlbnQ6Nw==',
  eventName: 'Flamengo × Palmeiras',
  marketId: 1,
  marketLabel: 'Resultado final',
  line: null,
  choice: '1',
  choiceLabel: 'Flamengo',
  odds: '1.85',
};

afterEach(() => clearSlip());

describe('the session ending on this browser', () => {
  // Both ways a session ends call clearViewer: /logout, and any request the server refuses for want of a
  // session (web/app.tsx's onUnauthenticated, before it goes to /login).
  it('empties the bet slip, so the next user to sign in here does not find the previous one’s selections', async () => {
    addToSlip(leg);
    expect(JSON.parse(localStorage.getItem(SLIP_KEY) ?? '[]')).toHaveLength(1);
    await clearViewer(createMockEnvironment());
    expect(JSON.parse(localStorage.getItem(SLIP_KEY) ?? '[]')).toEqual([]);
    // The slip in memory too: a choice added now starts a new slip.
    addToSlip({ ...leg, eventId: 'RXZlbnQ6OA==' });
    expect(JSON.parse(localStorage.getItem(SLIP_KEY) ?? '[]')).toEqual([{ ...leg, eventId: 'RXZlbnQ6OA==' }]);
  });
});
