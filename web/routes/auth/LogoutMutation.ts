import { graphql } from 'react-relay';

export const logoutMutation = graphql`
  mutation LogoutMutation {
    logout {
      errors {
        message
      }
      redirectUrl
    }
  }
`;
