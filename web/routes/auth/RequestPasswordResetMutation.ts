import { graphql } from 'react-relay/hooks.js';

export const requestPasswordResetMutation = graphql`
  mutation RequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      errors {
        code
        message
      }
    }
  }
`;
