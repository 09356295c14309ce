import { graphql } from 'react-relay/hooks.js';

/** The emptied bankroll comes back in the payload, so the dashboard shows it without a refetch. */
export const resetBankrollMutation = graphql`
  mutation ResetBankrollMutation($input: ResetBankrollInput!) {
    resetBankroll(input: $input) {
      bankroll {
        ...BalanceDashboard_bankroll
      }
      errors {
        message
      }
    }
  }
`;
