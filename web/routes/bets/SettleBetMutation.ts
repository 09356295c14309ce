import { graphql } from 'react-relay/hooks.js';

// Settles a bet by hand; answers the bet and its account's balances.

export const settleBetMutation = graphql`
  mutation SettleBetMutation($input: SettleBetInput!) {
    settleBet(input: $input) {
      bet {
        status
        ...BetRow_bet
      }
      account {
        ...BetAccount_account @relay(mask: false)
      }
      errors {
        code
        message
      }
    }
  }
`;
