import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, startHarness, typed, type Harness, type UserError } from '../../test/harness.ts';
import { startSimulator, type RunningSimulator } from '../../test/live-support.ts';

/** A Monday afternoon in São Paulo: football still to come later in the day. */
const SIM_START = Date.parse('2026-11-23T15:00:00-03:00');

let sim: RunningSimulator;
let h: Harness;

beforeAll(async () => {
  // A feed of its own, so the test can stop it while the API and the BFF keep running.
  sim = await startSimulator(SIM_START);
  h = await startHarness({}, { ROLES: 'api', SPORTS_API_URL: sim.url });
});
afterAll(async () => {
  await h?.close();
  await sim?.close();
});

const RECORD = typed<{
  recordBet: {
    errors: UserError[];
    bet: { status: string } | null;
    account: { availableBalance: string } | null;
  };
}>(
  `mutation ($input: RecordBetInput!) { recordBet(input: $input) {
    errors { code field message } bet { status } account { availableBalance } } }`,
);
const BALANCE = typed<{ viewer: { bankroll: { totals: { availableBalance: string } } } }>(
  '{ viewer { bankroll { totals { availableBalance } } } }',
);

it('recordBet answers UPSTREAM_UNAVAILABLE with a pt-BR message when the feed is down, and changes nothing', async () => {
  const { token } = await signUp(h, 'Sem Feed');
  const houses = await h.gql(
    typed<{ viewer: { bankroll: { bettingHouses: Array<{ id: string }> } } }>(
      '{ viewer { bankroll { bettingHouses { id } } } }',
    ),
    {},
    { token },
  );
  const accountId = (
    await h.gql(
      typed<{ createAccount: { account: { id: string } } }>(
        'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { id } } }',
      ),
      { input: { name: 'Casa', bettingHouseId: houses.body.data.viewer.bankroll.bettingHouses[0].id } },
      { token },
    )
  ).body.data.createAccount.account.id;
  await h.gql(
    typed('mutation ($input: DepositInput!) { deposit(input: $input) { errors { code } } }'),
    { input: { id: accountId, amount: '50.00', idempotencyKey: randomUUID() } },
    { token },
  );
  const day = (await (await fetch(`${sim.url}/sport/football/scheduled-events/2026-11-23`)).json()) as {
    events: Array<{ id: number; status: { type: string } }>;
  };
  const eventId = day.events.find((e) => e.status.type === 'notstarted')!.id;
  const record = () =>
    h.gql(
      RECORD,
      {
        input: {
          accountId,
          stake: '10.00',
          legs: [{ eventId: String(eventId), marketId: 1, choice: '1', odds: '2.00' }],
          idempotencyKey: randomUUID(),
        },
      },
      { token },
    );

  // With the feed up, the same bet is recorded.
  const recorded = await record();
  expect(recorded.body.data.recordBet).toMatchObject({ errors: [], bet: { status: 'OPEN' } });

  await sim.close();
  const refused = await record();
  // A typed failure in the payload, not a request error.
  expect(refused.status).toBe(200);
  expect(refused.body.errors).toBeUndefined();
  expect(refused.body.data.recordBet).toEqual({
    errors: [
      {
        code: 'UPSTREAM_UNAVAILABLE',
        field: null,
        message: 'Não foi possível consultar o evento agora. Tente novamente em instantes.',
      },
    ],
    bet: null,
    account: null,
  });
  expect((await h.gql(BALANCE, {}, { token })).body.data.viewer.bankroll.totals.availableBalance).toBe(
    '40.00',
  );
});
