import { graphql } from 'react-relay/hooks.js';

// The bet mutations. Each answers the bet and its account after the change, which Relay merges into the
// records every screen shows (the bet by its id, the account's balances by its id).

export const recordBetMutation = graphql`
  mutation BetMutationsRecordMutation($input: RecordBetInput!) {
    recordBet(input: $input) {
      bet {
        id
        status
        ...BetRow_bet
      }
      account {
        ...BetMutations_account @relay(mask: false)
      }
      errors {
        code
        message
      }
    }
  }
`;

export const settleBetMutation = graphql`
  mutation BetMutationsSettleMutation($input: SettleBetInput!) {
    settleBet(input: $input) {
      bet {
        status
        ...BetRow_bet
      }
      account {
        ...BetMutations_account @relay(mask: false)
      }
      errors {
        code
        message
      }
    }
  }
`;

export const cashOutBetMutation = graphql`
  mutation BetMutationsCashOutMutation($input: CashOutBetInput!) {
    cashOutBet(input: $input) {
      bet {
        status
        ...BetRow_bet
      }
      account {
        ...BetMutations_account @relay(mask: false)
      }
      errors {
        code
        message
      }
    }
  }
`;

export const reopenBetMutation = graphql`
  mutation BetMutationsReopenMutation($input: ReopenBetInput!) {
    reopenBet(input: $input) {
      bet {
        status
        ...BetRow_bet
      }
      account {
        ...BetMutations_account @relay(mask: false)
      }
      errors {
        code
        message
      }
    }
  }
`;

/** The balances a bet moves, as the dashboard and the statement read them. */
export const betAccountFragment = graphql`
  fragment BetMutations_account on Account {
    id
    availableBalance
    betLockedBalance
    totalBalance
  }
`;
