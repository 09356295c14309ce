import { MESSAGES } from '../../../i18n/pt-BR.ts';
import { idempotencyKeyErrors, idempotencyKeyField } from '../common/idempotency.ts';
import { builder, type FieldBuilder } from '../../builder.ts';
import type { GraphQLContext } from '../../context.ts';
import type { BancaAccount, BancaAccountEntry } from '../../upstreams/banca/decode.ts';
import { attempt } from '../common/upstream-errors.ts';
import { errorsField, idInput, messageField, userError, type UserErrorShape } from '../common/user-error.ts';
import {
  AccountRef,
  BankrollRef,
  StatementEntryRef,
  type BankrollShape,
  type StatementEntryShape,
} from './refs.ts';

interface AccountPayload {
  errors: UserErrorShape[];
  account: BancaAccount | null;
  entry: StatementEntryShape | null;
}

const failed = (errors: UserErrorShape[]): AccountPayload => ({ errors, account: null, entry: null });

/** An unknown id and another user's id answer the same, so ids cannot be probed. */
const notFound = () => failed([userError('NOT_FOUND', MESSAGES.accountNotFound, 'id')]);

/** The bankroll node in a payload, so a client re-reads totals and lists from the same response. */
async function bankrollOf(ctx: GraphQLContext): Promise<BankrollShape> {
  return { userId: (await ctx.banca.user.load('me')).id };
}

/**
 * Runs a step of an account mutation. `accountField` names the input that chose the account, on which
 * the API's 404 is told (attempt).
 */
async function run(
  step: () => Promise<BancaAccount | BancaAccountEntry>,
  fallback: string,
  accountField?: string,
): Promise<AccountPayload> {
  const result = await attempt(step, fallback, accountField ? { NOT_FOUND: accountField } : {});
  if (!result.ok) return failed(result.errors);
  const value = result.value;
  if ('entry' in value) {
    return {
      errors: [],
      account: value.account,
      entry: { accountId: value.account.account_id, entry: value.entry },
    };
  }
  return { errors: [], account: value, entry: null };
}

function accountOutput(withEntry: boolean) {
  return {
    outputFields: (t: FieldBuilder<AccountPayload>) => ({
      errors: errorsField(t),
      account: t.field({
        type: AccountRef,
        nullable: true,
        description: 'The account as the change left it; null on failure.',
        resolve: (p) => p.account,
      }),
      bankroll: t.field({
        type: BankrollRef,
        nullable: true,
        description: 'The bankroll after the change (totals, lists), null on failure.',
        resolve: (p, _args, ctx) => (p.account ? bankrollOf(ctx) : null),
      }),
      ...(withEntry
        ? {
            entry: t.field({
              type: StatementEntryRef,
              nullable: true,
              description: 'The statement entry this change wrote.',
              resolve: (p) => p.entry,
            }),
          }
        : {}),
    }),
  };
}

function nameErrors(name: string): UserErrorShape[] {
  return name.trim() === '' ? [userError('BAD_USER_INPUT', MESSAGES.nameRequired, 'name')] : [];
}

/** A betting house that is no id at all says so; one that names nothing that can exist asks for a choice. */
function bettingHouseErrors(house: ReturnType<typeof idInput>): UserErrorShape[] {
  if (house.error) return [house.error];
  return house.id === null ? [userError('BAD_USER_INPUT', MESSAGES.betRequired, 'bettingHouseId')] : [];
}

builder.relayMutationField(
  'createAccount',
  {
    inputFields: (t) => ({
      name: t.string({ required: true, description: 'Name of the account, 1 to 100 characters.' }),
      bettingHouseId: t.id({ required: true, description: 'Betting house: its global id or its REST id.' }),
    }),
  },
  {
    description:
      'Creates an account at a betting house (Criar Conta). A name another of the user’s accounts has ' +
      '(compared as names read on screen: ignoring case, accents, invisible characters and extra spaces; ' +
      'hidden accounts too) is refused with CONFLICT on `name`.',
    resolve: async (_root, { input }, ctx) => {
      const house = idInput(input.bettingHouseId, 'BettingHouse', 'bettingHouseId', null);
      const errors = [...nameErrors(input.name), ...bettingHouseErrors(house)];
      if (errors.length > 0 || house.id == null) return failed(errors);
      const houseId = house.id;
      return run(
        () => ctx.banca.createAccount({ name: input.name.trim(), bet_id: houseId }),
        MESSAGES.createAccountFailed,
      );
    },
  },
  accountOutput(false),
);

