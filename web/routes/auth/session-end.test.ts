import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToSlip, claimSlip, forgetSlips } from '../bets/bet-slip.ts';
import { slipLeg, storedSlip } from '../../test/slip-fixtures.ts';
import { FRAME_MESSAGES } from '../../../server/i18n/screens/frame.ts';
import { clearViewer, sessionEndedNotice, sessionRefused } from './session-end.ts';

const leg = slipLeg('RXZlbnQ6Nw==', 'Flamengo × Palmeiras', '1.85');

afterEach(async () => {
  // A session ended without waiting (sessionRefused) tells the other tabs once its module is in: let it
  // before the next test listens, so that no test hears another's message.
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  forgetSlips();
});

describe('the session ending on this browser', () => {
  // Both ways a session ends call clearViewer: /logout, and any request the server refuses for want of a
  // session (web/app.tsx's onUnauthenticated, before it goes to /login).
  it('empties the bet slip, so the next user to sign in here does not find the previous one’s selections', async () => {
    // A visitor's choice, then the user's own once signed in, and a visitor's again in a tab left behind.
    claimSlip(null);
    addToSlip(leg);
    claimSlip('VXNlcjox');
    addToSlip({ ...leg, eventId: 'RXZlbnQ6OQ==' });
    claimSlip(null);
    addToSlip({ ...leg, eventId: 'RXZlbnQ6MTA=' });
    expect(storedSlip()?.user?.legs).toHaveLength(2);
    await clearViewer(createMockEnvironment());
    expect(storedSlip()).toEqual({ user: null, visitor: [] });
    // The slip in memory too: a choice added now starts a visitor's slip.
    addToSlip({ ...leg, eventId: 'RXZlbnQ6OA==' });
    expect(storedSlip()).toEqual({ user: null, visitor: [{ ...leg, eventId: 'RXZlbnQ6OA==' }] });
  });

  it('tells the other tabs, unless they told it', async () => {
    const otherTab = new BroadcastChannel('bancada-session');
    const heard: unknown[] = [];
    otherTab.addEventListener('message', (event) => heard.push(event.data));
    await clearViewer(createMockEnvironment(), false);
    await clearViewer(createMockEnvironment());
    await vi.waitFor(() => expect(heard).toEqual(['ended']));
    otherTab.close();
  });
});

describe('sessionEndedNotice', () => {
  it('tells a user whose session ended under them, and a visitor nothing', () => {
    const environment = createMockEnvironment();
    // Nothing read yet (a private page's first load), then a visitor.
    expect(sessionEndedNotice(environment)).toBeUndefined();
    commitLocalUpdate(environment, (store) => store.getRoot().setValue(null, 'viewer'));
    expect(sessionEndedNotice(environment)).toBeUndefined();

    commitLocalUpdate(environment, (store) => {
      const user = store.create('VXNlcjox', 'User');
      user.setValue('Maria Souza', 'name');
      store.getRoot().setLinkedRecord(user, 'viewer');
    });
    expect(sessionEndedNotice(environment)).toBe(FRAME_MESSAGES.sessionEnded);
  });

  it('still tells the user once a refused request has forgotten them, whichever way reaches /login first', () => {
    const environment = createMockEnvironment();
    commitLocalUpdate(environment, (store) => {
      const user = store.create('VXNlcjox', 'User');
      store.getRoot().setLinkedRecord(user, 'viewer');
    });
    expect(sessionRefused(environment)).toBe(FRAME_MESSAGES.sessionEnded);
    // The viewer is gone: a signed-in page's ToLogin renders now, before the navigation to /login lands.
    expect(environment.getStore().getSource().get('client:root')?.viewer).toBeNull();
    expect(sessionEndedNotice(environment)).toBe(FRAME_MESSAGES.sessionEnded);
  });

  it('tells a visitor refused nothing', () => {
    const environment = createMockEnvironment();
    expect(sessionRefused(environment)).toBeUndefined();
    expect(sessionEndedNotice(environment)).toBeUndefined();
  });
});
