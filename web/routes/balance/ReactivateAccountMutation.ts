import { graphql } from 'react-relay/hooks.js';

/** Both lists change: the inactive one loses the account, the dashboard's table gains it. */
export const reactivateAccountMutation = graphql`
  mutation ReactivateAccountMutation($input: ReactivateAccountInput!) {
    reactivateAccount(input: $input) {
      bankroll {
        ...BalanceDashboard_bankroll
        ...InactiveAccountsList_bankroll
      }
      errors {
        message
      }
    }
  }
`;
