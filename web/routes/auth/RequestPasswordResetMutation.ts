import { graphql } from 'react-relay';

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
