import { graphql } from 'react-relay/hooks.js';

export const changePasswordMutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      errors {
        message
      }
    }
  }
`;
