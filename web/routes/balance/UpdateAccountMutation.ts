import { graphql } from 'react-relay/hooks.js';

export const updateAccountMutation = graphql`
  mutation UpdateAccountMutation($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      account {
        ...AccountRow_account
      }
      bankroll {
        ...BalanceDashboard_bankroll
      }
      errors {
        field
        message
      }
    }
  }
`;