builder.relayMutationField(
  'updateAccount',
  {
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'Account global id or REST id.' }),
      name: t.string({ required: true, description: 'The new name, 1 to 100 characters.' }),
      bettingHouseId: t.id({ required: true, description: 'Betting house: its global id or its REST id.' }),
    }),
  },
  {
    description:
      'Renames an account or moves it to another betting house (Atualizar Conta). A name another of the ' +
      'user’s accounts has (compared as names read on screen: ignoring case, accents, invisible characters ' +
      'and extra spaces) is refused with CONFLICT on `name`.',
    resolve: async (_root, { input }, ctx) => {
      const account = idInput(input.id, 'Account', 'id', MESSAGES.accountIdRequired);
      if (account.error) return failed([account.error]);
      if (account.id === null) return notFound();
      const id = account.id;
      const house = idInput(input.bettingHouseId, 'BettingHouse', 'bettingHouseId', null);
      const errors = [...nameErrors(input.name), ...bettingHouseErrors(house)];
      if (errors.length > 0 || house.id == null) return failed(errors);
      const houseId = house.id;
      return run(
        () => ctx.banca.updateAccount(id, { name: input.name.trim(), bet_id: houseId }),
        MESSAGES.updateAccountFailed,
        'id',
      );
    },
  },
  accountOutput(false),
);

builder.relayMutationField(
  'updateBalance',
  {
    inputFields: (t) => ({
      id: t.id({ required: true, description: 'The account: its global id, or its REST id in decimal.' }),
      availableBalance: t.field({
        type: 'Money',
        required: true,
        description: 'The available balance (cash at the house) to set, zero or more.',
      }),
      betLockedBalance: t.field({
        type: 'Money',
        required: true,
        description:
          'The money in open bets to set, zero or more and not below the stakes of the open bets recorded ' +
          'here (else BAD_USER_INPUT on this field).',
      }),
      previousAvailableBalance: t.field({
        type: 'Decimal',
        description:
          'The available balance the client read before the user typed over it ("150.00"); when the ' +
          'account has another now (a deposit elsewhere, a bet settled), nothing changes and a CONFLICT ' +
          'error on this field asks to reload, unless the account already has the balances asked (a ' +
          'retry). Balances are absolute: without it, such money is overwritten. A Decimal rather than ' +
          "Money: a bet's winnings may take a balance past what Money lets a client set.",
      }),
      previousBetLockedBalance: t.field({
        type: 'Decimal',
        description: 'As previousAvailableBalance, for the money in open bets the client read.',
      }),
    }),
  },
  {
    description: 'Sets the current balance (Atualizar Saldo); the change is written to the statement.',
    resolve: async (_root, { input }, ctx) => {
      const account = idInput(input.id, 'Account', 'id', MESSAGES.accountIdRequired);
      if (account.error) return failed([account.error]);
      if (account.id === null) return notFound();
      const id = account.id;
      return run(
        () =>
          ctx.banca.updateBalance(id, {
            available_balance: input.availableBalance,
            bet_locked_balance: input.betLockedBalance,
            previous_available_balance: input.previousAvailableBalance ?? undefined,
            previous_bet_locked_balance: input.previousBetLockedBalance ?? undefined,
          }),
        MESSAGES.updateBalanceFailed,
        'id',
      );
    },
  },
  accountOutput(true),
);

