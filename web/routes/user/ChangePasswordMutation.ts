import { graphql } from 'react-relay';

export const changePasswordMutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      errors {
        message
      }
    }
  }
`;
