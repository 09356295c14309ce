import { graphql } from 'react-relay/hooks.js';

export const deleteUserMutation = graphql`
  mutation DeleteUserMutation($input: DeleteUserInput!) {
    deleteUser(input: $input) {
      errors {
        message
      }
    }
  }
`;