function moneyMovement(kind: 'deposit' | 'withdraw', description: string, fallback: string) {
  builder.relayMutationField(
    kind,
    {
      inputFields: (t) => ({
        id: t.id({ required: true, description: 'The account: its global id, or its REST id in decimal.' }),
        amount: t.field({
          type: 'Money',
          required: true,
          description: 'The amount, above zero and at most 999999999.99 ("150.00").',
        }),
        expectedTotalBalance: t.field({
          type: 'Money',
          description:
            'Total balance the client expects afterwards; when the server computes another, nothing changes ' +
            "and a CONFLICT error asks to reload. Left out for an account a bet's winnings took past " +
            '999999999.99, which no Money value can carry.',
        }),
        idempotencyKey: t.string(idempotencyKeyField),
      }),
    },
    {
      description,
      resolve: async (_root, { input }, ctx) => {
        const account = idInput(input.id, 'Account', 'id', MESSAGES.accountIdRequired);
        if (account.error) return failed([account.error]);
        if (account.id === null) return notFound();
        const id = account.id;
        const keyErrors = idempotencyKeyErrors(input.idempotencyKey);
        if (keyErrors.length > 0) return failed(keyErrors);
        const body = { amount: input.amount, total_balance: input.expectedTotalBalance ?? undefined };
        return run(
          () =>
            kind === 'deposit'
              ? ctx.banca.deposit(id, body, input.idempotencyKey)
              : ctx.banca.withdraw(id, body, input.idempotencyKey),
          fallback,
          'id',
        );
      },
    },
    accountOutput(true),
  );
}

moneyMovement('deposit', 'Puts money into an account (Investir).', MESSAGES.depositFailed);
moneyMovement('withdraw', 'Takes money out of an account (Retirar).', MESSAGES.withdrawFailed);

function visibility(kind: 'hideAccount' | 'reactivateAccount', description: string, fallback: string) {
  builder.relayMutationField(
    kind,
    {
      inputFields: (t) => ({
        id: t.id({ required: true, description: 'The account: its global id, or its REST id in decimal.' }),
      }),
    },
    {
      description,
      resolve: async (_root, { input }, ctx) => {
        const account = idInput(input.id, 'Account', 'id', MESSAGES.accountIdRequired);
        if (account.error) return failed([account.error]);
        if (account.id === null) return notFound();
        const id = account.id;
        return run(
          () => (kind === 'hideAccount' ? ctx.banca.hideAccount(id) : ctx.banca.reactivateAccount(id)),
          fallback,
          'id',
        );
      },
    },
    accountOutput(false),
  );
}

visibility(
  'hideAccount',
  'Makes an account inactive (Ocultar); its history is kept.',
  MESSAGES.hideAccountFailed,
);
visibility('reactivateAccount', 'Makes an inactive account active again.', MESSAGES.reactivateAccountFailed);

interface ResetPayload {
  errors: UserErrorShape[];
  message: string | null;
}

builder.relayMutationField(
  'resetBankroll',
  {
    inputFields: (t) => ({
      password: t.string({
        required: true,
        description: 'The current password, to confirm; a wrong one fails with FORBIDDEN on this field.',
      }),
    }),
  },
  {
    description: "Deletes all of the user's accounts and statements (Reiniciar minhas contas).",
    resolve: async (_root, { input }, ctx): Promise<ResetPayload> => {
      if (input.password === '')
        return { errors: [userError('BAD_USER_INPUT', MESSAGES.askPassword, 'password')], message: null };
      const result = await attempt(
        () => ctx.banca.resetAccounts({ password: input.password }),
        MESSAGES.resetAccountsFailed,
        { FORBIDDEN: 'password' },
      );
      return result.ok ? { errors: [], message: result.value } : { errors: result.errors, message: null };
    },
  },
  {
    outputFields: (t) => ({
      errors: errorsField(t),
      message: messageField(t),
      bankroll: t.field({
        type: BankrollRef,
        nullable: true,
        description: 'The bankroll, now without accounts; null on failure.',
        resolve: (p, _args, ctx) => (p.message !== null ? bankrollOf(ctx) : null),
      }),
    }),
  },
);
