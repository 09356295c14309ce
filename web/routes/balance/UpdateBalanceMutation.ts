import { graphql } from 'react-relay/hooks.js';

export const updateBalanceMutation = graphql`
  mutation UpdateBalanceMutation($input: UpdateBalanceInput!) {
    updateBalance(input: $input) {
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
