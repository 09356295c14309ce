import { graphql } from 'react-relay/hooks.js';

// Records a bet; answers the bet and its account, which Relay merges into the records every screen shows.

export const recordBetMutation = graphql`
  mutation RecordBetMutation($input: RecordBetInput!) {
    recordBet(input: $input) {
      bet {
        id
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
