import { graphql } from 'react-relay';

export const deleteUserMutation = graphql`
  mutation DeleteUserMutation($input: DeleteUserInput!) {
    deleteUser(input: $input) {
      errors {
        message
      }
    }
  }
`;
