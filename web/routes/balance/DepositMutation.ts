import { graphql } from 'react-relay/hooks.js';

export const depositMutation = graphql`
  mutation DepositMutation($input: DepositInput!) {
    deposit(input: $input) {
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
