import { graphql } from 'react-relay/hooks.js';

/** The payload's bankroll replaces the list and totals: the hidden account leaves the table. */
export const hideAccountMutation = graphql`
  mutation HideAccountMutation($input: HideAccountInput!) {
    hideAccount(input: $input) {
      bankroll {
        ...BalanceDashboard_bankroll
      }
      errors {
        message
      }
    }
  }
`;
