import { graphql } from 'react-relay/hooks.js';

export const resetPasswordMutation = graphql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      errors {
        code
        field
        message
      }
    }
  }
`;
