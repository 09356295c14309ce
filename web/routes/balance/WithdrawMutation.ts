import { graphql } from 'react-relay/hooks.js';

export const withdrawMutation = graphql`
  mutation WithdrawMutation($input: WithdrawInput!) {
    withdraw(input: $input) {
      account {
        ...AccountRow_account
      }
      bankroll {
        ...BalanceDashboard_bankroll
      }
      errors {
        code
        message
      }
    }
  }
`;
