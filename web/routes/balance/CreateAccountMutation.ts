import { graphql } from 'react-relay/hooks.js';

/** The payload's bankroll carries the new list, so the new account shows without a refetch. */
export const createAccountMutation = graphql`
  mutation CreateAccountMutation($input: CreateAccountInput!) {
    createAccount(input: $input) {
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
