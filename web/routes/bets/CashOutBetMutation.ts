import { graphql } from 'react-relay/hooks.js';

// Cashes a bet out at an amount; answers the bet and its account's balances.

export const cashOutBetMutation = graphql`
  mutation CashOutBetMutation($input: CashOutBetInput!) {
    cashOutBet(input: $input) {
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
