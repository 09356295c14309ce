import { commitLocalUpdate } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import type { SlipLeg } from '../routes/bets/bet-slip.ts';

/** A selection of the bet slip: the home side to win the match named "Home × Away" at `odds`. */
export const slipLeg = (eventId: string, eventName: string, odds: string | null): SlipLeg => ({
  eventId,
  eventName,
  marketId: 1,
  marketLabel: 'Resultado final',
  line: null,
  choice: '1',
  choiceLabel: eventName.split(' × ')[0],
  odds,
});

/**
 * A mock environment whose store already knows the viewer, as a page's query leaves it: the user of that
 * global id, or a visitor (null); undefined, not read. The slip is shown to its own viewer only (bet-slip.ts).
 */
export function environmentOf(viewer: string | null | undefined) {
  const environment = createMockEnvironment();
  commitLocalUpdate(environment, (store) => {
    if (viewer === undefined) return;
    if (viewer === null) return void store.getRoot().setValue(null, 'viewer');
    const user = store.get(viewer) ?? store.create(viewer, 'User');
    user.setValue(viewer, 'id');
    store.getRoot().setLinkedRecord(user, 'viewer');
  });
  return environment;
}

/** What the browser's storage holds of the slip: a user's (whose it is, and its legs) and a visitor's legs. */
export function storedSlip(): {
  user: { viewer: string; legs: SlipLeg[] } | null;
  visitor: SlipLeg[];
} | null {
  return JSON.parse(localStorage.getItem('bancada.bet-slip') ?? 'null') as {
    user: { viewer: string; legs: SlipLeg[] } | null;
    visitor: SlipLeg[];
  } | null;
}
