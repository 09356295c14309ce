import { graphql } from 'react-relay/hooks.js';

// Undoes a bet's settlement; answers the bet and its account's balances.

export const reopenBetMutation = graphql`
  mutation ReopenBetMutation($input: ReopenBetInput!) {
    reopenBet(input: $input) {
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
